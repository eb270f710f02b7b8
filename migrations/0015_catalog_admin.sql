ALTER TABLE `animations` ADD `sort_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `backgrounds` ADD `tags` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `backgrounds` ADD `sort_order` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Issue 22: backgrounds are sold in one place, the background marketplace, at one price. The
-- animation marketplace's old "background" rows stay readable and downloadable for their owners
-- but are no longer for sale.
UPDATE `animations` SET `active` = 0 WHERE `category` = 'background';
