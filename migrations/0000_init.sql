CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`provider_id` text NOT NULL,
	`user_id` text NOT NULL,
	`access_token` text,
	`refresh_token` text,
	`id_token` text,
	`access_token_expires_at` integer,
	`refresh_token_expires_at` integer,
	`scope` text,
	`password` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `accounts_user_id_idx` ON `accounts` (`user_id`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token` text NOT NULL,
	`user_id` text NOT NULL,
	`expires_at` integer NOT NULL,
	`ip_address` text,
	`user_agent` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_unique` ON `sessions` (`token`);--> statement-breakpoint
CREATE INDEX `sessions_user_id_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`email_verified` integer DEFAULT false NOT NULL,
	`first_name` text,
	`last_name` text,
	`profile_image_url` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE TABLE `verifications` (
	`id` text PRIMARY KEY NOT NULL,
	`identifier` text NOT NULL,
	`value` text NOT NULL,
	`expires_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `verifications_identifier_idx` ON `verifications` (`identifier`);--> statement-breakpoint
CREATE TABLE `user_characters` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`character_name` text,
	`artwork_url` text,
	`status` text DEFAULT 'enchanting' NOT NULL,
	`animation_video_url` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_characters_order_id_unique` ON `user_characters` (`order_id`);--> statement-breakpoint
CREATE INDEX `user_characters_user_idx` ON `user_characters` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_characters_status_idx` ON `user_characters` (`status`);--> statement-breakpoint
CREATE TABLE `user_frames` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`order_id` text NOT NULL,
	`frame_size` text NOT NULL,
	`status` text DEFAULT 'enchanting' NOT NULL,
	`frame_name` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_frames_order_id_unique` ON `user_frames` (`order_id`);--> statement-breakpoint
CREATE INDEX `user_frames_user_idx` ON `user_frames` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_frames_status_idx` ON `user_frames` (`status`);--> statement-breakpoint
CREATE TABLE `outbox_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`links` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_mails_created_at_idx` ON `outbox_mails` (`created_at`);--> statement-breakpoint
CREATE TABLE `animation_variations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_animation_id` text NOT NULL,
	`variation_name` text NOT NULL,
	`file_url` text,
	`parameters` text,
	`purchase_price_cents` integer NOT NULL,
	`stripe_payment_intent_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_animation_id`) REFERENCES `user_animations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `animation_variations_stripe_payment_intent_id_unique` ON `animation_variations` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `animation_variations_user_animation_idx` ON `animation_variations` (`user_animation_id`);--> statement-breakpoint
CREATE TABLE `animations` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`category` text NOT NULL,
	`base_price_cents` integer NOT NULL,
	`variation_price_cents` integer NOT NULL,
	`thumbnail_url` text,
	`file_url` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `animations_active_category_idx` ON `animations` (`active`,`category`);--> statement-breakpoint
CREATE TABLE `backgrounds` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price_cents` integer NOT NULL,
	`thumbnail_url` text,
	`file_url` text,
	`category` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `backgrounds_active_category_idx` ON `backgrounds` (`active`,`category`);--> statement-breakpoint
CREATE TABLE `user_animations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`animation_id` text NOT NULL,
	`character_name` text,
	`base_file_url` text,
	`customizations` text,
	`purchase_price_cents` integer NOT NULL,
	`stripe_payment_intent_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`animation_id`) REFERENCES `animations`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_animations_stripe_payment_intent_id_unique` ON `user_animations` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `user_animations_user_idx` ON `user_animations` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `user_backgrounds` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`background_id` text NOT NULL,
	`file_url` text,
	`purchase_price_cents` integer NOT NULL,
	`stripe_payment_intent_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`background_id`) REFERENCES `backgrounds`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_backgrounds_stripe_payment_intent_id_unique` ON `user_backgrounds` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `user_backgrounds_user_idx` ON `user_backgrounds` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text DEFAULT 'frame' NOT NULL,
	`customer_email` text NOT NULL,
	`customer_name` text NOT NULL,
	`frame_size` text,
	`character_name` text,
	`personal_note` text,
	`amount_cents` integer NOT NULL,
	`discount_cents` integer DEFAULT 0 NOT NULL,
	`stripe_payment_intent_id` text,
	`payment_status` text DEFAULT 'pending' NOT NULL,
	`fulfillment_status` text DEFAULT 'pending' NOT NULL,
	`shipping_address` text,
	`upload_token` text,
	`upload_expires_at` integer,
	`artwork_submitted_at` integer,
	`voucher_code` text,
	`voucher_claimed_at` integer,
	`paid_at` integer,
	`user_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_upload_token_idx` ON `orders` (`upload_token`);--> statement-breakpoint
CREATE UNIQUE INDEX `orders_payment_intent_idx` ON `orders` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `orders_created_at_idx` ON `orders` (`created_at`);--> statement-breakpoint
CREATE INDEX `orders_user_id_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_payment_status_idx` ON `orders` (`payment_status`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_fulfillment_status_idx` ON `orders` (`fulfillment_status`);--> statement-breakpoint
CREATE INDEX `orders_customer_email_idx` ON `orders` (`customer_email`);--> statement-breakpoint
CREATE TABLE `returns` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`order_number` text NOT NULL,
	`reason` text,
	`additional_info` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`return_label_sent` integer DEFAULT false NOT NULL,
	`idempotency_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `returns_idempotency_key_unique` ON `returns` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `returns_status_idx` ON `returns` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `support_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_name` text NOT NULL,
	`customer_email` text NOT NULL,
	`subject` text NOT NULL,
	`message` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`admin_response` text,
	`order_id` text,
	`idempotency_key` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `support_requests_idempotency_key_unique` ON `support_requests` (`idempotency_key`);--> statement-breakpoint
CREATE INDEX `support_requests_status_idx` ON `support_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `voucher_usage` (
	`id` text PRIMARY KEY NOT NULL,
	`voucher_id` text NOT NULL,
	`order_id` text NOT NULL,
	`used_at` integer NOT NULL,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voucher_usage_order_idx` ON `voucher_usage` (`order_id`);--> statement-breakpoint
CREATE INDEX `voucher_usage_voucher_idx` ON `voucher_usage` (`voucher_id`);--> statement-breakpoint
CREATE TABLE `vouchers` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`discount_type` text NOT NULL,
	`discount_value` integer NOT NULL,
	`usage_limit` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`expires_at` integer,
	`applicable_products` text DEFAULT '[]' NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vouchers_code_unique` ON `vouchers` (`code`);