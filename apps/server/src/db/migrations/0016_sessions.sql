CREATE TABLE "agenda_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "agenda_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"session_id" integer NOT NULL,
	"parent_id" integer,
	"ordinal_number" smallint NOT NULL,
	"sub_number" smallint DEFAULT 0 NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"status_id" smallint NOT NULL,
	"council_decision_id" smallint,
	"council_for" integer,
	"council_against" integer,
	"council_abstained" integer,
	CONSTRAINT "agenda_item_status" CHECK ("agenda_item"."status_id" between 1 and 3),
	CONSTRAINT "agenda_item_sub_number" CHECK (("agenda_item"."parent_id" is null) = ("agenda_item"."sub_number" = 0))
);
--> statement-breakpoint
CREATE TABLE "council_session" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "council_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"convocation_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"place" varchar(300) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status_id" smallint NOT NULL,
	"privilege_id" smallint NOT NULL,
	"voting_enabled" boolean DEFAULT false NOT NULL,
	"commenting_enabled" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"first_published_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "council_session_end_after_start" CHECK ("council_session"."ends_at" > "council_session"."starts_at"),
	CONSTRAINT "council_session_status" CHECK ("council_session"."status_id" between 1 and 3),
	CONSTRAINT "council_session_privilege" CHECK ("council_session"."privilege_id" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "session_file" (
	"id" integer PRIMARY KEY DEFAULT nextval('record_file_id_seq') NOT NULL,
	"municipality_id" smallint NOT NULL,
	"session_id" integer NOT NULL,
	"agenda_item_id" integer,
	"additional" boolean DEFAULT false NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" integer NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "session_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "agenda_item" ADD CONSTRAINT "agenda_item_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_item" ADD CONSTRAINT "agenda_item_session_id_council_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."council_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agenda_item" ADD CONSTRAINT "agenda_item_parent_id_agenda_item_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."agenda_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_session" ADD CONSTRAINT "council_session_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_session" ADD CONSTRAINT "council_session_convocation_id_convocation_id_fk" FOREIGN KEY ("convocation_id") REFERENCES "public"."convocation"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "council_session" ADD CONSTRAINT "council_session_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_file" ADD CONSTRAINT "session_file_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_file" ADD CONSTRAINT "session_file_session_id_council_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."council_session"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_file" ADD CONSTRAINT "session_file_agenda_item_id_agenda_item_id_fk" FOREIGN KEY ("agenda_item_id") REFERENCES "public"."agenda_item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agenda_item_number_unique" ON "agenda_item" USING btree ("session_id","ordinal_number","sub_number");--> statement-breakpoint
CREATE INDEX "agenda_item_parent_idx" ON "agenda_item" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "council_session_start_idx" ON "council_session" USING btree ("municipality_id","starts_at");--> statement-breakpoint
CREATE INDEX "council_session_public_idx" ON "council_session" USING btree ("municipality_id","starts_at") WHERE published;--> statement-breakpoint
CREATE INDEX "session_file_session_idx" ON "session_file" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "session_file_agenda_idx" ON "session_file" USING btree ("agenda_item_id");