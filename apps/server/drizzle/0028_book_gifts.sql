CREATE TABLE "story_gifts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"story_id" uuid NOT NULL,
	"share_id" uuid,
	"recipient_hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_gifts" ADD CONSTRAINT "story_gifts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_gifts" ADD CONSTRAINT "story_gifts_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_gifts" ADD CONSTRAINT "story_gifts_share_id_story_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."story_shares"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_gifts_user_created_idx" ON "story_gifts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "story_gifts_share_idx" ON "story_gifts" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "story_gifts_story_idx" ON "story_gifts" USING btree ("story_id");