// Data of the hiring e2e specs, made through the API: each test makes its own job, job seekers and
// applications, so tests running in parallel never change what another test is looking at (the seeded
// demo data is only read).
import { expect, type APIRequestContext } from '@playwright/test';
import { PASSWORD, uniqueEmail } from '../../fixtures';
import { pdfFile } from '../candidate/seeker-helpers';

export const WEIGHTS = { skills: 40, certification: 10, education: 15, jobTitle: 15, industry: 10, mgmtLevel: 10 };

/** A bearer token for an account (staff or job seeker) of the demo tenant. */
export async function tokenOf(request: APIRequestContext, email: string, password = PASSWORD): Promise<string> {
  const res = await request.post('/api/v1/token', { data: { username: email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(200);
  return ((await res.json()) as { access: string }).access;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface MadeJob {
  id: number;
  title: string;
}

/**
 * A published (active) job with these required skills, posted by `token`'s staff member. It is in
 * Chicago, outside the Atlanta and Houston areas, so the area counts other tests read stay as they are.
 */
export async function makeJob(
  request: APIRequestContext,
  token: string,
  title: string,
  requiredSkills: string[] = ['SQL', 'Excel'],
  /** Fields of the job input that differ from these defaults (a description, no salary...). */
  overrides: Record<string, unknown> = {},
): Promise<MadeJob> {
  const res = await request.post('/api/v1/jobs', {
    headers: bearer(token),
    data: {
      title,
      description: '<p>Keep our numbers tidy and easy to read.</p>',
      company: 'Northstar Logistics',
      location: { city: 'Chicago', region: 'IL', country: 'USA', latitude: 41.878, longitude: -87.63 },
      remote: 'onsite',
      employment_type: 'full_time',
      experience_min: 0,
      experience_max: 5,
      salary: { min: 50000, max: 60000, currency: 'USD' },
      required_skills: requiredSkills,
      nice_skills: [],
      certifications: [],
      education: 'bachelor',
      industry: 'Logistics',
      management_level: 'individual',
      hiring_team: [],
      weights: WEIGHTS,
      status: 'active',
      ...overrides,
    },
  });
  expect(res.status(), `posting ${title}`).toBe(201);
  return { id: ((await res.json()) as { id: number }).id, title };
}

export interface MadeSeeker {
  email: string;
  token: string;
  refresh: string;
  userId: number;
  name: string;
}

/** A new job seeker of the demo tenant with a profile (headline and skills). */
export async function makeSeeker(
  request: APIRequestContext,
  first: string,
  profile: { headline: string; skills: string[] },
): Promise<MadeSeeker> {
  const email = uniqueEmail(first.toLowerCase());
  const res = await request.post('/api/v1/register', {
    multipart: { email, password: 'Correct-Horse-42', first_name: first, last_name: 'Tester', user_type: 'candidate' },
  });
  expect(res.status(), `registration of ${first}`).toBe(201);
  const { data } = (await res.json()) as { data: { access_token: string; refresh_token: string } };
  const saved = await request.put('/api/v1/me/profile', {
    headers: bearer(data.access_token),
    data: { headline: profile.headline, skills: profile.skills, education: 'bachelor', industry: 'Logistics' },
  });
  expect(saved.status(), `profile of ${first}`).toBe(200);
  const user = (await (await request.get('/api/v1/user/session', { headers: bearer(data.access_token) })).json()) as {
    user_id: number;
    name: string;
  };
  return { email, token: data.access_token, refresh: data.refresh_token, userId: user.user_id, name: `${first} Tester` };
}

/** Applies `seeker` to `jobId` with a PDF résumé; returns the application's id. */
export async function applyAs(request: APIRequestContext, seeker: MadeSeeker, jobId: number): Promise<number> {
  const res = await request.post('/api/v1/me/applications', {
    headers: bearer(seeker.token),
    multipart: {
      job_id: String(jobId),
      file: { name: `${seeker.name}.pdf`, mimeType: 'application/pdf', buffer: pdfFile([seeker.name, 'Skills: SQL, Excel']) },
    },
  });
  expect(res.status(), `application of ${seeker.name}`).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Seeded job seekers whose profiles carry a résumé: a file sent with an application then goes with that
 * application only, so applying changes nothing on their profiles. They apply to each test's own job.
 * (Registering new job seekers for every test would run into the registration throttle: 20 an hour per
 * address.)
 */
export const SEEDED_APPLICANTS = [
  { email: 'aisha.bello@demo.test', name: 'Aisha Bello' },
  { email: 'marcus.johnson@demo.test', name: 'Marcus Johnson' },
  { email: 'fatima.alsayed@demo.test', name: 'Fatima Al-Sayed' },
  { email: 'olivia.martin@demo.test', name: 'Olivia Martin' },
] as const;

/** A seeded job seeker (password demo-Password-1), signed in through the API. */
export async function seededSeeker(request: APIRequestContext, who: (typeof SEEDED_APPLICANTS)[number]): Promise<MadeSeeker> {
  const res = await request.post('/api/v1/token', { data: { username: who.email, password: PASSWORD } });
  expect(res.status(), `sign-in of ${who.email}`).toBe(200);
  const { access, refresh } = (await res.json()) as { access: string; refresh: string };
  const user = (await (await request.get('/api/v1/user/session', { headers: bearer(access) })).json()) as { user_id: number };
  return { email: who.email, token: access, refresh, userId: user.user_id, name: who.name };
}

export interface Applicant {
  seeker: MadeSeeker;
  applicationId: number;
}

/**
 * A job of its own (required skills SQL and Excel) with `count` seeded applicants, returned best match
 * first as the server ranks them.
 */
export async function jobWithApplicants(
  request: APIRequestContext,
  staffToken: string,
  title: string,
  count = 3,
): Promise<{ job: MadeJob; applicants: Applicant[] }> {
  const job = await makeJob(request, staffToken, title);
  const applied: Applicant[] = [];
  for (const who of SEEDED_APPLICANTS.slice(0, count)) {
    const seeker = await seededSeeker(request, who);
    applied.push({ seeker, applicationId: await applyAs(request, seeker, job.id) });
  }
  const ranked = await request.get(`/api/v1/jobs/${job.id}/applicants`, { headers: bearer(staffToken) });
  expect(ranked.status()).toBe(200);
  const order = ((await ranked.json()) as { results: { id: number }[] }).results.map((r) => r.id);
  applied.sort((a, b) => order.indexOf(a.applicationId) - order.indexOf(b.applicationId));
  return { job, applicants: applied };
}

/** A short tag of letters that makes a job title or a name unique to one test ("kqzf"). */
export const tag = (): string => Array.from({ length: 4 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
