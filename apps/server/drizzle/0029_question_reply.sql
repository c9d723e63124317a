ALTER TABLE "customer_questions" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "customer_questions" ADD COLUMN "reply_message" text;--> statement-breakpoint
ALTER TABLE "customer_questions" ADD COLUMN "replied_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customer_questions" ADD COLUMN "replied_by" integer;--> statement-breakpoint
ALTER TABLE "customer_questions" ADD CONSTRAINT "customer_questions_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;