// Realistic random jobs for the search benchmark: titles, skills, companies, descriptions and places
// (Atlanta and Houston metros, other US cities, remote), from a seeded generator so runs compare.
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { jobs, type JobStatus } from '../src/db/schema.ts';
import { searchVector } from '../src/services/jobs.ts';
import { DEFAULT_WEIGHTS } from '../src/services/match-score.ts';

/** mulberry32: small, fast, seeded. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Role {
  title: string;
  industry: string;
  skills: string[];
}

export const ROLES: Role[] = [
  {
    title: 'Software Engineer',
    industry: 'Technology',
    skills: ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL', 'Git', 'AWS', 'Docker'],
  },
  { title: 'Python Developer', industry: 'Technology', skills: ['Python', 'Django', 'Flask', 'SQL', 'PostgreSQL', 'Docker', 'Linux'] },
  { title: 'Data Analyst', industry: 'Finance', skills: ['SQL', 'Excel', 'Tableau', 'Python', 'Power BI', 'Statistics'] },
  { title: 'Data Engineer', industry: 'Technology', skills: ['Python', 'Spark', 'SQL', 'Airflow', 'AWS', 'Kafka'] },
  { title: 'QA Tester', industry: 'Technology', skills: ['Test planning', 'Selenium', 'Jira', 'Attention to detail', 'SQL'] },
  {
    title: 'IT Support Specialist',
    industry: 'Technology',
    skills: ['Windows', 'Active Directory', 'Networking', 'Customer service', 'Troubleshooting'],
  },
  {
    title: 'Registered Nurse',
    industry: 'Healthcare',
    skills: ['Patient care', 'BLS', 'Electronic health records', 'Medication administration'],
  },
  { title: 'Medical Assistant', industry: 'Healthcare', skills: ['Patient intake', 'Phlebotomy', 'Scheduling', 'EHR'] },
  { title: 'Pharmacy Technician', industry: 'Healthcare', skills: ['Dispensing', 'Inventory', 'Customer service', 'Attention to detail'] },
  { title: 'Warehouse Associate', industry: 'Logistics', skills: ['Forklift', 'Inventory', 'Shipping', 'Safety'] },
  { title: 'Logistics Coordinator', industry: 'Logistics', skills: ['Scheduling', 'Excel', 'SAP', 'Communication', 'Freight'] },
  { title: 'Truck Driver', industry: 'Logistics', skills: ['CDL', 'Route planning', 'Safety', 'Logbooks'] },
  { title: 'Accountant', industry: 'Finance', skills: ['GAAP', 'Excel', 'QuickBooks', 'Reconciliation', 'Tax'] },
  { title: 'Bookkeeper', industry: 'Finance', skills: ['QuickBooks', 'Accounts payable', 'Accounts receivable', 'Excel'] },
  { title: 'Customer Service Representative', industry: 'Retail', skills: ['Customer service', 'CRM', 'Communication', 'Problem solving'] },
  { title: 'Sales Associate', industry: 'Retail', skills: ['Sales', 'Point of sale', 'Merchandising', 'Customer service'] },
  { title: 'Account Executive', industry: 'Sales', skills: ['Salesforce', 'Negotiation', 'Prospecting', 'Presentations'] },
  { title: 'Marketing Coordinator', industry: 'Marketing', skills: ['SEO', 'Social media', 'Copywriting', 'Google Analytics'] },
  { title: 'Graphic Designer', industry: 'Marketing', skills: ['Figma', 'Adobe Illustrator', 'Photoshop', 'Typography'] },
  {
    title: 'Project Manager',
    industry: 'Construction',
    skills: ['Scheduling', 'Budgeting', 'MS Project', 'Risk management', 'Communication'],
  },
  { title: 'Electrician', industry: 'Construction', skills: ['Wiring', 'Blueprints', 'NEC code', 'Safety'] },
  { title: 'HVAC Technician', industry: 'Construction', skills: ['HVAC', 'Refrigeration', 'Troubleshooting', 'EPA 608'] },
  { title: 'Chemical Engineer', industry: 'Energy', skills: ['Process design', 'Aspen HYSYS', 'Safety', 'Six Sigma'] },
  { title: 'Petroleum Engineer', industry: 'Energy', skills: ['Reservoir engineering', 'Drilling', 'Petrel', 'Excel'] },
  { title: 'Lab Technician', industry: 'Energy', skills: ['Sample testing', 'Lab safety', 'Documentation', 'Quality control'] },
  { title: 'Teacher Assistant', industry: 'Education', skills: ['Classroom support', 'Patience', 'Lesson planning'] },
  { title: 'Instructional Designer', industry: 'Education', skills: ['Articulate Storyline', 'Curriculum design', 'LMS', 'Writing'] },
  { title: 'HR Generalist', industry: 'Human Resources', skills: ['Recruiting', 'Onboarding', 'HRIS', 'Employee relations'] },
  { title: 'Recruiter', industry: 'Human Resources', skills: ['Sourcing', 'Interviewing', 'ATS', 'LinkedIn Recruiter'] },
  { title: 'Line Cook', industry: 'Hospitality', skills: ['Food safety', 'Knife skills', 'Prep', 'Teamwork'] },
];

const LEVELS = ['', '', 'Junior ', 'Senior ', 'Lead ', 'Associate '];
const COMPANIES = [
  'Peachtree Logistics',
  'Bayou Energy',
  'Magnolia Health',
  'Piedmont Software',
  'Gulf Coast Chemicals',
  'Southern Retail Group',
  'Buckhead Finance',
  'Galleria Partners',
  'Midtown Media',
  'Ship Channel Freight',
  'Lone Star Labs',
  'Chattahoochee Builders',
  'Sunbelt Schools',
  'Harbor Foods',
  'Atlas Staffing',
];

interface Place {
  city: string;
  region: string;
  lat: number;
  long: number;
  weight: number;
}

export const PLACES: Place[] = [
  { city: 'Atlanta', region: 'GA', lat: 33.749, long: -84.388, weight: 12 },
  { city: 'Marietta', region: 'GA', lat: 33.9526, long: -84.5499, weight: 4 },
  { city: 'Alpharetta', region: 'GA', lat: 34.0754, long: -84.2941, weight: 4 },
  { city: 'Decatur', region: 'GA', lat: 33.7748, long: -84.2963, weight: 3 },
  { city: 'Sandy Springs', region: 'GA', lat: 33.9304, long: -84.3733, weight: 3 },
  { city: 'Kennesaw', region: 'GA', lat: 34.0234, long: -84.6155, weight: 2 },
  { city: 'Lawrenceville', region: 'GA', lat: 33.9562, long: -83.988, weight: 2 },
  { city: 'Houston', region: 'TX', lat: 29.7604, long: -95.3698, weight: 12 },
  { city: 'Sugar Land', region: 'TX', lat: 29.6197, long: -95.6349, weight: 4 },
  { city: 'The Woodlands', region: 'TX', lat: 30.1658, long: -95.4613, weight: 4 },
  { city: 'Pasadena', region: 'TX', lat: 29.6911, long: -95.2091, weight: 3 },
  { city: 'Katy', region: 'TX', lat: 29.7858, long: -95.8245, weight: 3 },
  { city: 'Pearland', region: 'TX', lat: 29.5636, long: -95.286, weight: 2 },
  { city: 'Austin', region: 'TX', lat: 30.2672, long: -97.7431, weight: 5 },
  { city: 'Dallas', region: 'TX', lat: 32.7767, long: -96.797, weight: 5 },
  { city: 'New York', region: 'NY', lat: 40.7128, long: -74.006, weight: 5 },
  { city: 'Chicago', region: 'IL', lat: 41.8781, long: -87.6298, weight: 4 },
  { city: 'Denver', region: 'CO', lat: 39.7392, long: -104.9903, weight: 3 },
  { city: 'Seattle', region: 'WA', lat: 47.6062, long: -122.3321, weight: 3 },
  { city: 'Charlotte', region: 'NC', lat: 35.2271, long: -80.8431, weight: 3 },
  { city: 'Chattanooga', region: 'TN', lat: 35.0456, long: -85.3097, weight: 2 },
];
const PLACE_TOTAL = PLACES.reduce((a, p) => a + p.weight, 0);

const OPENERS = [
  'Join a friendly team that values clear communication and steady routines.',
  'We are growing and looking for someone who takes pride in careful, reliable work.',
  'This role suits a person who likes solving practical problems with supportive colleagues.',
  'Our workplace offers quiet spaces, written instructions and predictable schedules.',
];
const DUTIES = [
  'You will plan your week with your manager and track work in a shared board.',
  'You will work closely with a small team and report progress in short written updates.',
  'You will follow documented processes and suggest improvements when you see them.',
  'You will help customers and colleagues by answering questions clearly and kindly.',
  'You will keep records accurate and up to date.',
  'Training is provided during the first weeks, with a named buddy to ask anything.',
];
const BENEFITS = [
  'Benefits include health insurance, paid time off and a retirement plan.',
  'We offer flexible start times, noise-cancelling headphones and written meeting agendas.',
  'Interview questions are shared in advance and you may bring notes.',
  'Reasonable accommodations are available throughout the hiring process and on the job.',
];

const STATUSES: JobStatus[] = [
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'active',
  'draft',
  'paused',
  'closed',
  'Offered',
];
const EMPLOYMENT = ['full_time', 'full_time', 'full_time', 'full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
const EXPERIENCE: [number, number][] = [
  [0, 1],
  [0, 2],
  [1, 3],
  [2, 4],
  [2, 5],
  [3, 6],
  [5, 8],
  [6, 10],
  [8, 15],
  [10, 20],
  [0, 60],
];

const pick = <T>(r: () => number, list: readonly T[]): T => list[Math.floor(r() * list.length)] as T;

function pickSome<T>(r: () => number, list: readonly T[], min: number, max: number): T[] {
  const n = Math.min(list.length, min + Math.floor(r() * (max - min + 1)));
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(r() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, n);
}

function place(r: () => number): Place {
  let x = r() * PLACE_TOTAL;
  for (const p of PLACES) {
    x -= p.weight;
    if (x <= 0) return p;
  }
  return PLACES[0] as Place;
}

export type BenchJob = typeof jobs.$inferInsert;

export function makeJob(r: () => number, tenantId: number, now: number): BenchJob {
  const role = pick(r, ROLES);
  const remoteRoll = r();
  const remote = remoteRoll < 0.12 ? 'remote' : remoteRoll < 0.3 ? 'hybrid' : 'onsite';
  const noPlace = remote === 'remote' && r() < 0.4;
  const p = place(r);
  // Jitter within a few miles of the city centre.
  const lat = p.lat + (r() - 0.5) * 0.12;
  const long = p.long + (r() - 0.5) * 0.12;
  const [expMin, expMax] = pick(r, EXPERIENCE);
  const required = pickSome(r, role.skills, 2, 5);
  const nice = pickSome(
    r,
    role.skills.filter((s) => !required.includes(s)),
    0,
    2,
  );
  const company = pick(r, COMPANIES);
  const title = `${pick(r, LEVELS)}${role.title}`;
  const text = [
    pick(r, OPENERS),
    `${company} is hiring a ${title} in the ${role.industry.toLowerCase()} field.`,
    ...pickSome(r, DUTIES, 2, 4),
    `Useful skills: ${required.join(', ')}.`,
    pick(r, BENEFITS),
  ].join(' ');
  const salaryBase = 30_000 + Math.floor(r() * 120) * 1000;
  const status = pick(r, STATUSES);
  const published = new Date(now - Math.floor(r() * 180 * 24 * 3600 * 1000));
  return {
    tenantId,
    title,
    company,
    descriptionText: text,
    descriptionHtml: `<p>${text}</p>`,
    city: noPlace ? '' : p.city,
    region: noPlace ? '' : p.region,
    country: 'US',
    latitude: noPlace ? null : lat,
    longitude: noPlace ? null : long,
    remote,
    employmentType: pick(r, EMPLOYMENT),
    experienceMin: expMin,
    experienceMax: expMax,
    salaryMin: r() < 0.8 ? salaryBase : null,
    salaryMax: r() < 0.8 ? salaryBase + 10_000 + Math.floor(r() * 40) * 1000 : null,
    requiredSkills: required,
    niceSkills: nice,
    certifications: r() < 0.2 ? [pick(r, ['CPR', 'OSHA 10', 'CompTIA A+', 'PMP', 'CDL Class A'])] : [],
    education: pick(r, ['none', 'high_school', 'associate', 'bachelor', 'master'] as const),
    industry: role.industry,
    managementLevel: title.startsWith('Lead') ? 'lead' : 'individual',
    weights: DEFAULT_WEIGHTS,
    status,
    publishedAt: status === 'draft' ? null : published,
    createdAt: published,
    updatedAt: published,
  };
}

/** Words the benchmark searches for (common and rare, single words and phrases). */
export const SEARCH_TERMS = [
  'engineer',
  'nurse',
  'python',
  'customer service',
  'warehouse forklift',
  '"data analyst"',
  'accountant',
  'sales',
  'senior developer',
  'hvac',
  'recruiter',
  'lab safety',
];

/** Inserts `count` jobs for the tenant in batches, jobs.search computed in the same INSERT by the jobs service's searchVector; then VACUUM ANALYZE. */
export async function loadJobs(db: Db, tenantId: number, count: number, log: (m: string) => void): Promise<void> {
  const r = rng(20240601);
  const now = Date.now();
  const batch = 500;
  const started = performance.now();
  for (let done = 0; done < count; done += batch) {
    const rows = Array.from({ length: Math.min(batch, count - done) }, () => makeJob(r, tenantId, now));
    await db.insert(jobs).values(rows.map((row) => ({ ...row, search: searchVector(row) })));
    if ((done + batch) % 20_000 === 0) log(`  ${done + batch} jobs loaded (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  }
  await db.execute(sql`vacuum analyze jobs`);
  await db.execute(sql`vacuum analyze job_search`);
}
