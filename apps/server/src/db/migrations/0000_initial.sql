CREATE TABLE "newsletter_subscription" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscription_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"email" varchar(100) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscription_email_unique" UNIQUE("municipality_id","email")
);
--> statement-breakpoint
CREATE TABLE "language" (
	"id" smallint PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"culture_name" text NOT NULL,
	"name" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" smallint NOT NULL,
	CONSTRAINT "language_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "caption_override" (
	"municipality_id" smallint NOT NULL,
	"language_id" smallint NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "caption_override_municipality_id_language_id_key_pk" PRIMARY KEY("municipality_id","language_id","key")
);
--> statement-breakpoint
CREATE TABLE "municipality" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"kind" smallint NOT NULL,
	"entity" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"zoom" smallint NOT NULL,
	"primary_language_id" smallint NOT NULL,
	"postal_code" text NOT NULL,
	"address" text,
	"phone" text,
	"email" text,
	"website" text,
	"coat_of_arms_file" text,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "municipality_kind_check" CHECK ("municipality"."kind" in (1, 2)),
	CONSTRAINT "municipality_entity_check" CHECK ("municipality"."entity" in (1, 2, 3)),
	CONSTRAINT "municipality_latitude_check" CHECK ("municipality"."latitude" between -90 and 90),
	CONSTRAINT "municipality_longitude_check" CHECK ("municipality"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "sponsor" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"name" jsonb NOT NULL,
	"url" text,
	"logo_file" text NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newsletter_subscription" ADD CONSTRAINT "newsletter_subscription_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_override" ADD CONSTRAINT "caption_override_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caption_override" ADD CONSTRAINT "caption_override_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "municipality" ADD CONSTRAINT "municipality_primary_language_id_language_id_fk" FOREIGN KEY ("primary_language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor" ADD CONSTRAINT "sponsor_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;