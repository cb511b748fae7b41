// Demo job seekers (issue 3): 30 people in the demo tenant with varied skills, education, industries and
// levels, a few with a résumé PDF; seeker@demo.test gets a full profile and a résumé. Idempotent: people
// and profiles that exist are left as they are (a demo user's own edits survive a restart).
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../services/file-store.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import type { Db } from './client.ts';
import {
  seekerProfiles,
  storedFiles,
  users,
  type EDUCATION_LEVELS,
  type EducationEntry,
  type ExperienceEntry,
  type MANAGEMENT_LEVELS,
  type SeekerPreferences,
} from './schema.ts';

type Education = (typeof EDUCATION_LEVELS)[number];
type Level = (typeof MANAGEMENT_LEVELS)[number];

interface DemoSeeker {
  email: string;
  first: string;
  last: string;
  headline: string;
  city: string;
  region: string;
  years: number;
  skills: string[];
  certifications?: string[];
  education: Education;
  school?: string;
  field?: string;
  industry: string;
  level: Level;
  /** Past and current positions, most recent first: [title, company, years in it]. */
  jobs: [string, string, number][];
  prefs: SeekerPreferences;
  summary?: string;
  resume?: boolean;
}

const ATL = { region: 'GA' };
const HOU = { region: 'TX' };

const SEEKERS: DemoSeeker[] = [
  {
    email: 'aisha.bello@demo.test',
    first: 'Aisha',
    last: 'Bello',
    headline: 'Data Analyst',
    city: 'Atlanta',
    ...ATL,
    years: 4,
    skills: ['SQL', 'Python', 'Excel', 'Tableau', 'Statistics'],
    education: 'bachelor',
    school: 'Georgia State University',
    field: 'Economics',
    industry: 'Software',
    level: 'individual',
    jobs: [
      ['Data Analyst', 'Peachtree Analytics', 3],
      ['Junior Analyst', 'Midtown Bank', 1],
    ],
    prefs: { remote: ['hybrid', 'remote'], employment_types: ['full_time'], locations: ['Atlanta'], industries: ['Finance'] },
    resume: true,
  },
  {
    email: 'marcus.johnson@demo.test',
    first: 'Marcus',
    last: 'Johnson',
    headline: 'Senior Software Engineer',
    city: 'Decatur',
    ...ATL,
    years: 9,
    skills: ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'AWS', 'Testing'],
    certifications: ['AWS Certified Developer'],
    education: 'bachelor',
    school: 'Georgia Tech',
    field: 'Computer Science',
    industry: 'Software',
    level: 'lead',
    jobs: [
      ['Senior Software Engineer', 'Beltline Labs', 4],
      ['Software Engineer', 'Southern Freight Tech', 5],
    ],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time'], salary_min: 130000 },
    resume: true,
  },
  {
    email: 'mei.chen@demo.test',
    first: 'Mei',
    last: 'Chen',
    headline: 'UX Researcher',
    city: 'Sandy Springs',
    ...ATL,
    years: 6,
    skills: ['User Research', 'Usability Testing', 'Figma', 'Accessibility', 'Survey Design'],
    education: 'master',
    school: 'Georgia Tech',
    field: 'Human-Computer Interaction',
    industry: 'Software',
    level: 'individual',
    jobs: [
      ['UX Researcher', 'Piedmont Health Digital', 4],
      ['Research Assistant', 'Georgia Tech', 2],
    ],
    prefs: { remote: ['remote'], employment_types: ['full_time', 'contract'] },
  },
  {
    email: 'diego.ramirez@demo.test',
    first: 'Diego',
    last: 'Ramírez',
    headline: 'Warehouse Operations Supervisor',
    city: 'Houston',
    ...HOU,
    years: 8,
    skills: ['Inventory Management', 'Forklift', 'Scheduling', 'Safety Compliance', 'SAP'],
    certifications: ['OSHA 30'],
    education: 'associate',
    school: 'Houston Community College',
    field: 'Supply Chain',
    industry: 'Logistics',
    level: 'manager',
    jobs: [
      ['Operations Supervisor', 'Gulf Coast Distribution', 5],
      ['Warehouse Associate', 'Bayou Logistics', 3],
    ],
    prefs: { remote: ['onsite'], employment_types: ['full_time'], locations: ['Houston'] },
  },
  {
    email: 'fatima.alsayed@demo.test',
    first: 'Fatima',
    last: 'Al-Sayed',
    headline: 'Registered Nurse',
    city: 'Sugar Land',
    ...HOU,
    years: 7,
    skills: ['Patient Care', 'Electronic Health Records', 'Triage', 'Medication Administration'],
    certifications: ['RN License', 'BLS'],
    education: 'bachelor',
    school: 'University of Houston',
    field: 'Nursing',
    industry: 'Healthcare',
    level: 'individual',
    jobs: [
      ['Registered Nurse', 'Memorial Hermann', 5],
      ['Nurse Technician', 'Texas Children’s Hospital', 2],
    ],
    prefs: { remote: ['onsite'], employment_types: ['full_time', 'part_time'] },
    resume: true,
  },
  {
    email: 'kwame.mensah@demo.test',
    first: 'Kwame',
    last: 'Mensah',
    headline: 'DevOps Engineer',
    city: 'Katy',
    ...HOU,
    years: 5,
    skills: ['Kubernetes', 'Terraform', 'Linux', 'CI/CD', 'AWS', 'Python'],
    certifications: ['Certified Kubernetes Administrator'],
    education: 'bachelor',
    school: 'Texas A&M University',
    field: 'Computer Engineering',
    industry: 'Energy',
    level: 'individual',
    jobs: [
      ['DevOps Engineer', 'Lone Star Energy', 3],
      ['Systems Administrator', 'Katy ISD', 2],
    ],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'sofia.rossi@demo.test',
    first: 'Sofia',
    last: 'Rossi',
    headline: 'Accountant',
    city: 'Marietta',
    ...ATL,
    years: 3,
    skills: ['Accounts Payable', 'QuickBooks', 'Excel', 'Reconciliation'],
    education: 'bachelor',
    school: 'Kennesaw State University',
    field: 'Accounting',
    industry: 'Finance',
    level: 'individual',
    jobs: [['Staff Accountant', 'Cobb Financial Group', 3]],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'], industries: ['Finance'] },
  },
  {
    email: 'jamal.washington@demo.test',
    first: 'Jamal',
    last: 'Washington',
    headline: 'IT Support Specialist',
    city: 'Atlanta',
    ...ATL,
    years: 2,
    skills: ['Help Desk', 'Windows', 'Networking', 'Active Directory', 'Customer Service'],
    certifications: ['CompTIA A+'],
    education: 'high_school',
    industry: 'Software',
    level: 'individual',
    jobs: [['IT Support Specialist', 'Emory University', 2]],
    prefs: { remote: ['onsite', 'hybrid'], employment_types: ['full_time', 'contract'] },
  },
  {
    email: 'priya.natarajan@demo.test',
    first: 'Priya',
    last: 'Natarajan',
    headline: 'Product Manager',
    city: 'Alpharetta',
    ...ATL,
    years: 10,
    skills: ['Roadmapping', 'Agile', 'Stakeholder Management', 'SQL', 'User Research'],
    education: 'master',
    school: 'Emory University',
    field: 'Business Administration',
    industry: 'Software',
    level: 'manager',
    jobs: [
      ['Senior Product Manager', 'Alpharetta Payments', 5],
      ['Product Owner', 'NCR', 5],
    ],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'], salary_min: 140000 },
  },
  {
    email: 'liam.obrien@demo.test',
    first: 'Liam',
    last: 'O’Brien',
    headline: 'Electrician',
    city: 'Pasadena',
    ...HOU,
    years: 12,
    skills: ['Electrical Wiring', 'Blueprint Reading', 'Troubleshooting', 'Safety Compliance'],
    certifications: ['Journeyman Electrician License', 'OSHA 10'],
    education: 'high_school',
    industry: 'Manufacturing',
    level: 'lead',
    jobs: [
      ['Lead Electrician', 'Ship Channel Industrial', 7],
      ['Electrician', 'Harris County Electric', 5],
    ],
    prefs: { remote: ['onsite'], employment_types: ['full_time', 'contract'] },
  },
  {
    email: 'amara.okafor@demo.test',
    first: 'Amara',
    last: 'Okafor',
    headline: 'Quality Assurance Tester',
    city: 'Atlanta',
    ...ATL,
    years: 1,
    skills: ['Manual Testing', 'Test Cases', 'Jira', 'Attention to Detail', 'Accessibility'],
    education: 'associate',
    school: 'Atlanta Technical College',
    field: 'Information Technology',
    industry: 'Software',
    level: 'individual',
    jobs: [['QA Tester (apprentice)', 'Neurodiverse Tech Collective', 1]],
    prefs: { remote: ['remote'], employment_types: ['full_time', 'part_time'] },
    summary: 'I notice small details others miss and like repeatable, well-documented work.',
  },
  {
    email: 'hiroshi.tanaka@demo.test',
    first: 'Hiroshi',
    last: 'Tanaka',
    headline: 'Machine Learning Engineer',
    city: 'The Woodlands',
    ...HOU,
    years: 6,
    skills: ['Python', 'PyTorch', 'Machine Learning', 'SQL', 'Docker'],
    education: 'doctorate',
    school: 'Rice University',
    field: 'Statistics',
    industry: 'Energy',
    level: 'individual',
    jobs: [
      ['Machine Learning Engineer', 'Woodlands Geoscience', 4],
      ['Postdoctoral Researcher', 'Rice University', 2],
    ],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'grace.kim@demo.test',
    first: 'Grace',
    last: 'Kim',
    headline: 'Customer Success Manager',
    city: 'Atlanta',
    ...ATL,
    years: 5,
    skills: ['Customer Service', 'CRM', 'Salesforce', 'Onboarding', 'Communication'],
    education: 'bachelor',
    school: 'University of Georgia',
    field: 'Communications',
    industry: 'Software',
    level: 'manager',
    jobs: [
      ['Customer Success Manager', 'Ponce Software', 3],
      ['Account Coordinator', 'Mailchimp', 2],
    ],
    prefs: { remote: ['hybrid', 'remote'], employment_types: ['full_time'] },
  },
  {
    email: 'mohammed.haddad@demo.test',
    first: 'Mohammed',
    last: 'Haddad',
    headline: 'Pharmacy Technician',
    city: 'Houston',
    ...HOU,
    years: 3,
    skills: ['Prescription Processing', 'Inventory Management', 'Customer Service', 'Electronic Health Records'],
    certifications: ['Certified Pharmacy Technician'],
    education: 'high_school',
    industry: 'Healthcare',
    level: 'individual',
    jobs: [['Pharmacy Technician', 'H-E-B Pharmacy', 3]],
    prefs: { remote: ['onsite'], employment_types: ['full_time', 'part_time'] },
  },
  {
    email: 'olivia.martin@demo.test',
    first: 'Olivia',
    last: 'Martin',
    headline: 'Technical Writer',
    city: 'Austin',
    region: 'TX',
    years: 7,
    skills: ['Technical Writing', 'Markdown', 'API Documentation', 'Editing', 'Git'],
    education: 'bachelor',
    school: 'University of Texas at Austin',
    field: 'English',
    industry: 'Software',
    level: 'individual',
    jobs: [
      ['Technical Writer', 'Hill Country Cloud', 4],
      ['Content Editor', 'Austin Monthly', 3],
    ],
    prefs: { remote: ['remote'], employment_types: ['full_time', 'contract'] },
    resume: true,
  },
  {
    email: 'andre.silva@demo.test',
    first: 'André',
    last: 'Silva',
    headline: 'Logistics Coordinator',
    city: 'Atlanta',
    ...ATL,
    years: 4,
    skills: ['Scheduling', 'Freight Coordination', 'Excel', 'SAP', 'Communication'],
    education: 'bachelor',
    school: 'Georgia Southern University',
    field: 'Logistics',
    industry: 'Logistics',
    level: 'individual',
    jobs: [['Logistics Coordinator', 'Hartsfield Cargo Services', 4]],
    prefs: { remote: ['onsite', 'hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'nadia.petrova@demo.test',
    first: 'Nadia',
    last: 'Petrova',
    headline: 'Financial Analyst',
    city: 'Houston',
    ...HOU,
    years: 6,
    skills: ['Financial Modeling', 'Excel', 'Forecasting', 'SQL', 'Power BI'],
    certifications: ['CFA Level II'],
    education: 'master',
    school: 'University of Houston',
    field: 'Finance',
    industry: 'Finance',
    level: 'individual',
    jobs: [
      ['Financial Analyst', 'Energy Capital Partners', 4],
      ['Analyst', 'Frost Bank', 2],
    ],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'], industries: ['Energy'] },
  },
  {
    email: 'tyrone.jackson@demo.test',
    first: 'Tyrone',
    last: 'Jackson',
    headline: 'Retail Store Manager',
    city: 'Decatur',
    ...ATL,
    years: 11,
    skills: ['Team Leadership', 'Scheduling', 'Inventory Management', 'Customer Service', 'Coaching'],
    education: 'associate',
    school: 'Georgia Piedmont Technical College',
    field: 'Business',
    industry: 'Retail',
    level: 'manager',
    jobs: [
      ['Store Manager', 'Decatur Outfitters', 6],
      ['Assistant Manager', 'Target', 5],
    ],
    prefs: { remote: ['onsite'], employment_types: ['full_time'] },
  },
  {
    email: 'elena.garcia@demo.test',
    first: 'Elena',
    last: 'García',
    headline: 'Bilingual Medical Receptionist',
    city: 'Pasadena',
    ...HOU,
    years: 2,
    skills: ['Scheduling', 'Spanish', 'Customer Service', 'Electronic Health Records'],
    education: 'high_school',
    industry: 'Healthcare',
    level: 'individual',
    jobs: [['Medical Receptionist', 'Pasadena Family Clinic', 2]],
    prefs: { remote: ['onsite'], employment_types: ['full_time', 'part_time'] },
  },
  {
    email: 'samuel.adeyemi@demo.test',
    first: 'Samuel',
    last: 'Adeyemi',
    headline: 'Cybersecurity Analyst',
    city: 'Alpharetta',
    ...ATL,
    years: 5,
    skills: ['Security Monitoring', 'SIEM', 'Incident Response', 'Networking', 'Python'],
    certifications: ['CompTIA Security+', 'CISSP'],
    education: 'bachelor',
    school: 'Kennesaw State University',
    field: 'Information Security',
    industry: 'Finance',
    level: 'individual',
    jobs: [
      ['Security Analyst', 'Alpharetta Payments', 3],
      ['SOC Analyst', 'SecureWorks', 2],
    ],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'hannah.schmidt@demo.test',
    first: 'Hannah',
    last: 'Schmidt',
    headline: 'Elementary School Teacher',
    city: 'Katy',
    ...HOU,
    years: 8,
    skills: ['Lesson Planning', 'Classroom Management', 'Special Education', 'Communication'],
    certifications: ['Texas Teaching Certificate'],
    education: 'bachelor',
    school: 'Sam Houston State University',
    field: 'Education',
    industry: 'Education',
    level: 'individual',
    jobs: [['Teacher', 'Katy ISD', 8]],
    prefs: { remote: ['onsite', 'remote'], employment_types: ['full_time'], industries: ['Software'] },
    summary: 'Looking to move into instructional design or edtech.',
  },
  {
    email: 'carlos.mendoza@demo.test',
    first: 'Carlos',
    last: 'Mendoza',
    headline: 'Process Engineer',
    city: 'Baytown',
    ...HOU,
    years: 9,
    skills: ['Process Improvement', 'Six Sigma', 'AutoCAD', 'Safety Compliance', 'Data Analysis'],
    certifications: ['Six Sigma Green Belt'],
    education: 'bachelor',
    school: 'Lamar University',
    field: 'Chemical Engineering',
    industry: 'Manufacturing',
    level: 'lead',
    jobs: [
      ['Senior Process Engineer', 'Baytown Chemical', 6],
      ['Process Engineer', 'ExxonMobil', 3],
    ],
    prefs: { remote: ['onsite'], employment_types: ['full_time'] },
  },
  {
    email: 'zoe.thompson@demo.test',
    first: 'Zoe',
    last: 'Thompson',
    headline: 'Graphic Designer',
    city: 'Atlanta',
    ...ATL,
    years: 3,
    skills: ['Adobe Illustrator', 'Figma', 'Branding', 'Typography'],
    education: 'bachelor',
    school: 'SCAD Atlanta',
    field: 'Graphic Design',
    industry: 'Retail',
    level: 'individual',
    jobs: [['Graphic Designer', 'Ponce City Creative', 3]],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time', 'contract'] },
  },
  {
    email: 'ibrahim.diallo@demo.test',
    first: 'Ibrahim',
    last: 'Diallo',
    headline: 'Delivery Driver',
    city: 'Houston',
    ...HOU,
    years: 4,
    skills: ['Route Planning', 'Customer Service', 'Safe Driving', 'Time Management'],
    certifications: ['Class B CDL'],
    education: 'high_school',
    industry: 'Logistics',
    level: 'individual',
    jobs: [['Delivery Driver', 'Bayou Logistics', 4]],
    prefs: { remote: ['onsite'], employment_types: ['full_time', 'part_time'] },
  },
  {
    email: 'rachel.goldberg@demo.test',
    first: 'Rachel',
    last: 'Goldberg',
    headline: 'HR Generalist',
    city: 'Sandy Springs',
    ...ATL,
    years: 6,
    skills: ['Recruiting', 'Onboarding', 'HRIS', 'Employee Relations', 'Accessibility'],
    certifications: ['SHRM-CP'],
    education: 'bachelor',
    school: 'Georgia State University',
    field: 'Psychology',
    industry: 'Healthcare',
    level: 'individual',
    jobs: [
      ['HR Generalist', 'Northside Health', 4],
      ['Recruiting Coordinator', 'Cox Enterprises', 2],
    ],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'minh.nguyen@demo.test',
    first: 'Minh',
    last: 'Nguyen',
    headline: 'Full Stack Developer',
    city: 'Houston',
    ...HOU,
    years: 3,
    skills: ['JavaScript', 'React', 'Node.js', 'SQL', 'Git'],
    education: 'bachelor',
    school: 'University of Houston',
    field: 'Computer Science',
    industry: 'Software',
    level: 'individual',
    jobs: [
      ['Full Stack Developer', 'Space City Apps', 2],
      ['Web Developer Intern', 'NASA Johnson Space Center', 1],
    ],
    prefs: { remote: ['remote', 'hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'lucia.fernandez@demo.test',
    first: 'Lucía',
    last: 'Fernández',
    headline: 'Operations Director',
    city: 'The Woodlands',
    ...HOU,
    years: 16,
    skills: ['Operations Management', 'Budgeting', 'Team Leadership', 'Process Improvement', 'Vendor Management'],
    education: 'master',
    school: 'Rice University',
    field: 'Business Administration',
    industry: 'Energy',
    level: 'director',
    jobs: [
      ['Director of Operations', 'Woodlands Geoscience', 7],
      ['Operations Manager', 'Shell', 9],
    ],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'], salary_min: 180000 },
  },
  {
    email: 'noah.williams@demo.test',
    first: 'Noah',
    last: 'Williams',
    headline: 'Data Entry Clerk',
    city: 'Marietta',
    ...ATL,
    years: 0,
    skills: ['Data Entry', 'Excel', 'Typing', 'Attention to Detail'],
    education: 'high_school',
    industry: 'Finance',
    level: 'individual',
    jobs: [],
    prefs: { remote: ['remote', 'onsite'], employment_types: ['part_time', 'internship'] },
    summary: 'Recently finished a job-readiness program; calm, accurate and reliable.',
  },
  {
    email: 'ana.costa@demo.test',
    first: 'Ana',
    last: 'Costa',
    headline: 'Clinical Research Coordinator',
    city: 'Atlanta',
    ...ATL,
    years: 5,
    skills: ['Clinical Trials', 'Data Collection', 'Regulatory Compliance', 'Electronic Health Records'],
    certifications: ['ACRP-CP'],
    education: 'master',
    school: 'Emory University',
    field: 'Public Health',
    industry: 'Healthcare',
    level: 'individual',
    jobs: [['Clinical Research Coordinator', 'Emory Healthcare', 5]],
    prefs: { remote: ['hybrid'], employment_types: ['full_time'] },
  },
  {
    email: 'david.levi@demo.test',
    first: 'David',
    last: 'Levi',
    headline: 'Engineering Manager',
    city: 'Chicago',
    region: 'IL',
    years: 14,
    skills: ['Team Leadership', 'TypeScript', 'System Design', 'Hiring', 'Agile'],
    education: 'bachelor',
    school: 'University of Illinois',
    field: 'Computer Science',
    industry: 'Software',
    level: 'manager',
    jobs: [
      ['Engineering Manager', 'Lakeshore Logistics Tech', 5],
      ['Staff Engineer', 'Groupon', 9],
    ],
    prefs: { remote: ['remote'], employment_types: ['full_time'], salary_min: 170000 },
  },
];

/** seeker@demo.test: a full profile that matches several demo jobs, with a résumé. */
const SAM: DemoSeeker = {
  email: 'seeker@demo.test',
  first: 'Sam',
  last: 'Seeker',
  headline: 'Data Analyst',
  city: 'Atlanta',
  region: 'GA',
  years: 5,
  skills: ['SQL', 'Python', 'Excel', 'Tableau', 'Data Visualization', 'Statistics'],
  certifications: ['Google Data Analytics Certificate'],
  education: 'bachelor',
  school: 'Georgia State University',
  field: 'Mathematics',
  industry: 'Software',
  level: 'individual',
  jobs: [
    ['Data Analyst', 'Peachtree Analytics', 3],
    ['Reporting Assistant', 'Fulton County Schools', 2],
  ],
  prefs: {
    remote: ['hybrid', 'remote'],
    employment_types: ['full_time'],
    locations: ['Atlanta', 'Decatur'],
    salary_min: 65000,
    industries: ['Healthcare', 'Finance'],
  },
  summary: 'Analyst who turns messy data into clear, calm reports. I work best with written instructions and a predictable schedule.',
  resume: true,
};

/** "YYYY-MM", `years` before `now`. */
function monthsAgo(now: Date, years: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - Math.round(years * 12), 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

function experienceOf(s: DemoSeeker, now: Date): ExperienceEntry[] {
  let endYearsAgo = 0;
  return s.jobs.map(([title, company, years], i) => {
    const entry: ExperienceEntry = {
      title,
      company,
      start: monthsAgo(now, endYearsAgo + years),
      end: i === 0 ? null : monthsAgo(now, endYearsAgo),
      description: i === 0 ? `${title} at ${company}.` : '',
    };
    endYearsAgo += years;
    return entry;
  });
}

function educationOf(s: DemoSeeker, now: Date): EducationEntry[] {
  if (!s.school) return [];
  return [{ level: s.education, school: s.school, field: s.field ?? '', year: now.getUTCFullYear() - s.years - 1 }];
}

type ResumeSource = Pick<
  DemoSeeker,
  'first' | 'last' | 'headline' | 'city' | 'region' | 'email' | 'skills' | 'certifications' | 'jobs' | 'school' | 'field' | 'summary'
>;

/** The lines of a demo seeker's résumé: the PDF shows them, and they are its extracted text. */
export function demoResumeLines(s: ResumeSource): string[] {
  return [
    `${s.first} ${s.last}`,
    `${s.headline} · ${s.city}, ${s.region} · ${s.email}`,
    '',
    ...(s.summary ? ['Summary', s.summary, ''] : []),
    'Skills',
    s.skills.join(', '),
    '',
    ...(s.certifications?.length ? ['Certifications', s.certifications.join(', '), ''] : []),
    'Experience',
    ...s.jobs.map(([title, company, years]) => `${title}, ${company} (${years} year${years === 1 ? '' : 's'})`),
    '',
    ...(s.school ? ['Education', `${s.school}${s.field ? `, ${s.field}` : ''}`] : []),
  ];
}

export interface SeedSeekersOptions {
  tenantId: number;
  tenantSlug: string;
  /** The demo password's hash, computed once by the caller. */
  passwordHash: string;
  /** Where résumé files go; without it no résumé is stored. */
  files?: FileStore | undefined;
  now?: Date;
}

/** 30 demo job seekers with profiles, and seeker@demo.test's full profile; résumés for a few. */
export async function seedSeekers(db: Db, o: SeedSeekersOptions): Promise<void> {
  const now = o.now ?? new Date();
  await db
    .insert(users)
    .values(
      SEEKERS.map((s) => ({
        tenantId: o.tenantId,
        email: s.email,
        passwordHash: o.passwordHash,
        firstName: s.first,
        lastName: s.last,
        isUser: true,
        roleId: null,
        approvalStatus: 'approved' as const,
        emailVerified: true,
        isConsent: true,
      })),
    )
    .onConflictDoNothing();
  const all = [...SEEKERS, SAM];
  const ids = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, o.tenantId),
        inArray(
          users.email,
          all.map((s) => s.email),
        ),
      ),
    );
  const idOf = new Map(ids.map((r) => [r.email, r.id]));
  const withIds = all.flatMap((s) => {
    const id = idOf.get(s.email);
    return id === undefined ? [] : [{ s, id }];
  });
  const created = await db
    .insert(seekerProfiles)
    .values(
      withIds.map(({ s, id }) => ({
        userId: id,
        tenantId: o.tenantId,
        headline: s.headline,
        summary: s.summary ?? '',
        city: s.city,
        region: s.region,
        country: 'US',
        phone: s === SAM ? '+1 404 555 0142' : '',
        yearsExperience: s.years,
        skills: s.skills,
        certifications: s.certifications ?? [],
        education: s.education,
        industry: s.industry,
        managementLevel: s.level,
        experience: experienceOf(s, now),
        educationEntries: educationOf(s, now),
        preferences: s.prefs,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: seekerProfiles.userId });
  if (!o.files) return;
  const fresh = new Set(created.map((c) => c.userId));
  const withResume = withIds.filter(({ s, id }) => s.resume && fresh.has(id));
  for (const { s, id: userId } of withResume) {
    const lines = demoResumeLines(s);
    const data = simplePdf(lines);
    const id = randomUUID();
    const path = `resume/${id}.pdf`;
    await o.files.put(o.tenantSlug, path, data);
    await db.insert(storedFiles).values({
      id,
      tenantId: o.tenantId,
      ownerId: userId,
      kind: 'resume',
      path,
      originalName: `${s.first} ${s.last} - Resume.pdf`,
      contentType: 'application/pdf',
      size: data.length,
      sha256: createHash('sha256').update(data).digest('hex'),
      // The text the PDF was written from (the same that extracting it gives back, without the cost).
      extractedText: lines.filter((l) => l !== '').join('\n'),
    });
    await db
      .update(seekerProfiles)
      .set({ resumeFileId: id })
      .where(and(eq(seekerProfiles.tenantId, o.tenantId), eq(seekerProfiles.userId, userId)));
  }
}

export const DEMO_SEEKER_EMAILS = SEEKERS.map((s) => s.email);
