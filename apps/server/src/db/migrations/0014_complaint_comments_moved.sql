-- Comments on complaints and their files move to the discussions' tables (decision 0022).
-- Ids are kept, so links to a comment and downloads of a comment's file stay valid;
-- complaint_file keeps the report documents only.
INSERT INTO "comment" ("id", "municipality_id", "subject_kind", "subject_id", "user_id", "text", "by_staff", "active", "inappropriate", "date_created")
OVERRIDING SYSTEM VALUE
SELECT cc."id", c."municipality_id", 'complaint', cc."complaint_id", cc."user_id", cc."text", cc."by_staff", cc."active", cc."inappropriate", cc."date_created"
FROM "complaint_comment" cc
JOIN "complaint" c ON c."id" = cc."complaint_id";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('comment', 'id'), coalesce((SELECT max("id") FROM "comment"), 0) + 1, false);--> statement-breakpoint
INSERT INTO "comment_file" ("id", "comment_id", "storage_key", "file_name", "content_type", "size", "sort_order")
SELECT f."id", f."comment_id", f."storage_key", f."file_name", f."content_type", f."size",
  (row_number() OVER (PARTITION BY f."comment_id" ORDER BY f."id") - 1)::smallint
FROM "complaint_file" f
WHERE f."comment_id" IS NOT NULL;--> statement-breakpoint
DELETE FROM "complaint_file" WHERE "comment_id" IS NOT NULL;--> statement-breakpoint
-- Documents and comment files draw their ids from one series, past every id complaint_file
-- has given (a deleted file's id is not given again).
SELECT setval('record_file_id_seq', greatest(
  (SELECT "last_value" FROM "complaint_file_id_seq"),
  coalesce((SELECT max("id") FROM "comment_file"), 0),
  coalesce((SELECT max("id") FROM "complaint_file"), 0)
) + 1, false);--> statement-breakpoint
ALTER TABLE "complaint_file" DROP CONSTRAINT "complaint_file_comment_id_complaint_comment_id_fk";--> statement-breakpoint
DROP INDEX "complaint_file_comment_idx";--> statement-breakpoint
ALTER TABLE "complaint_file" DROP COLUMN "comment_id";--> statement-breakpoint
ALTER TABLE "complaint_file" ALTER COLUMN "id" DROP IDENTITY;--> statement-breakpoint
ALTER TABLE "complaint_file" ALTER COLUMN "id" SET DEFAULT nextval('record_file_id_seq');--> statement-breakpoint
DROP TABLE "complaint_comment" CASCADE;
