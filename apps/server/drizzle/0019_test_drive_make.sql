ALTER TABLE "test_drive_bookings" ADD COLUMN "make" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "test_drive_bookings" SET "make" = "vehicles"."make" FROM "vehicles" WHERE "vehicles"."id" = "test_drive_bookings"."vehicle_id";
