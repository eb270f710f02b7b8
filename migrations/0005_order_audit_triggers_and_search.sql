-- The order's own milestones, recorded whichever code path causes them (checkout, webhook, upload).
CREATE TRIGGER `orders_audit_created` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `audit_events` (`id`, `action`, `entity_type`, `entity_id`, `after`, `created_at`)
	VALUES (lower(hex(randomblob(16))), 'order.created', 'order', NEW.`id`,
		json_object('paymentStatus', NEW.`payment_status`, 'fulfillmentStatus', NEW.`fulfillment_status`, 'amountCents', NEW.`amount_cents`),
		NEW.`created_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_audit_payment_status` AFTER UPDATE OF `payment_status` ON `orders`
WHEN OLD.`payment_status` IS NOT NEW.`payment_status` BEGIN
	INSERT INTO `audit_events` (`id`, `action`, `entity_type`, `entity_id`, `before`, `after`, `created_at`)
	VALUES (lower(hex(randomblob(16))), 'order.payment_status', 'order', NEW.`id`,
		json_object('paymentStatus', OLD.`payment_status`), json_object('paymentStatus', NEW.`payment_status`),
		CAST((julianday('now') - 2440587.5) * 86400000 AS INTEGER));
END;
--> statement-breakpoint
CREATE TRIGGER `orders_audit_artwork_uploaded` AFTER UPDATE OF `artwork_submitted_at` ON `orders`
WHEN OLD.`artwork_submitted_at` IS NULL AND NEW.`artwork_submitted_at` IS NOT NULL BEGIN
	INSERT INTO `audit_events` (`id`, `action`, `entity_type`, `entity_id`, `after`, `created_at`)
	VALUES (lower(hex(randomblob(16))), 'order.artwork_uploaded', 'order', NEW.`id`,
		json_object('artworkSubmittedAt', NEW.`artwork_submitted_at`), NEW.`artwork_submitted_at`);
END;
--> statement-breakpoint
-- Admin order search: a trigram index finds any part of an order id, customer name or e-mail.
CREATE VIRTUAL TABLE `orders_search` USING fts5(`order_id`, `customer_name`, `customer_email`, tokenize = 'trigram');
--> statement-breakpoint
INSERT INTO `orders_search` (`order_id`, `customer_name`, `customer_email`)
	SELECT `id`, `customer_name`, `customer_email` FROM `orders`;
--> statement-breakpoint
CREATE TRIGGER `orders_search_insert` AFTER INSERT ON `orders` BEGIN
	INSERT INTO `orders_search` (`order_id`, `customer_name`, `customer_email`)
	VALUES (NEW.`id`, NEW.`customer_name`, NEW.`customer_email`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_update` AFTER UPDATE OF `customer_name`, `customer_email` ON `orders` BEGIN
	DELETE FROM `orders_search` WHERE `rowid` IN
		(SELECT `rowid` FROM `orders_search` WHERE `orders_search` MATCH '{order_id}: "' || OLD.`id` || '"' AND `order_id` = OLD.`id`);
	INSERT INTO `orders_search` (`order_id`, `customer_name`, `customer_email`)
	VALUES (NEW.`id`, NEW.`customer_name`, NEW.`customer_email`);
END;
--> statement-breakpoint
CREATE TRIGGER `orders_search_delete` AFTER DELETE ON `orders` BEGIN
	DELETE FROM `orders_search` WHERE `rowid` IN
		(SELECT `rowid` FROM `orders_search` WHERE `orders_search` MATCH '{order_id}: "' || OLD.`id` || '"' AND `order_id` = OLD.`id`);
END;
