ALTER TABLE "trade_ins" ADD COLUMN "images" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "has_message_sent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "last_updated" timestamp with time zone;