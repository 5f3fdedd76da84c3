ALTER TABLE "outbox_message" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "claimed_by" text;--> statement-breakpoint
-- "Being sent" is no longer a stored state: what an old dispatcher left in it is sent again.
UPDATE "outbox_message" SET "status" = 1 WHERE "status" = 5;
