ALTER TABLE "trade_ins" ADD COLUMN "condition" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "lien" jsonb;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD COLUMN "instant_offer" jsonb;