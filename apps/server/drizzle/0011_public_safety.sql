CREATE TABLE "payment_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"credits_due" integer NOT NULL,
	"credits_taken" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount" > 0),
	CONSTRAINT "payment_refunds_credits_taken_within_due" CHECK ("payment_refunds"."credits_taken" >= 0 AND "payment_refunds"."credits_taken" <= "payment_refunds"."credits_due")
);
--> statement-breakpoint
CREATE TABLE "free_story_days" (
	"day" date PRIMARY KEY NOT NULL,
	"started" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "failed_generations" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");