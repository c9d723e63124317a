ALTER TABLE "consents_given" ADD COLUMN "text_version" text;--> statement-breakpoint
ALTER TABLE "consents_given" ADD COLUMN "source" text;