CREATE TABLE `device_commands` (
	`id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`kind` text NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`delivered_at` integer,
	`done_at` integer,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`created_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `device_commands_device_idx` ON `device_commands` (`device_id`,`delivered_at`);--> statement-breakpoint
CREATE TABLE `device_health` (
	`device_id` text PRIMARY KEY NOT NULL,
	`report` text,
	`reported_at` integer,
	`player_version` text,
	`dark_since` integer,
	`dark_notice_at` integer,
	`silent_notice_at` integer,
	`screenshot_key` text,
	`screenshot_type` text,
	`screenshot_at` integer,
	`log_key` text,
	`log_at` integer,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `device_health_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`device_id` text NOT NULL,
	`received_at` integer NOT NULL,
	`report` text NOT NULL,
	`bytes` integer NOT NULL,
	FOREIGN KEY (`device_id`) REFERENCES `devices`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `device_health_reports_device_idx` ON `device_health_reports` (`device_id`,`received_at`);