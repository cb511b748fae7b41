CREATE TABLE "saved_search_hits" (
	"search_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_search_hits_search_id_user_id_pk" PRIMARY KEY("search_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"organisation_id" integer,
	"name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"notify" boolean DEFAULT false NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seeker_search" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"document" "tsvector" NOT NULL,
	"skills" text[] DEFAULT '{}'::text[] NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"education" text DEFAULT 'none' NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"remote" text[] DEFAULT '{}'::text[] NOT NULL,
	"employment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_search_id_saved_searches_id_fk" FOREIGN KEY ("search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_search_hits" ADD CONSTRAINT "saved_search_hits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_search" ADD CONSTRAINT "seeker_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seeker_search" ADD CONSTRAINT "seeker_search_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_owner_idx" ON "saved_searches" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "saved_searches_org_idx" ON "saved_searches" USING btree ("tenant_id","organisation_id");--> statement-breakpoint
CREATE INDEX "seeker_search_document_gin" ON "seeker_search" USING gin ("document");--> statement-breakpoint
CREATE INDEX "seeker_search_skills_gin" ON "seeker_search" USING gin ("skills");--> statement-breakpoint
CREATE INDEX "seeker_search_tenant_years_idx" ON "seeker_search" USING btree ("tenant_id","years_experience");--> statement-breakpoint
CREATE INDEX "seeker_search_tenant_place_idx" ON "seeker_search" USING btree ("tenant_id","place");--> statement-breakpoint
CREATE INDEX "seeker_search_tenant_changed_idx" ON "seeker_search" USING btree ("tenant_id","changed_at");--> statement-breakpoint
-- Advanced search (issue 15): keep seeker_search in step with the profiles and their résumés' text.
ALTER TABLE "seeker_search" SET (toast_tuple_target = 512);
--> statement-breakpoint
ALTER TABLE "seeker_search" ALTER COLUMN "document" SET STORAGE EXTERNAL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seeker_search_refresh(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seeker_search (user_id, tenant_id, document, skills, years_experience, education, place, remote, employment_types, changed_at)
  SELECT p.user_id, p.tenant_id,
    setweight(to_tsvector('english', p.headline), 'A') ||
      setweight(to_tsvector('english', array_to_string(p.skills, ' ') || ' ' || array_to_string(p.certifications, ' ')), 'B') ||
      setweight(to_tsvector('english', concat_ws(' ', p.summary, p.industry,
        (SELECT string_agg(concat_ws(' ', e->>'title', e->>'company', e->>'description'), ' ')
           FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.experience) = 'array' THEN p.experience ELSE '[]'::jsonb END) e),
        (SELECT string_agg(concat_ws(' ', e->>'school', e->>'field'), ' ')
           FROM jsonb_array_elements(CASE WHEN jsonb_typeof(p.education_entries) = 'array' THEN p.education_entries ELSE '[]'::jsonb END) e))), 'C') ||
      setweight(to_tsvector('english', left(coalesce(f.extracted_text, ''), 500000)), 'D'),
    ARRAY(SELECT DISTINCT lower(btrim(s)) FROM unnest(p.skills) s WHERE btrim(s) <> ''),
    p.years_experience, p.education, lower(btrim(p.city)),
    ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.preferences->'remote') = 'array' THEN p.preferences->'remote' ELSE '[]'::jsonb END)),
    ARRAY(SELECT jsonb_array_elements_text(CASE WHEN jsonb_typeof(p.preferences->'employment_types') = 'array' THEN p.preferences->'employment_types' ELSE '[]'::jsonb END)),
    now()
  FROM seeker_profiles p
  LEFT JOIN stored_files f ON f.id = p.resume_file_id AND f.tenant_id = p.tenant_id
  WHERE p.user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
    tenant_id = EXCLUDED.tenant_id, document = EXCLUDED.document, skills = EXCLUDED.skills,
    years_experience = EXCLUDED.years_experience, education = EXCLUDED.education, place = EXCLUDED.place,
    remote = EXCLUDED.remote, employment_types = EXCLUDED.employment_types, changed_at = EXCLUDED.changed_at;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seeker_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM seeker_search WHERE user_id = OLD.user_id;
  ELSE
    PERFORM seeker_search_refresh(NEW.user_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER seeker_search_sync AFTER INSERT OR UPDATE OR DELETE ON "seeker_profiles" FOR EACH ROW EXECUTE FUNCTION seeker_search_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION seeker_search_resume() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM seeker_search_refresh(p.user_id) FROM seeker_profiles p WHERE p.resume_file_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER seeker_search_resume AFTER UPDATE OF extracted_text ON "stored_files" FOR EACH ROW EXECUTE FUNCTION seeker_search_resume();
--> statement-breakpoint
SELECT seeker_search_refresh(user_id) FROM seeker_profiles;
