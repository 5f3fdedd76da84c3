CREATE TABLE "complaint_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"icon" varchar(30) DEFAULT 'other' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "convocation" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "convocation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debate_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debate_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "debate_session_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "debate_session_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_type" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_type_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_remedy" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "legal_remedy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizational_unit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizational_unit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "organizational_unit_function" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizational_unit_function_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "person_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" jsonb,
	"phone" varchar(20),
	"email" varchar(254)
);
--> statement-breakpoint
CREATE TABLE "political_party" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "political_party_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"short_name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "procedure_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "procedure_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"parent_id" integer
);
--> statement-breakpoint
CREATE TABLE "profile_type" (
	"id" smallint NOT NULL,
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "profile_type_municipality_id_id_pk" PRIMARY KEY("municipality_id","id")
);
--> statement-breakpoint
CREATE TABLE "sensitive_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sensitive_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_participant_type" (
	"id" smallint NOT NULL,
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_participant_type_municipality_id_id_pk" PRIMARY KEY("municipality_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_status" (
	"id" smallint NOT NULL,
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_status_municipality_id_id_pk" PRIMARY KEY("municipality_id","id")
);
--> statement-breakpoint
CREATE TABLE "survey_type" (
	"id" smallint NOT NULL,
	"municipality_id" smallint NOT NULL,
	"code" varchar(20),
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "survey_type_municipality_id_id_pk" PRIMARY KEY("municipality_id","id")
);
--> statement-breakpoint
ALTER TABLE "complaint_category" ADD CONSTRAINT "complaint_category_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "convocation" ADD CONSTRAINT "convocation_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_category" ADD CONSTRAINT "debate_category_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "debate_session_type" ADD CONSTRAINT "debate_session_type_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_type" ADD CONSTRAINT "document_type_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "legal_remedy" ADD CONSTRAINT "legal_remedy_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizational_unit" ADD CONSTRAINT "organizational_unit_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizational_unit" ADD CONSTRAINT "organizational_unit_parent_id_organizational_unit_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizational_unit_function" ADD CONSTRAINT "organizational_unit_function_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "person" ADD CONSTRAINT "person_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "political_party" ADD CONSTRAINT "political_party_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_category" ADD CONSTRAINT "procedure_category_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "procedure_category" ADD CONSTRAINT "procedure_category_parent_id_procedure_category_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."procedure_category"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_type" ADD CONSTRAINT "profile_type_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sensitive_category" ADD CONSTRAINT "sensitive_category_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_category" ADD CONSTRAINT "survey_category_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_participant_type" ADD CONSTRAINT "survey_participant_type_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_status" ADD CONSTRAINT "survey_status_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_type" ADD CONSTRAINT "survey_type_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_category_code_unique" ON "complaint_category" USING btree ("municipality_id",lower("code")) WHERE "complaint_category"."code" is not null;--> statement-breakpoint
CREATE INDEX "complaint_category_municipality_idx" ON "complaint_category" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "convocation_code_unique" ON "convocation" USING btree ("municipality_id",lower("code")) WHERE "convocation"."code" is not null;--> statement-breakpoint
CREATE INDEX "convocation_municipality_idx" ON "convocation" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "convocation_current_unique" ON "convocation" USING btree ("municipality_id") WHERE is_current and active;--> statement-breakpoint
CREATE UNIQUE INDEX "debate_category_code_unique" ON "debate_category" USING btree ("municipality_id",lower("code")) WHERE "debate_category"."code" is not null;--> statement-breakpoint
CREATE INDEX "debate_category_municipality_idx" ON "debate_category" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "debate_session_type_code_unique" ON "debate_session_type" USING btree ("municipality_id",lower("code")) WHERE "debate_session_type"."code" is not null;--> statement-breakpoint
CREATE INDEX "debate_session_type_municipality_idx" ON "debate_session_type" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "document_type_code_unique" ON "document_type" USING btree ("municipality_id",lower("code")) WHERE "document_type"."code" is not null;--> statement-breakpoint
CREATE INDEX "document_type_municipality_idx" ON "document_type" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_remedy_code_unique" ON "legal_remedy" USING btree ("municipality_id",lower("code")) WHERE "legal_remedy"."code" is not null;--> statement-breakpoint
CREATE INDEX "legal_remedy_municipality_idx" ON "legal_remedy" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizational_unit_code_unique" ON "organizational_unit" USING btree ("municipality_id",lower("code")) WHERE "organizational_unit"."code" is not null;--> statement-breakpoint
CREATE INDEX "organizational_unit_municipality_idx" ON "organizational_unit" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizational_unit_function_code_unique" ON "organizational_unit_function" USING btree ("municipality_id",lower("code")) WHERE "organizational_unit_function"."code" is not null;--> statement-breakpoint
CREATE INDEX "organizational_unit_function_municipality_idx" ON "organizational_unit_function" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "person_code_unique" ON "person" USING btree ("municipality_id",lower("code")) WHERE "person"."code" is not null;--> statement-breakpoint
CREATE INDEX "person_municipality_idx" ON "person" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "political_party_code_unique" ON "political_party" USING btree ("municipality_id",lower("code")) WHERE "political_party"."code" is not null;--> statement-breakpoint
CREATE INDEX "political_party_municipality_idx" ON "political_party" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "procedure_category_code_unique" ON "procedure_category" USING btree ("municipality_id",lower("code")) WHERE "procedure_category"."code" is not null;--> statement-breakpoint
CREATE INDEX "procedure_category_municipality_idx" ON "procedure_category" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_category_code_unique" ON "sensitive_category" USING btree ("municipality_id",lower("code")) WHERE "sensitive_category"."code" is not null;--> statement-breakpoint
CREATE INDEX "sensitive_category_municipality_idx" ON "sensitive_category" USING btree ("municipality_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_category_code_unique" ON "survey_category" USING btree ("municipality_id",lower("code")) WHERE "survey_category"."code" is not null;--> statement-breakpoint
CREATE INDEX "survey_category_municipality_idx" ON "survey_category" USING btree ("municipality_id");--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_organizational_unit_function_id_organizational_unit_function_id_fk" FOREIGN KEY ("organizational_unit_function_id") REFERENCES "public"."organizational_unit_function"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_sensitive_category_id_sensitive_category_id_fk" FOREIGN KEY ("sensitive_category_id") REFERENCES "public"."sensitive_category"("id") ON DELETE no action ON UPDATE no action;