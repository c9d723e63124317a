ALTER TABLE "appointments" ADD COLUMN "confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "test_drive_bookings" ADD COLUMN "starts_at" timestamp with time zone;