CREATE TABLE "request_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "request_counts_expires_at_idx" ON "request_counts" USING btree ("expires_at");--> statement-breakpoint
-- Our counts used to live in better-auth's table under this prefix; they move here.
DELETE FROM "rate_limit" WHERE "key" LIKE 'littlestar:%';
