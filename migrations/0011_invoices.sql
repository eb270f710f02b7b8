CREATE TABLE `credit_notes` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`invoice_id` text NOT NULL,
	`refund_id` text NOT NULL,
	`number` text NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`content` text NOT NULL,
	`r2_key` text,
	`pdf_size` integer,
	`issued_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE restrict,
	FOREIGN KEY (`refund_id`) REFERENCES `refunds`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_refund_idx` ON `credit_notes` (`refund_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_number_idx` ON `credit_notes` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `credit_notes_sequence_idx` ON `credit_notes` (`year`,`sequence`);--> statement-breakpoint
CREATE INDEX `credit_notes_order_idx` ON `credit_notes` (`order_id`,`sequence`);--> statement-breakpoint
CREATE TABLE `document_counters` (
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`last` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`series`, `year`)
);
--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`number` text NOT NULL,
	`year` integer NOT NULL,
	`sequence` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`content` text NOT NULL,
	`r2_key` text,
	`pdf_size` integer,
	`issued_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE restrict
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_order_idx` ON `invoices` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_number_idx` ON `invoices` (`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_sequence_idx` ON `invoices` (`year`,`sequence`);--> statement-breakpoint
ALTER TABLE `outbox_mails` ADD `attachments` text DEFAULT '[]' NOT NULL;