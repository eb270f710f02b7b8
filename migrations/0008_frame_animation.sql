ALTER TABLE `user_frames` ADD `animation_video_url` text;--> statement-breakpoint
ALTER TABLE `user_frames` ADD `animation_sha256` text;--> statement-breakpoint
ALTER TABLE `user_frames` ADD `animation_size` integer;