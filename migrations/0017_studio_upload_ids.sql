ALTER TABLE `animation_recipes` ADD `video_upload_id` text;--> statement-breakpoint
ALTER TABLE `animation_recipes` ADD `square_upload_id` text;