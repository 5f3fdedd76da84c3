CREATE TABLE "info_section_document" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_section_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"document_type_id" integer NOT NULL,
	"language_id" smallint,
	"extension" varchar(10) NOT NULL,
	"file_id" uuid NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_section_document_file_id_unique" UNIQUE("file_id"),
	CONSTRAINT "info_section_document_extension_check" CHECK ("info_section_document"."extension" in ('pdf', 'doc', 'docx', 'jpeg', 'jpg', 'mov', 'png', 'bmp', 'xlsx', 'xls'))
);
--> statement-breakpoint
CREATE TABLE "info_section_file" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" smallint NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "info_section_file_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "info_section_file_size_check" CHECK ("info_section_file"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "info_section_text" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "info_section_text_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "info_section_document" ADD CONSTRAINT "info_section_document_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_section_document" ADD CONSTRAINT "info_section_document_document_type_id_document_type_id_fk" FOREIGN KEY ("document_type_id") REFERENCES "public"."document_type"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_section_document" ADD CONSTRAINT "info_section_document_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_section_document" ADD CONSTRAINT "info_section_document_file_id_info_section_file_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."info_section_file"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_section_file" ADD CONSTRAINT "info_section_file_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "info_section_text" ADD CONSTRAINT "info_section_text_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "info_section_document_municipality_idx" ON "info_section_document" USING btree ("municipality_id","document_type_id");--> statement-breakpoint
CREATE INDEX "info_section_file_municipality_idx" ON "info_section_file" USING btree ("municipality_id");--> statement-breakpoint
CREATE INDEX "info_section_text_municipality_idx" ON "info_section_text" USING btree ("municipality_id","sort_order");