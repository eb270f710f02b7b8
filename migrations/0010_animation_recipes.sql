CREATE TABLE `animation_change_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`order_id` text NOT NULL,
	`user_id` text,
	`version` integer NOT NULL,
	`note` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `animation_change_requests_target_idx` ON `animation_change_requests` (`target_kind`,`target_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `animation_change_requests_version_idx` ON `animation_change_requests` (`target_kind`,`target_id`,`version`);--> statement-breakpoint
CREATE TABLE `animation_recipes` (
	`id` text PRIMARY KEY NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`order_id` text NOT NULL,
	`version` integer NOT NULL,
	`schema_version` integer NOT NULL,
	`recipe` text NOT NULL,
	`r2_key` text NOT NULL,
	`note` text,
	`created_by_id` text,
	`created_by_email` text,
	`video_key` text,
	`video_content_type` text,
	`video_size` integer,
	`video_sha256` text,
	`preview_sent_at` integer,
	`delivered_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animation_recipes_target_version_idx` ON `animation_recipes` (`target_kind`,`target_id`,`version`);--> statement-breakpoint
CREATE INDEX `animation_recipes_order_idx` ON `animation_recipes` (`order_id`);