CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"age" integer NOT NULL,
	"pronouns" text NOT NULL,
	"training_status" text DEFAULT 'not_started' NOT NULL,
	"likeness" jsonb,
	"training_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photo_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar_key" text,
	"upload_key" text,
	"training_external_id" text,
	"model_version" text,
	"training_started_at" timestamp with time zone,
	"training_finished_at" timestamp with time zone,
	"photos_delete_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_age_range" CHECK ("children"."age" BETWEEN 3 AND 10),
	CONSTRAINT "children_training_status_valid" CHECK ("children"."training_status" IN ('not_started', 'queued', 'training', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_user_id_idx" ON "children" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "children_photos_delete_after_idx" ON "children" USING btree ("photos_delete_after");