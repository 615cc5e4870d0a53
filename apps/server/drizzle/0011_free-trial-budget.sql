CREATE TABLE "free_story_days" (
	"day" date PRIMARY KEY NOT NULL,
	"started" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "failed_generations" integer DEFAULT 0 NOT NULL;