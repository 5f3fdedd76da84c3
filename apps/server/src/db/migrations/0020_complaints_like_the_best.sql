CREATE TABLE "complaint_follower" (
	"complaint_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_follower_complaint_id_user_id_pk" PRIMARY KEY("complaint_id","user_id"),
	CONSTRAINT "complaint_follower_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "complaint_response_template" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "complaint_response_template_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"name" varchar(200) NOT NULL,
	"category_id" integer,
	"organizational_unit_id" integer,
	"text_bs" varchar(4000) NOT NULL,
	"text_hr" varchar(4000) NOT NULL,
	"text_sr_cyr" varchar(4000) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaint_parameter" DROP CONSTRAINT "complaint_parameter_id_check";--> statement-breakpoint
ALTER TABLE "complaint_category" ADD COLUMN "response_days" smallint;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "show_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "support_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "fixed_asked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "fixed_token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "complaint" ADD COLUMN "fixed_confirmed" boolean;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD COLUMN "event" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD COLUMN "internal" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD COLUMN "related_complaint_id" integer;--> statement-breakpoint
ALTER TABLE "complaint_follower" ADD CONSTRAINT "complaint_follower_complaint_id_complaint_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaint"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_follower" ADD CONSTRAINT "complaint_follower_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_response_template" ADD CONSTRAINT "complaint_response_template_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_response_template" ADD CONSTRAINT "complaint_response_template_category_id_complaint_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."complaint_category"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_response_template" ADD CONSTRAINT "complaint_response_template_organizational_unit_id_organizational_unit_id_fk" FOREIGN KEY ("organizational_unit_id") REFERENCES "public"."organizational_unit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_follower_user_idx" ON "complaint_follower" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "complaint_response_template_municipality_idx" ON "complaint_response_template" USING btree ("municipality_id","category_id");--> statement-breakpoint
ALTER TABLE "complaint" ADD CONSTRAINT "complaint_merged_into_id_complaint_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."complaint"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_related_complaint_id_complaint_id_fk" FOREIGN KEY ("related_complaint_id") REFERENCES "public"."complaint"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_due_idx" ON "complaint" USING btree ("municipality_id","due_at") WHERE "complaint"."due_at" is not null and "complaint"."date_answered" is null;--> statement-breakpoint
CREATE INDEX "complaint_fixed_ask_idx" ON "complaint" USING btree ("date_resolved") WHERE "complaint"."status_id" = 5 and "complaint"."fixed_asked_at" is null;--> statement-breakpoint
CREATE INDEX "complaint_merged_into_idx" ON "complaint" USING btree ("merged_into_id") WHERE "complaint"."merged_into_id" is not null;--> statement-breakpoint
ALTER TABLE "complaint_parameter" ADD CONSTRAINT "complaint_parameter_id_check" CHECK ("complaint_parameter"."id" between 1 and 20);--> statement-breakpoint
ALTER TABLE "complaint_status_history" ADD CONSTRAINT "complaint_status_history_event_check" CHECK ("complaint_status_history"."event" between 1 and 6);--> statement-breakpoint
-- Reporters of the complaints made before followers existed follow them (issue 18).
INSERT INTO "complaint_follower" ("complaint_id", "user_id", "token", "date_created")
SELECT "id", "user_id", replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', ''), "date_created"
FROM "complaint" ON CONFLICT DO NOTHING;
