CREATE TABLE "mail_deliveries" (
	"key" text PRIMARY KEY NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "mail_deliveries_sent_at_idx" ON "mail_deliveries" USING btree ("sent_at");