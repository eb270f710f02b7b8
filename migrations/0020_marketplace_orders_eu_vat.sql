CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`kind` text NOT NULL,
	`item_id` text,
	`description` text NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`unit_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_order_line_idx` ON `order_items` (`order_id`,`kind`,`item_id`);--> statement-breakpoint
ALTER TABLE `invoices` ADD `vat_country` text;--> statement-breakpoint
ALTER TABLE `invoices` ADD `net_eur_cents` integer;--> statement-breakpoint
CREATE INDEX `invoices_vat_country_idx` ON `invoices` (`year`,`vat_country`);--> statement-breakpoint
ALTER TABLE `orders` ADD `billing_country` text;