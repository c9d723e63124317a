ALTER TABLE "lead_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "sent_to" text;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "not_sent_reason" text;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "lead_outbox" ADD CONSTRAINT "lead_outbox_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;