CREATE TABLE "simulated_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The simulated gateway used to read its orders from our own `payments` rows: an order created
-- before this migration and paid after it is found in its own table instead.
INSERT INTO "simulated_orders" ("id", "amount", "currency", "created_at")
SELECT "order_id", "amount", "currency", "created_at" FROM "payments" WHERE "provider" = 'simulated'
ON CONFLICT ("id") DO NOTHING;
