CREATE TABLE "accessories" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"sku" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"category" text NOT NULL,
	"price" integer NOT NULL,
	"price_including_installation" integer,
	"is_removable" boolean DEFAULT true NOT NULL,
	"pre_installed" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"makes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"body_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"order_id" integer,
	"token_hash" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_payment_settings" (
	"dealer_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_tasks" (
	"id" uuid PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incentives" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"note" jsonb NOT NULL,
	"type" text NOT NULL,
	"group" text NOT NULL,
	"audience" text NOT NULL,
	"amount" integer NOT NULL,
	"is_post_tax" boolean DEFAULT false NOT NULL,
	"is_conditional" boolean DEFAULT false NOT NULL,
	"conditions" jsonb NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"payment_type" text NOT NULL,
	"accessory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"install_accessory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protection_price_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incentive_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trade_in_credit" integer DEFAULT 0 NOT NULL,
	"trade_in_owing" integer DEFAULT 0 NOT NULL,
	"trade_in_offer" jsonb,
	"postal_code" text,
	"proposed_appointment" text,
	"campaign" jsonb,
	"build_state" text,
	"configuration_id" integer,
	"source_slug" text,
	"uses_oem_code" boolean DEFAULT false NOT NULL,
	"analytics" jsonb,
	"payment_include_tax" boolean DEFAULT true NOT NULL,
	"down_payment" integer,
	"term" integer,
	"payment_frequency" text,
	"lease_model_km" integer,
	"payment_credit_score" text,
	"incentive_rate" text,
	"options_price" integer DEFAULT 0 NOT NULL,
	"options_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reserveit_id" text,
	"deposit_step_status" integer,
	"has_deposit" boolean DEFAULT false NOT NULL,
	"credit_application_status" integer,
	"status" text DEFAULT 'initial' NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"started_transactional" boolean DEFAULT false NOT NULL,
	"progress" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"share_nonce" text,
	"payment_snapshot" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "praq_flows" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"created_by_id" integer,
	"is_active" boolean DEFAULT false NOT NULL,
	"is_modified" boolean DEFAULT false NOT NULL,
	"quote_expiry_date" date,
	"primary_quote_id" integer,
	"submitted_at" timestamp with time zone,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "praq_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"flow_id" integer NOT NULL,
	"vehicle_id" integer NOT NULL,
	"payment_type" text NOT NULL,
	"term" integer,
	"down_payment" integer,
	"payment_frequency" text,
	"accessory_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"protection_price_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"incentive_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quote_expiry" date,
	"applied" boolean DEFAULT false NOT NULL,
	"touched" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"product_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"category" text NOT NULL,
	"origin" text NOT NULL,
	"pdf_url" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"pre_installed" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT true NOT NULL,
	"conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "protection_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"dealer_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"price" integer NOT NULL,
	"duration" integer NOT NULL,
	"km_range" integer,
	"payment_type" text,
	"product_code" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accessories" ADD CONSTRAINT "accessories_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurations" ADD CONSTRAINT "configurations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_payment_settings" ADD CONSTRAINT "deal_payment_settings_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tasks" ADD CONSTRAINT "deal_tasks_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_tasks" ADD CONSTRAINT "deal_tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incentives" ADD CONSTRAINT "incentives_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_flows" ADD CONSTRAINT "praq_flows_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_flows" ADD CONSTRAINT "praq_flows_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_flows" ADD CONSTRAINT "praq_flows_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_quotes" ADD CONSTRAINT "praq_quotes_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_quotes" ADD CONSTRAINT "praq_quotes_flow_id_praq_flows_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."praq_flows"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "praq_quotes" ADD CONSTRAINT "praq_quotes_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_plans" ADD CONSTRAINT "protection_plans_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_prices" ADD CONSTRAINT "protection_prices_dealer_id_dealers_id_fk" FOREIGN KEY ("dealer_id") REFERENCES "public"."dealers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_prices" ADD CONSTRAINT "protection_prices_plan_id_protection_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."protection_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accessories_dealer_idx" ON "accessories" USING btree ("dealer_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "accessories_dealer_sku_idx" ON "accessories" USING btree ("dealer_id","sku");--> statement-breakpoint
CREATE INDEX "incentives_dealer_idx" ON "incentives" USING btree ("dealer_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("dealer_id","customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_open_vehicle_idx" ON "orders" USING btree ("dealer_id","customer_id","vehicle_id") WHERE "orders"."is_archived" = false;--> statement-breakpoint
CREATE INDEX "praq_flows_dealer_idx" ON "praq_flows" USING btree ("dealer_id","customer_id");--> statement-breakpoint
CREATE INDEX "praq_quotes_flow_idx" ON "praq_quotes" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "protection_plans_dealer_idx" ON "protection_plans" USING btree ("dealer_id","sort_order");--> statement-breakpoint
CREATE INDEX "protection_prices_plan_idx" ON "protection_prices" USING btree ("plan_id");