// Wire-shaped sample data for the candidate page tests (types from the contract, so they stay in step).
import type { components } from '@tessera/contract/schema';

type Schemas = components['schemas'];

/** A job seeker's match with a job (SPEC §3), 71 out of 100 unless patched. */
export function matchBreakdown(patch: Partial<Schemas['MatchBreakdown']> = {}): Schemas['MatchBreakdown'] {
  return {
    totalScore: 71,
    parts: { skills: 67, certification: 100, education: 100, job_title: 50, industry: 100, management_level: 100 },
    weighted: { skills: 26.8, certification: 10, education: 15, job_title: 7.5, industry: 10, management_level: 10 },
    weights: { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 },
    matched_skills: ['SQL', 'Excel'],
    missing_skills: ['Python'],
    ...patch,
  };
}

export function myApplication(patch: Partial<Schemas['MyApplication']> = {}): Schemas['MyApplication'] {
  return {
    id: 41,
    job: {
      id: 5,
      title: 'Data Analyst',
      company: 'Peachtree Analytics',
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      remote: 'hybrid',
      employment_type: 'full_time',
      accepting: true,
    },
    status: 'applied',
    status_label: 'applied',
    history: [
      {
        from_status: null,
        to_status: 'applied',
        reason: null,
        reason_code: null,
        changed_by: { user_id: 9, name: 'Sam Seeker' },
        created_at: '2026-03-02T15:00:00.000Z',
      },
    ],
    can_withdraw: true,
    can_decline: false,
    match: matchBreakdown(),
    resume: {
      file_name: 'sam.pdf',
      file_path: 'resume/sam.pdf',
      size: 2048,
      content_type: 'application/pdf',
      uploaded_at: '2026-03-01T10:00:00.000Z',
      has_text: true,
    },
    cover_letter: '',
    created_at: '2026-03-02T15:00:00.000Z',
    updated_at: '2026-03-02T15:00:00.000Z',
    ...patch,
  };
}

export function profileWithResume(resume: Schemas['ResumeMeta'] | null): Schemas['Profile'] {
  return {
    user_id: 9,
    name: 'Sam Seeker',
    email: 'seeker@demo.test',
    headline: 'Analyst',
    summary: '',
    phone: '',
    city: 'Atlanta',
    region: 'GA',
    country: 'US',
    years_experience: 3,
    skills: ['SQL'],
    certifications: [],
    education: 'bachelor',
    education_entries: [],
    experience: [],
    industry: 'Software',
    management_level: 'individual',
    preferences: { remote: [], employment_types: [], locations: [], salary_min: null, industries: [] },
    resume,
    completeness: 60,
    missing: [],
    updated_at: '2026-03-01T10:00:00.000Z',
  };
}

/** A small real-looking PDF file for the file field (the browser check reads its first bytes). */
export function pdfFile(name = 'cv.pdf'): File {
  return new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], name, { type: 'application/pdf' });
}
