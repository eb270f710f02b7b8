ALTER TABLE `animations` ADD `preview_url` text;--> statement-breakpoint
ALTER TABLE `backgrounds` ADD `preview_url` text;