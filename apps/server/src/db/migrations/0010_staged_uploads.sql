CREATE TABLE "staged_upload" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(60) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200),
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staged_upload_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "staged_upload_size_check" CHECK ("staged_upload"."size" > 0)
);
--> statement-breakpoint
CREATE INDEX "staged_upload_user_idx" ON "staged_upload" USING btree ("user_id","date_created");--> statement-breakpoint
CREATE INDEX "staged_upload_date_idx" ON "staged_upload" USING btree ("date_created");