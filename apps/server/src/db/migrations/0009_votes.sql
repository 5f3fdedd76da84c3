CREATE TABLE "vote" (
	"municipality_id" smallint NOT NULL,
	"subject_kind" varchar(40) NOT NULL,
	"subject_id" integer NOT NULL,
	"voter_id" integer NOT NULL,
	"choice" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vote_one_per_voter" PRIMARY KEY("subject_kind","subject_id","voter_id"),
	CONSTRAINT "vote_choice_check" CHECK ("vote"."choice" > 0)
);
--> statement-breakpoint
ALTER TABLE "vote" ADD CONSTRAINT "vote_voter_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_counts_idx" ON "vote" USING btree ("municipality_id","subject_kind","subject_id","choice");