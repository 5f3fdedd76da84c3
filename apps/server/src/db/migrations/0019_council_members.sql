CREATE TABLE "council_member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "council_member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"member_type_id" smallint NOT NULL,
	"political_party_id" integer NOT NULL,
	"convocation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"biography" jsonb NOT NULL,
	"answer_input_mode" smallint DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"picture_key" varchar(200),
	"picture_thumbnail_key" varchar(200),
	"picture_content_type" varchar(100),
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "council_member_type" CHECK ("council_member"."member_type_id" between 1 and 5),
	CONSTRAINT "council_member_answer_mode" CHECK ("council_member"."answer_input_mode" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "question" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "question_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"council_member_id" integer,
	"organizational_unit_id" integer,
	"asker_id" integer NOT NULL,
	"text" varchar(4000) NOT NULL,
	"citizen_email" varchar(254) NOT NULL,
	"contact_email" varchar(254),
	"asked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer_input_mode" smallint NOT NULL,
	"answer_text" text,
	"answered_by" integer,
	"answered_at" timestamp with time zone,
	"answered_by_email" boolean DEFAULT false NOT NULL,
	"question_active" boolean DEFAULT true NOT NULL,
	"answer_active" boolean DEFAULT false NOT NULL,
	"inappropriate" boolean DEFAULT false NOT NULL,
	"answer_published_at" timestamp with time zone,
	"reply_token_hash" varchar(64),
	"reply_token_used_at" timestamp with time zone,
	CONSTRAINT "question_reply_token_hash_unique" UNIQUE("reply_token_hash"),
	CONSTRAINT "question_one_addressee" CHECK (("question"."council_member_id" is null) <> ("question"."organizational_unit_id" is null)),
	CONSTRAINT "question_answer_mode" CHECK ("question"."answer_input_mode" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "question_file" (
	"id" integer PRIMARY KEY DEFAULT nextval('record_file_id_seq') NOT NULL,
	"municipality_id" smallint NOT NULL,
	"question_id" integer NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "question_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "question_unit_setting" (
	"municipality_id" smallint NOT NULL,
	"organizational_unit_id" integer NOT NULL,
	"accepts_questions" boolean DEFAULT true NOT NULL,
	"answer_input_mode" smallint DEFAULT 1 NOT NULL,
	CONSTRAINT "question_unit_setting_municipality_id_organizational_unit_id_pk" PRIMARY KEY("municipality_id","organizational_unit_id"),
	CONSTRAINT "question_unit_setting_answer_mode" CHECK ("question_unit_setting"."answer_input_mode" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "outbox_message" ADD COLUMN "reply_to" text;--> statement-breakpoint
ALTER TABLE "council_member" ADD CONSTRAINT "council_member_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_member" ADD CONSTRAINT "council_member_political_party_id_political_party_id_fk" FOREIGN KEY ("political_party_id") REFERENCES "public"."political_party"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_member" ADD CONSTRAINT "council_member_convocation_id_convocation_id_fk" FOREIGN KEY ("convocation_id") REFERENCES "public"."convocation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_member" ADD CONSTRAINT "council_member_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_council_member_id_council_member_id_fk" FOREIGN KEY ("council_member_id") REFERENCES "public"."council_member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_asker_id_app_user_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question" ADD CONSTRAINT "question_answered_by_app_user_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_file" ADD CONSTRAINT "question_file_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_file" ADD CONSTRAINT "question_file_question_id_question_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."question"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_unit_setting" ADD CONSTRAINT "question_unit_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_unit_setting" ADD CONSTRAINT "question_unit_setting_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "council_member_user_unique" ON "council_member" USING btree ("convocation_id","user_id");--> statement-breakpoint
CREATE INDEX "council_member_municipality_idx" ON "council_member" USING btree ("municipality_id","convocation_id");--> statement-breakpoint
CREATE INDEX "question_public_idx" ON "question" USING btree ("municipality_id","asked_at","id") WHERE question_active;--> statement-breakpoint
CREATE INDEX "question_member_idx" ON "question" USING btree ("council_member_id","asked_at");--> statement-breakpoint
CREATE INDEX "question_unit_idx" ON "question" USING btree ("organizational_unit_id","asked_at");--> statement-breakpoint
CREATE INDEX "question_asker_idx" ON "question" USING btree ("asker_id","asked_at");--> statement-breakpoint
CREATE INDEX "question_file_question_idx" ON "question_file" USING btree ("question_id");