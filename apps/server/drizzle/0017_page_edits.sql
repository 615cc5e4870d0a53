CREATE TABLE "page_redraws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"generation" integer NOT NULL,
	"page" integer NOT NULL,
	"note" text,
	"status" text NOT NULL,
	"cost" integer DEFAULT 0 NOT NULL,
	"candidate_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_redraws_status_valid" CHECK ("page_redraws"."status" IN ('drawing', 'ready', 'failed', 'kept', 'dropped'))
);
--> statement-breakpoint
ALTER TABLE "print_files" ADD COLUMN "edition" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "edition" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "book_edition" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "page_redraws" ADD CONSTRAINT "page_redraws_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_redraws" ADD CONSTRAINT "page_redraws_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_redraws_one_open_per_page" ON "page_redraws" USING btree ("story_id","page") WHERE "page_redraws"."status" IN ('drawing', 'ready');--> statement-breakpoint
CREATE INDEX "page_redraws_story_idx" ON "page_redraws" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "page_redraws_created_at_idx" ON "page_redraws" USING btree ("created_at");