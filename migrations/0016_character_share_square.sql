ALTER TABLE `user_characters` ADD `share_square_key` text;--> statement-breakpoint
ALTER TABLE `animation_recipes` ADD `square_key` text;--> statement-breakpoint
ALTER TABLE `animation_recipes` ADD `square_size` integer;--> statement-breakpoint
ALTER TABLE `animation_recipes` ADD `square_sha256` text;