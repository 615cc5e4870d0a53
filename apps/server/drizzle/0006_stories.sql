CREATE TABLE "stories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"child_id" uuid NOT NULL,
	"title" text NOT NULL,
	"theme" text NOT NULL,
	"setting" text NOT NULL,
	"conflict" text,
	"moral" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"stage" text,
	"generation" integer DEFAULT 0 NOT NULL,
	"cover_brief" text,
	"cover_key" text,
	"failure" text,
	"resumes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "stories_status_valid" CHECK ("stories"."status" IN ('pending', 'generating', 'generating_images', 'complete', 'error'))
);
--> statement-breakpoint
CREATE TABLE "story_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"brief" text NOT NULL,
	"image_key" text,
	CONSTRAINT "story_pages_story_position_key" UNIQUE("story_id","position")
);
--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_pages" ADD CONSTRAINT "story_pages_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_child_id_idx" ON "stories" USING btree ("child_id","created_at");--> statement-breakpoint
CREATE INDEX "stories_status_updated_at_idx" ON "stories" USING btree ("status","updated_at");