ALTER TABLE "career_feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD COLUMN "answer_delivery" text;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD COLUMN "answered_by" integer;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD COLUMN "answer_delivery" text;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD CONSTRAINT "career_feedback_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "career_feedback" ADD CONSTRAINT "career_feedback_answer_chk" CHECK (("career_feedback"."answer" is null) = ("career_feedback"."answered_at" is null) and ("career_feedback"."answer" is null) = ("career_feedback"."answer_delivery" is null));--> statement-breakpoint
ALTER TABLE "career_feedback" ADD CONSTRAINT "career_feedback_answer_delivery_chk" CHECK ("career_feedback"."answer_delivery" in ('notification', 'email', 'none'));--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_language_chk" CHECK ("nsat_feedback"."language" in ('en', 'fr', 'esp'));--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_answer_chk" CHECK (("nsat_feedback"."answer" is null) = ("nsat_feedback"."answered_at" is null) and ("nsat_feedback"."answer" is null) = ("nsat_feedback"."answer_delivery" is null));--> statement-breakpoint
ALTER TABLE "nsat_feedback" ADD CONSTRAINT "nsat_feedback_answer_delivery_chk" CHECK ("nsat_feedback"."answer_delivery" in ('notification', 'email', 'none'));