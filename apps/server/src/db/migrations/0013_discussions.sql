CREATE SEQUENCE "public"."record_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "comment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"subject_kind" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"by_staff" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"inappropriate" boolean DEFAULT false NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comment_file" (
	"id" integer PRIMARY KEY DEFAULT nextval('record_file_id_seq') NOT NULL,
	"comment_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "comment_file_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "comment_file_size_check" CHECK ("comment_file"."size" >= 0)
);
--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment" ADD CONSTRAINT "comment_municipality_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comment_file" ADD CONSTRAINT "comment_file_comment_id_comment_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "comment_subject_idx" ON "comment" USING btree ("subject_kind","subject_id","date_created");--> statement-breakpoint
CREATE INDEX "comment_file_comment_idx" ON "comment_file" USING btree ("comment_id","sort_order");