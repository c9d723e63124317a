ALTER TABLE "test_drive_bookings" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "test_drive_bookings_open_idx" ON "test_drive_bookings" USING btree ("dealer_id","dedupe_key") WHERE "test_drive_bookings"."status" = 'open';