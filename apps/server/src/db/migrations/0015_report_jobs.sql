CREATE TABLE "report_job" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"municipality_id" smallint NOT NULL,
	"user_id" integer NOT NULL,
	"report" varchar(100) NOT NULL,
	"format" varchar(8) NOT NULL,
	"language_id" smallint NOT NULL,
	"filters" jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"file_name" text,
	"storage_key" text,
	"size" integer,
	"error" varchar(100),
	"error_params" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"lease_until" timestamp with time zone,
	"claimed_by" text
);
--> statement-breakpoint
ALTER TABLE "report_job" ADD CONSTRAINT "report_job_user_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_job_unfinished_idx" ON "report_job" USING btree ("created_at") WHERE "report_job"."status" in (1, 2);--> statement-breakpoint
CREATE INDEX "report_job_user_idx" ON "report_job" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "report_job_expires_idx" ON "report_job" USING btree ("expires_at");