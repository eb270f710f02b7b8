CREATE TABLE `account_deletion_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `account_deletion_requests_token_idx` ON `account_deletion_requests` (`token_hash`);--> statement-breakpoint
CREATE INDEX `account_deletion_requests_user_idx` ON `account_deletion_requests` (`user_id`);--> statement-breakpoint
CREATE TABLE `data_exports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`r2_key` text,
	`size` integer,
	`file_count` integer,
	`error` text,
	`started_at` integer,
	`ready_at` integer,
	`expires_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `data_exports_user_idx` ON `data_exports` (`user_id`);