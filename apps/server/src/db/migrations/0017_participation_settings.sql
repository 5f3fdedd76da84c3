CREATE TABLE "participation_setting" (
	"municipality_id" smallint NOT NULL,
	"parameter_id" smallint NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "participation_setting_municipality_id_parameter_id_pk" PRIMARY KEY("municipality_id","parameter_id"),
	CONSTRAINT "participation_setting_parameter" CHECK ("participation_setting"."parameter_id" in (1))
);
--> statement-breakpoint
ALTER TABLE "participation_setting" ADD CONSTRAINT "participation_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;