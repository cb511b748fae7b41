// Wire-shaped sample data for the hiring page tests (types from the contract, so they stay in step).
import type { StaffApplication } from './types.ts';

export function staffApplication(patch: Partial<StaffApplication> = {}): StaffApplication {
  return {
    id: 7,
    job: { id: 3, title: 'Data Analyst', company: 'Brightpath Analytics', status: 'active' },
    candidate: { user_id: 21, name: 'Aisha Bello', email: 'aisha.bello@demo.test', headline: 'Data Analyst', city: 'Atlanta' },
    profile: {
      headline: 'Data Analyst',
      summary: 'I like clean data.',
      phone: '+1 404 555 0101',
      city: 'Atlanta',
      region: 'GA',
      country: 'US',
      years_experience: 4,
      skills: ['SQL', 'Excel'],
      certifications: [],
      education: 'bachelor',
      industry: 'Software',
      management_level: 'individual',
      experience: [{ title: 'Analyst', company: 'Peachtree', start: '2021-01', end: null, description: '' }],
      education_entries: [{ level: 'bachelor', school: 'Georgia State University', field: 'Economics', year: 2020 }],
    },
    status: 'applied',
    previous_status: null,
    reason: null,
    reason_code: null,
    score_total: 72,
    match: {
      totalScore: 72,
      parts: { skills: 67, certification: 100, education: 100, job_title: 100, industry: 0, management_level: 100 },
      weighted: { skills: 33.5, certification: 5, education: 10, job_title: 15, industry: 0, management_level: 10 },
      weights: { skills: 50, certification: 5, education: 10, jobTitle: 15, industry: 10, mgmtLevel: 10 },
      matched_skills: ['SQL', 'Excel'],
      missing_skills: ['Tableau'],
    },
    resume: { file_name: 'Aisha Bello - Resume.pdf', file_path: 'resume/abc.pdf', size: 2048, content_type: 'application/pdf' },
    cover_letter: '',
    source: 'direct',
    referred_by: null,
    history: [
      {
        from_status: null,
        to_status: 'applied',
        reason: null,
        changed_by: { user_id: 21, name: 'Aisha Bello' },
        created_at: '2026-01-05T10:00:00Z',
      },
    ],
    notes: [],
    notes_count: 0,
    allowed_next: ['screening', 'interview', 'on-hold', 'rejected'],
    can_manage: true,
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    ...patch,
  };
}
