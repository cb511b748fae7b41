-- Search helper: keep job_search (a narrow copy of the active jobs for public search) in step with jobs.
-- Rows over 512 bytes move their largest out-of-line column (search) to TOAST, so the heap keeps ~250-byte
-- rows: the full document is only needed by the GIN index; ordering uses the small inline rank_doc.
ALTER TABLE "job_search" SET (toast_tuple_target = 512);
--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "search" SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE "job_search" ALTER COLUMN "rank_doc" SET STORAGE MAIN;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.status <> 'active' THEN
    DELETE FROM job_search WHERE job_id = NEW.id;
    RETURN NULL;
  END IF;
  INSERT INTO job_search (job_id, tenant_id, published_at, latitude, longitude, remote, employment_type, experience_min, experience_max, rank_doc, search)
  VALUES (
    NEW.id, NEW.tenant_id, NEW.published_at, NEW.latitude, NEW.longitude, NEW.remote, NEW.employment_type, NEW.experience_min, NEW.experience_max,
    setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(NEW.company, '') || ' ' || array_to_string(NEW.required_skills, ' ') || ' ' || array_to_string(NEW.nice_skills, ' ')), 'B'),
    NEW.search
  )
  ON CONFLICT (job_id) DO UPDATE SET
    tenant_id = EXCLUDED.tenant_id, published_at = EXCLUDED.published_at, latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude,
    remote = EXCLUDED.remote, employment_type = EXCLUDED.employment_type, experience_min = EXCLUDED.experience_min,
    experience_max = EXCLUDED.experience_max, rank_doc = EXCLUDED.rank_doc, search = EXCLUDED.search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER jobs_search_sync AFTER INSERT OR UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION jobs_search_sync();
--> statement-breakpoint
INSERT INTO job_search (job_id, tenant_id, published_at, latitude, longitude, remote, employment_type, experience_min, experience_max, rank_doc, search)
SELECT id, tenant_id, published_at, latitude, longitude, remote, employment_type, experience_min, experience_max,
  setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
    setweight(to_tsvector('english', coalesce(company, '') || ' ' || array_to_string(required_skills, ' ') || ' ' || array_to_string(nice_skills, ' ')), 'B'),
  search
FROM "jobs" WHERE status = 'active';
