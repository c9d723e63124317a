ALTER TABLE "orders" ADD COLUMN "show_credit_app_result" boolean DEFAULT false NOT NULL;
