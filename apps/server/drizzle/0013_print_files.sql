CREATE TABLE "print_files" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"generation" integer NOT NULL,
	"status" text NOT NULL,
	"preflight" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "print_files" ADD CONSTRAINT "print_files_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;