-- Marketplace purchases made before every sale was an order (issue #37): each paid animation,
-- background and variation gets its paid order and line item, so revenue, the admin's Orders,
-- "Your orders", refunds and invoices (issued when first asked for) cover them too. Only rows
-- with a PaymentIntent and no order yet: running it again adds nothing. The receipt is marked
-- sent (the customer had the purchase e-mailed back then; nothing is mailed now).
INSERT INTO `orders` (`id`, `type`, `customer_email`, `customer_name`, `amount_cents`, `stripe_payment_intent_id`,
  `payment_status`, `fulfillment_status`, `paid_at`, `confirmation_sent_at`, `user_id`, `created_at`, `updated_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
    || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-'
    || lower(hex(randomblob(6))),
  'animation', u.`email`, coalesce(nullif(trim(u.`name`), ''), u.`email`), p.`purchase_price_cents`,
  p.`stripe_payment_intent_id`, 'paid', 'delivered', p.`created_at`, p.`created_at`, p.`user_id`, p.`created_at`,
  p.`created_at`
FROM `user_animations` p JOIN `users` u ON u.`id` = p.`user_id`
WHERE p.`stripe_payment_intent_id` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `orders` o WHERE o.`stripe_payment_intent_id` = p.`stripe_payment_intent_id`);
--> statement-breakpoint
INSERT INTO `orders` (`id`, `type`, `customer_email`, `customer_name`, `amount_cents`, `stripe_payment_intent_id`,
  `payment_status`, `fulfillment_status`, `paid_at`, `confirmation_sent_at`, `user_id`, `created_at`, `updated_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
    || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-'
    || lower(hex(randomblob(6))),
  'background', u.`email`, coalesce(nullif(trim(u.`name`), ''), u.`email`), p.`purchase_price_cents`,
  p.`stripe_payment_intent_id`, 'paid', 'delivered', p.`created_at`, p.`created_at`, p.`user_id`, p.`created_at`,
  p.`created_at`
FROM `user_backgrounds` p JOIN `users` u ON u.`id` = p.`user_id`
WHERE p.`stripe_payment_intent_id` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `orders` o WHERE o.`stripe_payment_intent_id` = p.`stripe_payment_intent_id`);
--> statement-breakpoint
INSERT INTO `orders` (`id`, `type`, `customer_email`, `customer_name`, `amount_cents`, `stripe_payment_intent_id`,
  `payment_status`, `fulfillment_status`, `paid_at`, `confirmation_sent_at`, `user_id`, `created_at`, `updated_at`)
SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2)
    || '-' || substr('89ab', 1 + abs(random()) % 4, 1) || substr(lower(hex(randomblob(2))), 2) || '-'
    || lower(hex(randomblob(6))),
  'variation', u.`email`, coalesce(nullif(trim(u.`name`), ''), u.`email`), v.`purchase_price_cents`,
  v.`stripe_payment_intent_id`, 'paid', CASE WHEN v.`status` = 'ready' THEN 'delivered' ELSE 'processing' END,
  v.`created_at`, v.`created_at`, a.`user_id`, v.`created_at`, v.`created_at`
FROM `animation_variations` v JOIN `user_animations` a ON a.`id` = v.`user_animation_id`
  JOIN `users` u ON u.`id` = a.`user_id`
WHERE v.`stripe_payment_intent_id` IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM `orders` o WHERE o.`stripe_payment_intent_id` = v.`stripe_payment_intent_id`);
--> statement-breakpoint
INSERT INTO `order_items` (`id`, `order_id`, `kind`, `item_id`, `description`, `quantity`, `unit_cents`,
  `total_cents`, `created_at`)
SELECT lower(hex(randomblob(16))), o.`id`, 'animation', p.`animation_id`, 'Animation: ' || c.`name`, 1,
  o.`amount_cents`, o.`amount_cents`, o.`created_at`
FROM `orders` o JOIN `user_animations` p ON p.`stripe_payment_intent_id` = o.`stripe_payment_intent_id`
  JOIN `animations` c ON c.`id` = p.`animation_id`
WHERE o.`type` = 'animation' AND NOT EXISTS (SELECT 1 FROM `order_items` i WHERE i.`order_id` = o.`id`);
--> statement-breakpoint
INSERT INTO `order_items` (`id`, `order_id`, `kind`, `item_id`, `description`, `quantity`, `unit_cents`,
  `total_cents`, `created_at`)
SELECT lower(hex(randomblob(16))), o.`id`, 'background', p.`background_id`, 'Background: ' || c.`name`, 1,
  o.`amount_cents`, o.`amount_cents`, o.`created_at`
FROM `orders` o JOIN `user_backgrounds` p ON p.`stripe_payment_intent_id` = o.`stripe_payment_intent_id`
  JOIN `backgrounds` c ON c.`id` = p.`background_id`
WHERE o.`type` = 'background' AND NOT EXISTS (SELECT 1 FROM `order_items` i WHERE i.`order_id` = o.`id`);
--> statement-breakpoint
INSERT INTO `order_items` (`id`, `order_id`, `kind`, `item_id`, `description`, `quantity`, `unit_cents`,
  `total_cents`, `created_at`)
SELECT lower(hex(randomblob(16))), o.`id`, 'variation', v.`user_animation_id`,
  'Variation "' || v.`variation_name` || '" of ' || c.`name`, 1, o.`amount_cents`, o.`amount_cents`, o.`created_at`
FROM `orders` o JOIN `animation_variations` v ON v.`stripe_payment_intent_id` = o.`stripe_payment_intent_id`
  JOIN `user_animations` a ON a.`id` = v.`user_animation_id` JOIN `animations` c ON c.`id` = a.`animation_id`
WHERE o.`type` = 'variation' AND NOT EXISTS (SELECT 1 FROM `order_items` i WHERE i.`order_id` = o.`id`);
