DROP INDEX "council_session_public_idx";--> statement-breakpoint
CREATE INDEX "council_session_public_idx" ON "council_session" USING btree ("municipality_id","starts_at","id") WHERE published;