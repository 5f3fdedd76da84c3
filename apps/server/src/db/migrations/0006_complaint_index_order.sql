DROP INDEX "complaint_public_date_idx";--> statement-breakpoint
DROP INDEX "complaint_public_category_idx";--> statement-breakpoint
DROP INDEX "complaint_public_status_idx";--> statement-breakpoint
DROP INDEX "complaint_municipality_date_idx";--> statement-breakpoint
DROP INDEX "complaint_unit_idx";--> statement-breakpoint
DROP INDEX "complaint_user_idx";--> statement-breakpoint
CREATE INDEX "complaint_public_date_idx" ON "complaint" USING btree ("municipality_id","date_created" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_public_category_idx" ON "complaint" USING btree ("municipality_id","category_id","status_id","date_created" DESC NULLS FIRST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_public_status_idx" ON "complaint" USING btree ("municipality_id","status_id","date_created" DESC NULLS FIRST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_municipality_date_idx" ON "complaint" USING btree ("municipality_id","date_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaint_unit_idx" ON "complaint" USING btree ("organizational_unit_id","date_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "complaint_user_idx" ON "complaint" USING btree ("user_id","date_created" DESC NULLS FIRST,"id" DESC NULLS FIRST);