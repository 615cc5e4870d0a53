ALTER TABLE "children" ADD COLUMN "character_sheet_key" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "character_sheet_drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "character_sheet_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "character_sheet_redrawing" boolean DEFAULT false NOT NULL;