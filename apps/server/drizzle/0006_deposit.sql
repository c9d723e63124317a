CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dealer_holidays" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"day" date NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_drive_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"booking_option" text NOT NULL,
	"model_year" integer NOT NULL,
	"model_code" text NOT NULL,
	"model_name" text NOT NULL,
	"province" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text NOT NULL,
	"tokenized_url" text,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_drive_bookings_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"processor" text NOT NULL,
	"intent_id" text,
	"status" text NOT NULL,
	"code" text NOT NULL,
	"method" text NOT NULL,
	"fee_mode" text NOT NULL,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"decline_code" text,
	"card_brand" text,
	"card_last4" text,
	"billing" jsonb NOT NULL,
	"previous_stock_status" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "deposit_code" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_holidays" ADD CONSTRAINT "dealer_holidays_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD CONSTRAINT "test_drive_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_order_idx" ON "appointments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_dealer_slot_idx" ON "appointments" USING btree ("dealer_id","starts_at") WHERE "appointments"."status" = 'booked';--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_holidays_day_idx" ON "dealer_holidays" USING btree ("dealer_id","day");--> statement-breakpoint
CREATE INDEX "test_drive_bookings_dealer_idx" ON "test_drive_bookings" USING btree ("dealer_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_order_idx" ON "deposits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_dealer_key_idx" ON "deposits" USING btree ("dealer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_vehicle_hold_idx" ON "deposits" USING btree ("vehicle_id") WHERE "deposits"."status" in ('created', 'initiated', 'pre_authorized', 'confirmed');