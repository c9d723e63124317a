ALTER TABLE "consents_given" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "consents_given" ADD COLUMN "text" text;