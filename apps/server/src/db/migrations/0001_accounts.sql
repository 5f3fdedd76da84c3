CREATE TABLE "app_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "app_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"username" varchar(50) NOT NULL,
	"password_hash" text,
	"first_name" varchar(100),
	"last_name" varchar(100),
	"birth_year" smallint,
	"phone" varchar(20),
	"email" varchar(254),
	"sex" smallint,
	"profile_id" smallint NOT NULL,
	"organizational_unit_id" integer,
	"organizational_unit_function_id" integer,
	"sensitive_category_id" integer,
	"confirmation_type" smallint,
	"language_id" smallint DEFAULT 1 NOT NULL,
	"status" smallint NOT NULL,
	"description" text,
	"device_token" text,
	"date_created" timestamp with time zone DEFAULT now() NOT NULL,
	"date_activated" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "confirmation_type_setting" (
	"municipality_id" smallint NOT NULL,
	"confirmation_type_id" smallint NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "confirmation_type_setting_municipality_id_confirmation_type_id_pk" PRIMARY KEY("municipality_id","confirmation_type_id")
);
--> statement-breakpoint
CREATE TABLE "login_type_setting" (
	"municipality_id" smallint NOT NULL,
	"login_type_id" smallint NOT NULL,
	"active" boolean NOT NULL,
	CONSTRAINT "login_type_setting_municipality_id_login_type_id_pk" PRIMARY KEY("municipality_id","login_type_id")
);
--> statement-breakpoint
CREATE TABLE "registration_field_setting" (
	"municipality_id" smallint NOT NULL,
	"field_id" smallint NOT NULL,
	"mandatory" boolean NOT NULL,
	CONSTRAINT "registration_field_setting_municipality_id_field_id_pk" PRIMARY KEY("municipality_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "user_access_right" (
	"user_id" integer NOT NULL,
	"right_id" smallint NOT NULL,
	CONSTRAINT "user_access_right_user_id_right_id_pk" PRIMARY KEY("user_id","right_id")
);
--> statement-breakpoint
CREATE TABLE "user_session" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" smallint NOT NULL,
	"channel" smallint NOT NULL,
	"secret_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"parent_key" text,
	"type" smallint NOT NULL,
	"label" text NOT NULL,
	"url" text,
	"sort_order" integer NOT NULL,
	"profiles" smallint[] NOT NULL,
	"rights" smallint[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "menu_item_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"municipality_id" smallint NOT NULL,
	"channel" smallint NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"html" text,
	"status" smallint DEFAULT 1 NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app_user" ADD CONSTRAINT "app_user_language_id_language_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."language"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmation_type_setting" ADD CONSTRAINT "confirmation_type_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_type_setting" ADD CONSTRAINT "login_type_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_field_setting" ADD CONSTRAINT "registration_field_setting_municipality_id_municipality_id_fk" FOREIGN KEY ("municipality_id") REFERENCES "public"."municipality"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_access_right" ADD CONSTRAINT "user_access_right_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification" ADD CONSTRAINT "verification_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_username_unique" ON "app_user" USING btree ("municipality_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_email_unique" ON "app_user" USING btree ("municipality_id","email") WHERE "app_user"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "app_user_phone_unique" ON "app_user" USING btree ("municipality_id","phone") WHERE "app_user"."phone" is not null;--> statement-breakpoint
CREATE INDEX "app_user_profile_idx" ON "app_user" USING btree ("municipality_id","profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "confirmation_type_one_active" ON "confirmation_type_setting" USING btree ("municipality_id") WHERE "confirmation_type_setting"."active";--> statement-breakpoint
CREATE INDEX "user_session_user_idx" ON "user_session" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_secret_unique" ON "verification" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "verification_user_idx" ON "verification" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "outbox_message_due_idx" ON "outbox_message" USING btree ("next_attempt_at") WHERE "outbox_message"."status" = 1;--> statement-breakpoint
CREATE INDEX "outbox_message_municipality_idx" ON "outbox_message" USING btree ("municipality_id","id");