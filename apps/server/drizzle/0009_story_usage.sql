CREATE TABLE "story_usage" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"generation" integer NOT NULL,
	"step" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"calls" integer NOT NULL,
	"input_tokens" integer,
	"output_tokens" integer,
	"pictures" integer NOT NULL,
	"seconds" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_usage" ADD CONSTRAINT "story_usage_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_usage_story_id_idx" ON "story_usage" USING btree ("story_id","generation");