CREATE TABLE "print_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"story_id" uuid,
	"story_title" text NOT NULL,
	"status" text NOT NULL,
	"page_count" integer NOT NULL,
	"shipping_level" text NOT NULL,
	"address" jsonb NOT NULL,
	"cost_cents" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"payment_id" uuid,
	"print_job_id" text,
	"tracking" jsonb,
	"status_message" text,
	"refund" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_payment_id_unique" UNIQUE("payment_id"),
	CONSTRAINT "print_orders_print_job_id_unique" UNIQUE("print_job_id"),
	CONSTRAINT "print_orders_price_covers_cost" CHECK ("print_orders"."price_cents" >= "print_orders"."cost_cents"),
	CONSTRAINT "print_orders_cost_positive" CHECK ("print_orders"."cost_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "purpose" text DEFAULT 'plan' NOT NULL;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_orders_user_created_idx" ON "print_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "print_orders_status_idx" ON "print_orders" USING btree ("status");