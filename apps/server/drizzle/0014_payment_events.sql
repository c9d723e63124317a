CREATE TABLE "payment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_processor_event_idx" ON "payment_events" USING btree ("processor","event_id");