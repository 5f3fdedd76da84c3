CREATE TABLE "system_notification_recipient" (
	"municipality_id" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "system_notification_recipient_municipality_id_kind_user_id_pk" PRIMARY KEY("municipality_id","kind","user_id"),
	CONSTRAINT "system_notification_recipient_kind_check" CHECK ("system_notification_recipient"."kind" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "system_notification_setting" (
	"municipality_id" smallint NOT NULL,
	"kind" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"sms" boolean DEFAULT false NOT NULL,
	"push" boolean DEFAULT false NOT NULL,
	"date_modified" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_notification_setting_municipality_id_kind_pk" PRIMARY KEY("municipality_id","kind"),
	CONSTRAINT "system_notification_setting_kind_check" CHECK ("system_notification_setting"."kind" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "system_notification_recipient" ADD CONSTRAINT "system_notification_recipient_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_recipient" ADD CONSTRAINT "system_notification_recipient_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_notification_setting" ADD CONSTRAINT "system_notification_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "system_notification_recipient_user_idx" ON "system_notification_recipient" USING btree ("user_id");