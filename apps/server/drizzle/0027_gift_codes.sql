CREATE TABLE "gift_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"buyer_id" text NOT NULL,
	"from_name" text NOT NULL,
	"recipient_name" text NOT NULL,
	"credits" integer NOT NULL,
	"status" text DEFAULT 'unpaid' NOT NULL,
	"code_hash" text,
	"shown_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"redeemed_by" text,
	"redeemed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_codes_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "gift_codes_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "gift_codes_credits_positive" CHECK ("gift_codes"."credits" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_buyer_id_user_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_codes" ADD CONSTRAINT "gift_codes_redeemed_by_user_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gift_codes_buyer_idx" ON "gift_codes" USING btree ("buyer_id","created_at");--> statement-breakpoint
CREATE INDEX "gift_codes_redeemed_by_idx" ON "gift_codes" USING btree ("redeemed_by");