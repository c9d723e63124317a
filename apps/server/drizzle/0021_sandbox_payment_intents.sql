CREATE TABLE "sandbox_payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"charges" integer DEFAULT 0 NOT NULL,
	"captured" boolean DEFAULT false NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payment_intents_idempotency_key_unique" UNIQUE("idempotency_key")
);
