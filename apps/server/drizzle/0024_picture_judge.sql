ALTER TABLE "children" ADD COLUMN "likeness_reference" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_likeness" integer;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cover_picture_mark" text;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "judge_redraws" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "likeness" integer;--> statement-breakpoint
ALTER TABLE "story_pages" ADD COLUMN "picture_mark" text;