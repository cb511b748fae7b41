-- Advanced search (issue 15): the open partner links of each job seeker as an array with a GIN index, so a
-- partner's pool and the partner filter are one index condition on seeker_search (no probe of the links
-- per row). Kept by seeker_search_refresh and by a trigger on seeker_partner_links; changed_at stays the
-- profile's (the newest-first order and saved-search notifications are unchanged).
ALTER TABLE "seeker_search" ADD COLUMN "partners" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION seeker_search_partners_of(uid integer, tid integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(SELECT DISTINCT l.organisation_id FROM seeker_partner_links l
    WHERE l.user_id = uid AND l.tenant_id = tid AND l.ended_at IS NULL ORDER BY 1)
$$;
--> statement-breakpoint
UPDATE "seeker_search" s SET "partners" = seeker_search_partners_of(s."user_id", s."tenant_id")
  WHERE s."user_id" IN (SELECT l."user_id" FROM "seeker_partner_links" l WHERE l."ended_at" IS NULL);--> statement-breakpoint
CREATE INDEX "seeker_search_partners_gin" ON "seeker_search" USING gin ("partners");--> statement-breakpoint
CREATE OR REPLACE FUNCTION seeker_search_refresh(uid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO seeker_search (user_id, tenant_id, document, skills, years_experience, education, place, remote, employment_types, partners, changed_at)
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
    seeker_search_partners_of(p.user_id, p.tenant_id),
    now()
  FROM seeker_profiles p
  LEFT JOIN stored_files f ON f.id = p.resume_file_id AND f.tenant_id = p.tenant_id
  WHERE p.user_id = uid
  ON CONFLICT (user_id) DO UPDATE SET
    tenant_id = EXCLUDED.tenant_id, document = EXCLUDED.document, skills = EXCLUDED.skills,
    years_experience = EXCLUDED.years_experience, education = EXCLUDED.education, place = EXCLUDED.place,
    remote = EXCLUDED.remote, employment_types = EXCLUDED.employment_types, partners = EXCLUDED.partners,
    changed_at = EXCLUDED.changed_at;
END
$$;
--> statement-breakpoint
-- A partner link opened, ended or removed: the job seeker's partners again (changed_at stays the profile's).
CREATE OR REPLACE FUNCTION seeker_search_partners() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE seeker_search SET partners = seeker_search_partners_of(user_id, tenant_id)
      WHERE user_id = OLD.user_id AND partners IS DISTINCT FROM seeker_search_partners_of(user_id, tenant_id);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE seeker_search SET partners = seeker_search_partners_of(user_id, tenant_id)
      WHERE user_id = NEW.user_id AND partners IS DISTINCT FROM seeker_search_partners_of(user_id, tenant_id);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER seeker_search_partners AFTER INSERT OR UPDATE OR DELETE ON "seeker_partner_links" FOR EACH ROW EXECUTE FUNCTION seeker_search_partners();
