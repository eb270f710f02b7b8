ALTER TABLE `orders` ADD `delivered_at` integer;--> statement-breakpoint
-- Orders delivered before this column existed: their last change is the best date known.
UPDATE `orders` SET `delivered_at` = `updated_at` WHERE `fulfillment_status` = 'delivered';--> statement-breakpoint
ALTER TABLE `returns` ADD `order_id` text REFERENCES orders(id) ON DELETE set null;--> statement-breakpoint
ALTER TABLE `returns` ADD `label_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `returns_label_token_unique` ON `returns` (`label_token`);
