CREATE TABLE "complaint" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"year" smallint NOT NULL,
	"sequence" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" varchar(4000) NOT NULL,
	"category_id" integer NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"organizational_unit_id" integer,
	"user_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address" varchar(300) NOT NULL,
	"location_description" varchar(300) DEFAULT '' NOT NULL,
	"inappropriate" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_answered" timestamp with time zone,
	"date_resolved" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower("complaint"."title" || ' ' || "complaint"."description" || ' ' || "complaint"."address"), 'čćžšđ', 'cczsd'))) STORED NOT NULL,
	CONSTRAINT "complaint_status_check" CHECK ("complaint"."status_id" between 1 and 5),
	CONSTRAINT "complaint_position_check" CHECK ("complaint"."latitude" between -90 and 90 and "complaint"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "complaint_answer" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_answer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organizational_unit_id" integer,
	"text" varchar(4000) NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_answer_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_answer_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"answer_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_answer_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "complaint_comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" varchar(2000) NOT NULL,
	"by_staff" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inappropriate" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_counter" (
	"municipality_id" smallint NOT NULL,
	"year" smallint NOT NULL,
	"last_value" integer NOT NULL,
	CONSTRAINT "complaint_counter_municipality_id_year_pk" PRIMARY KEY("municipality_id","year")
);
--> statement-breakpoint
CREATE TABLE "complaint_file" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"comment_id" integer,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "complaint_image" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_image_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "complaint_image_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "complaint_image_thumbnail_key_unique" UNIQUE("thumbnail_key")
);
--> statement-breakpoint
CREATE TABLE "complaint_link" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_link_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"target_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_link_kind_check" CHECK ("complaint_link"."kind" in ('complaint', 'session'))
);
--> statement-breakpoint
CREATE TABLE "complaint_parameter" (
	"municipality_id" smallint NOT NULL,
	"id" smallint NOT NULL,
	"value" integer NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_parameter_municipality_id_id_pk" PRIMARY KEY("municipality_id","id"),
	CONSTRAINT "complaint_parameter_id_check" CHECK ("complaint_parameter"."id" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "complaint_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"complaint_id" integer NOT NULL,
	"status_id" smallint NOT NULL,
	"organizational_unit_id" integer,
	"comment" varchar(2000) DEFAULT '' NOT NULL,
	"user_id" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_status_history_status_check" CHECK ("complaint_status_history"."status_id" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "complaint_upload" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"thumbnail_key" varchar(200),
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_upload_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "complaint_upload_kind_check" CHECK ("complaint_upload"."kind" in ('image', 'file'))
);
--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_category_id_complaint_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."complaint_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_answer" ADD CONSTRAINT "complaint_answer_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_answer" ADD CONSTRAINT "complaint_answer_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_answer" ADD CONSTRAINT "complaint_answer_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_answer_file" ADD CONSTRAINT "complaint_answer_file_answer_id_complaint_answer_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."complaint_answer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_comment" ADD CONSTRAINT "complaint_comment_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_comment" ADD CONSTRAINT "complaint_comment_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_counter" ADD CONSTRAINT "complaint_counter_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_file" ADD CONSTRAINT "complaint_file_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_file" ADD CONSTRAINT "complaint_file_comment_id_complaint_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."complaint_comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_image" ADD CONSTRAINT "complaint_image_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_link" ADD CONSTRAINT "complaint_link_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_parameter" ADD CONSTRAINT "complaint_parameter_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_upload" ADD CONSTRAINT "complaint_upload_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_upload" ADD CONSTRAINT "complaint_upload_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_number_unique" ON "complaint" USING btree ("municipality_id","year","sequence");--> statement-breakpoint
CREATE INDEX "complaint_public_date_idx" ON "complaint" USING btree ("municipality_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_public_category_idx" ON "complaint" USING btree ("municipality_id","category_id","status_id","date_created" DESC NULLS LAST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_public_status_idx" ON "complaint" USING btree ("municipality_id","status_id","date_created" DESC NULLS LAST) WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_public_position_idx" ON "complaint" USING btree ("municipality_id","latitude","longitude") WHERE "complaint"."visible" and not "complaint"."inappropriate";--> statement-breakpoint
CREATE INDEX "complaint_municipality_date_idx" ON "complaint" USING btree ("municipality_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_unit_idx" ON "complaint" USING btree ("organizational_unit_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_user_idx" ON "complaint" USING btree ("user_id","date_created" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "complaint_category_idx" ON "complaint" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "complaint_search_idx" ON "complaint" USING gin ("search");--> statement-breakpoint
CREATE INDEX "complaint_answer_complaint_idx" ON "complaint_answer" USING btree ("complaint_id","date_created");--> statement-breakpoint
CREATE INDEX "complaint_answer_file_answer_idx" ON "complaint_answer_file" USING btree ("answer_id");--> statement-breakpoint
CREATE INDEX "complaint_comment_complaint_idx" ON "complaint_comment" USING btree ("complaint_id","date_created");--> statement-breakpoint
CREATE INDEX "complaint_file_complaint_idx" ON "complaint_file" USING btree ("complaint_id");--> statement-breakpoint
CREATE INDEX "complaint_file_comment_idx" ON "complaint_file" USING btree ("comment_id");--> statement-breakpoint
CREATE INDEX "complaint_image_complaint_idx" ON "complaint_image" USING btree ("complaint_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_link_unique" ON "complaint_link" USING btree ("complaint_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "complaint_link_target_idx" ON "complaint_link" USING btree ("kind","target_id");--> statement-breakpoint
CREATE INDEX "complaint_status_history_complaint_idx" ON "complaint_status_history" USING btree ("complaint_id","date_created");--> statement-breakpoint
CREATE INDEX "complaint_upload_user_idx" ON "complaint_upload" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "complaint_upload_date_idx" ON "complaint_upload" USING btree ("date_created");