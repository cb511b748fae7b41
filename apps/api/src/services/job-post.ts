// The terms of a job post as both job pages answer them: the staff job (jobs.ts) and the public job page
// (search.ts) give the same fields, from the location to the management level.
import type { jobs } from '../db/schema.ts';

type JobRow = typeof jobs.$inferSelect;

export function locationOf(job: JobRow) {
  return { city: job.city, region: job.region, country: job.country, latitude: job.latitude, longitude: job.longitude };
}

/** Location, remote, employment type, experience, salary, skills, certifications, education, industry, management level. */
export function jobPostTerms(job: JobRow) {
  return {
    location: locationOf(job),
    remote: job.remote,
    employment_type: job.employmentType,
    experience_min: job.experienceMin,
    experience_max: job.experienceMax,
    salary: { min: job.salaryMin, max: job.salaryMax, currency: job.salaryCurrency },
    required_skills: job.requiredSkills,
    nice_skills: job.niceSkills,
    certifications: job.certifications,
    education: job.education,
    industry: job.industry,
    management_level: job.managementLevel,
  };
}
