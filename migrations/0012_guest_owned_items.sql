-- A paid order's frame or character row exists from payment on; a guest's has no user until they sign in
-- and link the order. Rebuilt tables (nothing references them); D1 checks foreign keys at the end.
PRAGMA defer_foreign_keys = on;--> statement-breakpoint
CREATE TABLE `__new_user_characters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`order_id` text NOT NULL,
	`character_name` text,
	`artwork_url` text,
	`status` text DEFAULT 'enchanting' NOT NULL,
	`animation_video_url` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_user_characters`("id", "user_id", "order_id", "character_name", "artwork_url", "status", "animation_video_url", "created_at") SELECT "id", "user_id", "order_id", "character_name", "artwork_url", "status", "animation_video_url", "created_at" FROM `user_characters`;--> statement-breakpoint
DROP TABLE `user_characters`;--> statement-breakpoint
ALTER TABLE `__new_user_characters` RENAME TO `user_characters`;--> statement-breakpoint
CREATE UNIQUE INDEX `user_characters_order_id_unique` ON `user_characters` (`order_id`);--> statement-breakpoint
CREATE INDEX `user_characters_user_idx` ON `user_characters` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_characters_status_idx` ON `user_characters` (`status`);--> statement-breakpoint
CREATE TABLE `__new_user_frames` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`order_id` text NOT NULL,
	`frame_size` text NOT NULL,
	`status` text DEFAULT 'enchanting' NOT NULL,
	`frame_name` text,
	`animation_video_url` text,
	`animation_sha256` text,
	`animation_size` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
INSERT INTO `__new_user_frames`("id", "user_id", "order_id", "frame_size", "status", "frame_name", "animation_video_url", "animation_sha256", "animation_size", "created_at") SELECT "id", "user_id", "order_id", "frame_size", "status", "frame_name", "animation_video_url", "animation_sha256", "animation_size", "created_at" FROM `user_frames`;--> statement-breakpoint
DROP TABLE `user_frames`;--> statement-breakpoint
ALTER TABLE `__new_user_frames` RENAME TO `user_frames`;--> statement-breakpoint
CREATE UNIQUE INDEX `user_frames_order_id_unique` ON `user_frames` (`order_id`);--> statement-breakpoint
CREATE INDEX `user_frames_user_idx` ON `user_frames` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_frames_status_idx` ON `user_frames` (`status`);