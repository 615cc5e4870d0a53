ALTER TABLE "children" ADD COLUMN "name_devanagari" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;