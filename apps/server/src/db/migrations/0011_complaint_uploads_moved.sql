-- Uploads waiting for a complaint, comment or answer move to the platform's staged uploads (decision 0020).
INSERT INTO "staged_upload" ("id", "municipality_id", "user_id", "kind", "storage_key", "thumbnail_key", "file_name", "content_type", "size", "width", "height", "date_created")
SELECT "id", "municipality_id", "user_id", 'complaint.' || "kind", "storage_key", "thumbnail_key", "file_name", "content_type", "size", "width", "height", "date_created"
FROM "complaint_upload" WHERE "size" > 0;--> statement-breakpoint
DROP TABLE "complaint_upload" CASCADE;
