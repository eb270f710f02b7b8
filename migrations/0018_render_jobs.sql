CREATE TABLE `render_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`recipe_id` text NOT NULL,
	`target_kind` text NOT NULL,
	`target_id` text NOT NULL,
	`version` integer NOT NULL,
	`slot` text NOT NULL,
	`state` text NOT NULL,
	`codec` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`frames` integer NOT NULL,
	`fps` integer NOT NULL,
	`parts` integer NOT NULL,
	`parts_done` integer DEFAULT 0 NOT NULL,
	`error` text,
	`started_by_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`recipe_id`) REFERENCES `animation_recipes`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`started_by_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `render_jobs_version_slot_idx` ON `render_jobs` (`target_kind`,`target_id`,`version`,`slot`);