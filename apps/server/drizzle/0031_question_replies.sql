CREATE TABLE "customer_question_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"message" text NOT NULL,
	"language" text NOT NULL,
	"replied_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_questions" DROP CONSTRAINT "customer_questions_replied_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "customer_question_replies" ADD CONSTRAINT "customer_question_replies_question_id_customer_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."customer_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_question_replies" ADD CONSTRAINT "customer_question_replies_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_question_replies_question_idx" ON "customer_question_replies" USING btree ("question_id","id");--> statement-breakpoint
-- Every reply kept so far (the last one of each question, before this migration) becomes the first of its
-- question's replies, in the language its e-mail was written in (the question's, when the dealer offers
-- it; else the dealer's first), before the columns that held it are dropped.
INSERT INTO "customer_question_replies" ("question_id", "message", "language", "replied_by", "created_at")
SELECT q."id", q."reply_message",
  CASE WHEN q."language" IS NOT NULL AND d."allowed_languages" @> jsonb_build_array(q."language") THEN q."language"
    ELSE coalesce(d."allowed_languages"->>0, 'en') END,
  q."replied_by", coalesce(q."replied_at", q."answered_at", q."created_at")
FROM "customer_questions" q JOIN "dealers" d ON d."id" = q."dealer_id"
WHERE q."reply_message" IS NOT NULL
ORDER BY q."id";--> statement-breakpoint
ALTER TABLE "customer_questions" DROP COLUMN "reply_message";--> statement-breakpoint
ALTER TABLE "customer_questions" DROP COLUMN "replied_at";--> statement-breakpoint
ALTER TABLE "customer_questions" DROP COLUMN "replied_by";