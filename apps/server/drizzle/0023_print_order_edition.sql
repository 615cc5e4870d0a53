ALTER TABLE "print_orders" ADD COLUMN "story_generation" integer;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "story_edition" integer;