ALTER TABLE `animation_variations` ADD `status` text DEFAULT 'being_made' NOT NULL;--> statement-breakpoint
ALTER TABLE `animation_variations` ADD `file_sha256` text;--> statement-breakpoint
ALTER TABLE `animation_variations` ADD `file_size` integer;--> statement-breakpoint
ALTER TABLE `animation_variations` ADD `delivered_at` integer;--> statement-breakpoint
CREATE INDEX `animation_variations_status_idx` ON `animation_variations` (`status`,`created_at`);--> statement-breakpoint
-- A variation sold before delivery existed pointed at a copy of its animation's file: that is not
-- the variation, so it goes back to being made (the admins see it in their list and deliver it).
UPDATE `animation_variations` SET `file_url` = NULL
WHERE `file_url` IS NOT NULL AND (
  `file_url` IN (SELECT `base_file_url` FROM `user_animations` WHERE `user_animations`.`id` = `animation_variations`.`user_animation_id`)
  OR `file_url` IN (
    SELECT `animations`.`file_url` FROM `user_animations`
    JOIN `animations` ON `animations`.`id` = `user_animations`.`animation_id`
    WHERE `user_animations`.`id` = `animation_variations`.`user_animation_id`
  )
);--> statement-breakpoint
-- Any other file was the variation's own: it is delivered.
UPDATE `animation_variations` SET `status` = 'ready', `delivered_at` = `created_at` WHERE `file_url` IS NOT NULL;
