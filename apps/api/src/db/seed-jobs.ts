// Demo jobs (issue 3 "Demo data": at least 40 jobs, every status): employers that hire neurodivergent people well, around Atlanta
// and Houston, remote, and a few far away, in every status with a believable history and hiring team.
// Written in three batch inserts per tenant; skipped for a tenant that already has jobs (idempotent).
import { and, count, eq, inArray } from 'drizzle-orm';
import type { JobStatus, MatchWeights } from './schema.ts';
import { jobHiringTeam, jobStatusHistory, jobs, tenants, users } from './schema.ts';
import type { Db } from './client.ts';
import { cleanDescription } from '../services/job-description.ts';
import { DEFAULT_WEIGHTS } from '../services/match-score.ts';
import { searchVector, type JobValues } from '../services/jobs.ts';

type Remote = JobValues['remote'];
type Employment = NonNullable<JobValues['employmentType']>;
type Education = NonNullable<JobValues['education']>;
type Level = NonNullable<JobValues['managementLevel']>;

interface Place {
  city: string;
  region: string;
  country: string;
  lat: number | null;
  long: number | null;
}

const P = (city: string, region: string, lat: number, long: number, country = 'USA'): Place => ({ city, region, country, lat, long });
const PLACES = {
  atlanta: P('Atlanta', 'GA', 33.749, -84.388),
  decatur: P('Decatur', 'GA', 33.7748, -84.2963),
  marietta: P('Marietta', 'GA', 33.9526, -84.5499),
  alpharetta: P('Alpharetta', 'GA', 34.0754, -84.2941),
  sandySprings: P('Sandy Springs', 'GA', 33.9304, -84.3733),
  kennesaw: P('Kennesaw', 'GA', 34.0234, -84.6155),
  duluth: P('Duluth', 'GA', 34.0029, -84.1446),
  lawrenceville: P('Lawrenceville', 'GA', 33.9562, -83.988),
  peachtreeCity: P('Peachtree City', 'GA', 33.3968, -84.5958),
  houston: P('Houston', 'TX', 29.7604, -95.3698),
  sugarLand: P('Sugar Land', 'TX', 29.6197, -95.6349),
  woodlands: P('The Woodlands', 'TX', 30.1658, -95.4613),
  pasadena: P('Pasadena', 'TX', 29.6911, -95.2091),
  katy: P('Katy', 'TX', 29.7858, -95.8245),
  pearland: P('Pearland', 'TX', 29.5636, -95.286),
  cypress: P('Cypress', 'TX', 29.9691, -95.6972),
  leagueCity: P('League City', 'TX', 29.5075, -95.0949),
  austin: P('Austin', 'TX', 30.2672, -97.7431),
  newYork: P('New York', 'NY', 40.7128, -74.006),
  seattle: P('Seattle', 'WA', 47.6062, -122.3321),
  chicago: P('Chicago', 'IL', 41.8781, -87.6298),
  toronto: P('Toronto', 'ON', 43.6532, -79.3832, 'Canada'),
  remote: { city: '', region: '', country: 'USA', lat: null, long: null } satisfies Place,
} as const;

interface DemoJob {
  title: string;
  company: string;
  place: Place;
  remote: Remote;
  type?: Employment;
  exp: [number, number];
  salary: [number | null, number | null];
  currency?: string;
  required: string[];
  nice?: string[];
  certs?: string[];
  education: Education;
  industry: string;
  level?: Level;
  status: JobStatus;
  /** Days ago the job was created. */
  age: number;
  duties: string[];
  helps: string[];
  weights?: MatchWeights;
  /** Emails of the hiring team (the first one posted the job). */
  team: string[];
  reason?: string;
}

const SUPPORT = [
  'Interview questions are shared in writing two days ahead, and you can answer in writing if you prefer.',
  'Quiet workspaces, noise-cancelling headphones and flexible start times are normal here, not exceptions.',
  'Instructions come in writing, with a named buddy for your first three months.',
  'You can ask for adjustments at any point; a short form is enough, no diagnosis needed.',
  'Meetings have agendas sent in advance and cameras are optional.',
];

const M = 'manager@demo.test';
const R = 'recruiter@demo.test';
const HM = 'member@demo.test';
const RM = 'recruiter.member@demo.test';

const DATA_WEIGHTS: MatchWeights = { skills: 50, certification: 5, education: 10, jobTitle: 15, industry: 10, mgmtLevel: 10 };
const CERT_WEIGHTS: MatchWeights = { skills: 35, certification: 25, education: 10, jobTitle: 10, industry: 10, mgmtLevel: 10 };
const LEAD_WEIGHTS: MatchWeights = { skills: 35, certification: 5, education: 10, jobTitle: 15, industry: 10, mgmtLevel: 25 };

export const DEMO_JOBS: readonly DemoJob[] = [
  // Data
  {
    title: 'Data Analyst',
    company: 'Brightpath Analytics',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [62000, 78000],
    required: ['SQL', 'Excel', 'Tableau'],
    nice: ['Python', 'Power BI'],
    education: 'bachelor',
    industry: 'Data and analytics',
    status: 'active',
    age: 3,
    duties: [
      'Turn raw sales data into clear weekly reports',
      'Check data for gaps and errors before it is shared',
      'Answer questions from the sales team in writing',
    ],
    helps: ['Comfort with SQL joins and aggregates', 'A careful eye for detail'],
    weights: DATA_WEIGHTS,
    team: [M, HM],
  },
  {
    title: 'Junior Data Analyst',
    company: 'Peachtree Data Co.',
    place: PLACES.decatur,
    remote: 'onsite',
    exp: [0, 2],
    salary: [48000, 56000],
    required: ['Excel', 'SQL'],
    nice: ['Google Sheets', 'Looker Studio'],
    education: 'associate',
    industry: 'Data and analytics',
    status: 'active',
    age: 6,
    duties: ['Keep our customer dashboards up to date', 'Spot unusual numbers and flag them', 'Document each report step by step'],
    helps: ['Curiosity about numbers', 'Patience with repetitive checks'],
    team: [R, RM],
  },
  {
    title: 'Data Quality Specialist',
    company: 'Steady State Data',
    place: PLACES.houston,
    remote: 'hybrid',
    exp: [1, 4],
    salary: [55000, 68000],
    required: ['Data validation', 'SQL', 'Attention to detail'],
    nice: ['Python'],
    education: 'associate',
    industry: 'Data and analytics',
    status: 'active',
    age: 2,
    duties: ['Design checks that catch bad records early', 'Fix and document data issues', 'Work with engineers on root causes'],
    helps: ['Liking rules and patterns', 'Clear written communication'],
    weights: DATA_WEIGHTS,
    team: [M],
  },
  {
    title: 'Data Engineer',
    company: 'Bayou Cloud Services',
    place: PLACES.sugarLand,
    remote: 'hybrid',
    exp: [3, 7],
    salary: [105000, 128000],
    required: ['Python', 'SQL', 'Airflow'],
    nice: ['dbt', 'AWS'],
    education: 'bachelor',
    industry: 'Software',
    status: 'active',
    age: 9,
    duties: ['Build and maintain our data pipelines', 'Write tests for every transformation', 'Keep runbooks current'],
    helps: ['Experience with scheduled jobs', 'Enjoying tidy, well-tested code'],
    team: [M, HM, R],
  },
  {
    title: 'Business Intelligence Developer',
    company: 'Ledgerline Finance',
    place: PLACES.alpharetta,
    remote: 'hybrid',
    exp: [2, 6],
    salary: [85000, 102000],
    required: ['Power BI', 'SQL', 'DAX'],
    nice: ['Azure'],
    education: 'bachelor',
    industry: 'Finance',
    status: 'paused',
    age: 30,
    duties: [
      'Build Power BI reports for the finance team',
      'Model data for self-service analysis',
      'Train colleagues with short written guides',
    ],
    helps: ['Experience with star schemas'],
    team: [M],
    reason: 'Pausing while we review the first applicants.',
  },
  {
    title: 'Data Entry and Records Specialist',
    company: 'Keystone Claims Services',
    place: PLACES.pasadena,
    remote: 'onsite',
    type: 'part_time',
    exp: [0, 2],
    salary: [34000, 40000],
    required: ['Typing accuracy', 'Data entry'],
    nice: ['Excel'],
    education: 'high_school',
    industry: 'Insurance',
    status: 'active',
    age: 1,
    duties: ['Enter claim details from scanned forms', 'Check entries against the source', 'Keep the records log in order'],
    helps: ['Steady focus', 'Liking clear routines'],
    team: [R],
  },
  {
    title: 'Remote Data Analyst',
    company: 'Fieldnote Research',
    place: PLACES.remote,
    remote: 'remote',
    exp: [2, 5],
    salary: [70000, 84000],
    required: ['SQL', 'Python', 'Statistics'],
    nice: ['R'],
    education: 'bachelor',
    industry: 'Research',
    status: 'active',
    age: 4,
    duties: ['Analyse survey results', 'Write short, plain summaries of findings', 'Review analyses with a teammate'],
    helps: ['Comfort working asynchronously'],
    weights: DATA_WEIGHTS,
    team: [M, RM],
  },

  // QA and testing
  {
    title: 'QA Test Analyst',
    company: 'Clearview QA Labs',
    place: PLACES.atlanta,
    remote: 'onsite',
    exp: [0, 2],
    salary: [50000, 60000],
    required: ['Manual testing', 'Test cases', 'Jira'],
    nice: ['SQL'],
    certs: ['ISTQB Foundation'],
    education: 'high_school',
    industry: 'Software',
    status: 'active',
    age: 2,
    duties: ['Follow and improve written test plans', 'Report bugs with clear steps to reproduce', 'Retest fixes before release'],
    helps: ['Noticing small differences', 'Enjoying methodical work'],
    weights: CERT_WEIGHTS,
    team: [M, HM],
  },
  {
    title: 'Software Test Engineer',
    company: 'Lumen Test Works',
    place: PLACES.marietta,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [78000, 92000],
    required: ['Playwright', 'TypeScript', 'Test automation'],
    nice: ['CI pipelines'],
    education: 'bachelor',
    industry: 'Software',
    status: 'active',
    age: 5,
    duties: ['Write end-to-end tests for our web apps', 'Keep the test suite fast and reliable', 'Pair with developers on testability'],
    helps: ['Experience with browser automation'],
    team: [M, R],
  },
  {
    title: 'Accessibility Tester',
    company: 'Mosaic Accessibility Partners',
    place: PLACES.remote,
    remote: 'remote',
    exp: [1, 4],
    salary: [60000, 74000],
    required: ['WCAG', 'Screen readers', 'Manual testing'],
    nice: ['axe', 'NVDA'],
    certs: ['IAAP CPACC'],
    education: 'associate',
    industry: 'Accessibility',
    status: 'active',
    age: 3,
    duties: ['Test websites against WCAG 2.2 AA', 'Write clear findings with fixes', 'Retest and confirm fixes'],
    helps: ['Lived experience with assistive technology is welcome'],
    weights: CERT_WEIGHTS,
    team: [HM, M],
  },
  {
    title: 'Manual QA Tester',
    company: 'Clearview QA Labs',
    place: PLACES.katy,
    remote: 'onsite',
    type: 'contract',
    exp: [0, 2],
    salary: [40000, 48000],
    required: ['Manual testing', 'Bug reporting'],
    nice: ['Mobile testing'],
    education: 'high_school',
    industry: 'Software',
    status: 'active',
    age: 7,
    duties: ['Run test passes on mobile apps', 'Log bugs with screenshots', 'Keep the device lab tidy'],
    helps: ['Patience and persistence'],
    team: [R, RM],
  },
  {
    title: 'Test Automation Engineer',
    company: 'Spectrum Software Co.',
    place: PLACES.woodlands,
    remote: 'hybrid',
    exp: [3, 6],
    salary: [92000, 110000],
    required: ['Selenium', 'Java', 'Test automation'],
    nice: ['Cucumber', 'Jenkins'],
    education: 'bachelor',
    industry: 'Software',
    status: 'Offered',
    age: 40,
    duties: ['Own the automated regression suite', 'Mentor manual testers moving into automation', 'Report quality trends to the team'],
    helps: ['Calm approach to flaky tests'],
    team: [M, HM],
  },
  {
    title: 'Game Tester',
    company: 'Pixel Harbor Games',
    place: PLACES.austin,
    remote: 'onsite',
    type: 'temporary',
    exp: [0, 2],
    salary: [36000, 42000],
    required: ['Manual testing', 'Attention to detail'],
    nice: ['Game consoles'],
    education: 'none',
    industry: 'Gaming',
    status: 'active',
    age: 8,
    duties: ['Play pre-release builds following test scripts', 'Describe bugs precisely', 'Check fixes in new builds'],
    helps: ['Love of games and patterns'],
    team: [R],
  },
  {
    title: 'QA Lead',
    company: 'Lumen Test Works',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [5, 10],
    salary: [105000, 122000],
    required: ['Test strategy', 'Test automation', 'Mentoring'],
    nice: ['Playwright'],
    education: 'bachelor',
    industry: 'Software',
    level: 'lead',
    status: 'draft',
    age: 1,
    duties: ['Set the testing approach for two product teams', 'Coach testers', 'Report quality risks early'],
    helps: ['Experience leading small teams'],
    weights: LEAD_WEIGHTS,
    team: [M],
  },

  // Software and IT
  {
    title: 'Junior Software Developer',
    company: 'Spectrum Software Co.',
    place: PLACES.sandySprings,
    remote: 'hybrid',
    exp: [0, 2],
    salary: [65000, 76000],
    required: ['JavaScript', 'React', 'Git'],
    nice: ['TypeScript'],
    education: 'associate',
    industry: 'Software',
    status: 'active',
    age: 2,
    duties: ['Build small features with a mentor', 'Write tests for your code', 'Take part in written code reviews'],
    helps: ['A portfolio or bootcamp projects are welcome'],
    team: [M, HM, R],
  },
  {
    title: 'Backend Developer',
    company: 'Quietly Digital',
    place: PLACES.remote,
    remote: 'remote',
    exp: [3, 6],
    salary: [110000, 135000],
    required: ['Node.js', 'PostgreSQL', 'TypeScript'],
    nice: ['Fastify', 'Docker'],
    education: 'bachelor',
    industry: 'Software',
    status: 'active',
    age: 6,
    duties: ['Design and build API endpoints', 'Keep queries fast and safe', 'Write clear design notes'],
    helps: ['Async-first habits'],
    team: [M],
  },
  {
    title: 'Python Developer',
    company: 'Steady State Data',
    place: PLACES.houston,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [95000, 115000],
    required: ['Python', 'Django', 'SQL'],
    nice: ['Celery'],
    education: 'bachelor',
    industry: 'Software',
    status: 'closed',
    age: 55,
    duties: ['Build internal tools', 'Automate data imports', 'Maintain test coverage'],
    helps: ['Experience with web frameworks'],
    team: [M, HM],
    reason: 'Position filled.',
  },
  {
    title: 'IT Support Specialist',
    company: 'Northstar Logistics',
    place: PLACES.duluth,
    remote: 'onsite',
    exp: [1, 3],
    salary: [46000, 55000],
    required: ['Windows', 'Active Directory', 'Ticketing systems'],
    nice: ['Microsoft 365'],
    certs: ['CompTIA A+'],
    education: 'associate',
    industry: 'Logistics',
    status: 'active',
    age: 10,
    duties: ['Resolve tickets from warehouse staff', 'Set up laptops and scanners', 'Keep the knowledge base current'],
    helps: ['Patient, step-by-step explanations'],
    weights: CERT_WEIGHTS,
    team: [R, RM],
  },
  {
    title: 'DevOps Engineer',
    company: 'Bayou Cloud Services',
    place: PLACES.remote,
    remote: 'remote',
    exp: [4, 8],
    salary: [125000, 150000],
    required: ['Linux', 'Docker', 'Terraform'],
    nice: ['Kubernetes', 'AWS'],
    education: 'bachelor',
    industry: 'Software',
    status: 'paused',
    age: 35,
    duties: ['Run our cloud infrastructure as code', 'Improve deployment safety', 'Keep runbooks short and accurate'],
    helps: ['Calm on-call habits'],
    team: [M],
    reason: 'Budget review this quarter.',
  },
  {
    title: 'Mobile Developer',
    company: 'Quietly Digital',
    place: PLACES.newYork,
    remote: 'hybrid',
    exp: [2, 6],
    salary: [120000, 140000],
    required: ['Kotlin', 'Swift'],
    nice: ['React Native'],
    education: 'bachelor',
    industry: 'Software',
    status: 'active',
    age: 12,
    duties: ['Build features for our iOS and Android apps', 'Make the apps work well with screen readers', 'Review code in writing'],
    helps: ['Interest in accessible mobile design'],
    team: [M, HM],
  },
  {
    title: 'Salesforce Administrator',
    company: 'Ledgerline Finance',
    place: PLACES.chicago,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [82000, 96000],
    required: ['Salesforce', 'Process automation'],
    certs: ['Salesforce Administrator'],
    education: 'bachelor',
    industry: 'Finance',
    status: 'draft',
    age: 2,
    duties: ['Maintain fields, flows and permissions', 'Document every change', 'Help colleagues with reports'],
    helps: ['Methodical change management'],
    weights: CERT_WEIGHTS,
    team: [R],
  },

  // Accessibility
  {
    title: 'Digital Accessibility Auditor',
    company: 'Mosaic Accessibility Partners',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [3, 6],
    salary: [75000, 90000],
    required: ['WCAG', 'Accessibility auditing', 'HTML'],
    nice: ['ARIA', 'PDF accessibility'],
    certs: ['IAAP WAS'],
    education: 'bachelor',
    industry: 'Accessibility',
    status: 'active',
    age: 4,
    duties: ['Audit sites and apps for clients', 'Write reports developers can act on', 'Run short training sessions'],
    helps: ['Deep interest in inclusive design'],
    weights: CERT_WEIGHTS,
    team: [HM, M],
  },
  {
    title: 'Assistive Technology Trainer',
    company: 'Orbit Accessibility',
    place: PLACES.houston,
    remote: 'onsite',
    type: 'part_time',
    exp: [1, 5],
    salary: [45000, 55000],
    required: ['Screen readers', 'Training', 'Patience'],
    nice: ['JAWS', 'Dragon'],
    education: 'associate',
    industry: 'Accessibility',
    status: 'active',
    age: 11,
    duties: ['Teach people to use assistive technology', 'Adapt lessons to each learner', 'Keep simple progress notes'],
    helps: ['Experience as an assistive technology user'],
    team: [R, HM],
  },
  {
    title: 'Accessibility Specialist',
    company: 'Spectrum Software Co.',
    place: PLACES.toronto,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [80000, 95000],
    currency: 'CAD',
    required: ['WCAG', 'Design systems', 'Screen readers'],
    nice: ['Figma'],
    education: 'bachelor',
    industry: 'Accessibility',
    status: 'Offered',
    age: 45,
    duties: ['Make our design system accessible by default', 'Review designs and code', 'Run accessibility office hours'],
    helps: ['Bilingual English and French is a plus'],
    team: [M],
  },

  // Logistics
  {
    title: 'Inventory Control Specialist',
    company: 'Northstar Logistics',
    place: PLACES.lawrenceville,
    remote: 'onsite',
    exp: [1, 3],
    salary: [42000, 50000],
    required: ['Inventory management', 'Cycle counting', 'Excel'],
    nice: ['SAP'],
    education: 'high_school',
    industry: 'Logistics',
    status: 'active',
    age: 5,
    duties: ['Run daily cycle counts', 'Investigate and fix count differences', 'Keep stock records accurate'],
    helps: ['Liking order and accuracy'],
    team: [R, RM],
  },
  {
    title: 'Warehouse Operations Coordinator',
    company: 'Gulf Coast Supply Chain',
    place: PLACES.pasadena,
    remote: 'onsite',
    exp: [2, 5],
    salary: [52000, 62000],
    required: ['Warehouse operations', 'Scheduling', 'WMS'],
    nice: ['Forklift certification'],
    education: 'high_school',
    industry: 'Logistics',
    level: 'lead',
    status: 'active',
    age: 7,
    duties: ['Plan each shift with clear written schedules', 'Coordinate inbound and outbound loads', 'Track safety checks'],
    helps: ['Calm problem solving'],
    weights: LEAD_WEIGHTS,
    team: [M, R],
  },
  {
    title: 'Logistics Data Coordinator',
    company: 'Tidewater Logistics',
    place: PLACES.pearland,
    remote: 'hybrid',
    exp: [1, 4],
    salary: [50000, 60000],
    required: ['Excel', 'Data entry', 'Shipment tracking'],
    nice: ['SQL'],
    education: 'associate',
    industry: 'Logistics',
    status: 'active',
    age: 3,
    duties: ['Keep shipment data complete and correct', 'Prepare daily delivery reports', 'Flag delays to the operations team'],
    helps: ['Enjoying spreadsheets'],
    team: [R],
  },
  {
    title: 'Supply Chain Analyst',
    company: 'Gulf Coast Supply Chain',
    place: PLACES.cypress,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [68000, 80000],
    required: ['Supply chain', 'Excel', 'Forecasting'],
    nice: ['Power BI'],
    certs: ['APICS CSCP'],
    education: 'bachelor',
    industry: 'Logistics',
    status: 'closed',
    age: 60,
    duties: ['Forecast demand', 'Model stock levels', 'Explain findings in plain words'],
    helps: ['Comfort with numbers'],
    team: [M, HM],
    reason: 'The role was filled internally.',
  },
  {
    title: 'Shipping and Receiving Clerk',
    company: 'Northstar Logistics',
    place: PLACES.peachtreeCity,
    remote: 'onsite',
    exp: [0, 2],
    salary: [35000, 41000],
    required: ['Shipping', 'Receiving', 'Attention to detail'],
    education: 'high_school',
    industry: 'Logistics',
    status: 'active',
    age: 1,
    duties: ['Check deliveries against orders', 'Label and stage outgoing parcels', 'Keep the dock area organised'],
    helps: ['Steady, predictable routines'],
    team: [R, RM],
  },
  {
    title: 'Route Planner',
    company: 'Tidewater Logistics',
    place: PLACES.leagueCity,
    remote: 'onsite',
    exp: [1, 4],
    salary: [48000, 58000],
    required: ['Route planning', 'Excel'],
    nice: ['GIS'],
    education: 'associate',
    industry: 'Logistics',
    status: 'draft',
    age: 0,
    duties: ['Plan daily delivery routes', 'Balance driver workloads', 'Update routes when plans change'],
    helps: ['Liking puzzles and maps'],
    team: [R],
  },

  // Design and research
  {
    title: 'UX Researcher',
    company: 'Patternworks Design Studio',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [85000, 100000],
    required: ['User research', 'Usability testing', 'Interviewing'],
    nice: ['Accessibility research'],
    education: 'bachelor',
    industry: 'Design',
    status: 'active',
    age: 6,
    duties: [
      'Plan and run usability studies',
      'Include disabled and neurodivergent participants',
      'Share findings in short written reports',
    ],
    helps: ['Respectful curiosity about people'],
    team: [M, HM],
  },
  {
    title: 'UI Designer',
    company: 'Patternworks Design Studio',
    place: PLACES.remote,
    remote: 'remote',
    exp: [1, 4],
    salary: [70000, 86000],
    required: ['Figma', 'Visual design', 'Design systems'],
    nice: ['Prototyping'],
    education: 'associate',
    industry: 'Design',
    status: 'active',
    age: 9,
    duties: ['Design clear, calm interfaces', 'Keep components consistent', 'Check contrast and focus states'],
    helps: ['A portfolio we can look at in your own time'],
    team: [M],
  },
  {
    title: 'Graphic Designer',
    company: 'Fieldnote Research',
    place: PLACES.kennesaw,
    remote: 'onsite',
    type: 'part_time',
    exp: [0, 3],
    salary: [40000, 48000],
    required: ['Adobe Illustrator', 'Typography'],
    nice: ['InDesign'],
    education: 'associate',
    industry: 'Design',
    status: 'paused',
    age: 25,
    duties: ['Design report covers and charts', 'Prepare print files', 'Keep the brand library tidy'],
    helps: ['Eye for layout'],
    team: [R],
    reason: 'Waiting for the new brand guide.',
  },
  {
    title: 'Content Designer',
    company: 'Quietly Digital',
    place: PLACES.seattle,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [90000, 108000],
    required: ['Plain language', 'Content design', 'User research'],
    nice: ['Figma'],
    education: 'bachelor',
    industry: 'Design',
    status: 'active',
    age: 14,
    duties: ['Write clear interface text', 'Test wording with users', 'Maintain the style guide'],
    helps: ['Loving short sentences'],
    team: [M, HM],
  },

  // Finance operations
  {
    title: 'Accounts Payable Specialist',
    company: 'Evenkeel Finance Operations',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [1, 4],
    salary: [48000, 58000],
    required: ['Accounts payable', 'Excel', 'Invoice processing'],
    nice: ['QuickBooks'],
    education: 'associate',
    industry: 'Finance',
    status: 'active',
    age: 2,
    duties: ['Process supplier invoices', 'Match invoices to purchase orders', 'Answer supplier emails'],
    helps: ['Precision with numbers'],
    team: [R, RM],
  },
  {
    title: 'Bookkeeper',
    company: 'Evenkeel Finance Operations',
    place: PLACES.remote,
    remote: 'remote',
    type: 'part_time',
    exp: [2, 5],
    salary: [40000, 50000],
    required: ['Bookkeeping', 'QuickBooks', 'Reconciliation'],
    nice: ['Xero'],
    education: 'associate',
    industry: 'Finance',
    status: 'active',
    age: 5,
    duties: ['Keep the books for small clients', 'Reconcile bank accounts monthly', 'Prepare simple reports'],
    helps: ['Working independently'],
    team: [R],
  },
  {
    title: 'Payroll Specialist',
    company: 'Ledgerline Finance',
    place: PLACES.houston,
    remote: 'onsite',
    exp: [2, 5],
    salary: [55000, 65000],
    required: ['Payroll', 'ADP', 'Attention to detail'],
    certs: ['Certified Payroll Professional'],
    education: 'associate',
    industry: 'Finance',
    status: 'Offered',
    age: 38,
    duties: ['Run bi-weekly payroll', 'Check changes against approvals', 'Answer payroll questions in writing'],
    helps: ['Steady under deadlines'],
    weights: CERT_WEIGHTS,
    team: [M, R],
  },
  {
    title: 'Financial Operations Analyst',
    company: 'Evenkeel Finance Operations',
    place: PLACES.sugarLand,
    remote: 'hybrid',
    exp: [2, 6],
    salary: [72000, 86000],
    required: ['Financial analysis', 'Excel', 'Reconciliation'],
    nice: ['NetSuite'],
    education: 'bachelor',
    industry: 'Finance',
    status: 'active',
    age: 8,
    duties: ['Own month-end reconciliations', 'Improve checklists and controls', 'Explain variances in plain words'],
    helps: ['Love of well-kept spreadsheets'],
    team: [M, HM],
  },
  {
    title: 'Claims Processor',
    company: 'Keystone Claims Services',
    place: PLACES.houston,
    remote: 'hybrid',
    exp: [0, 2],
    salary: [38000, 45000],
    required: ['Claims processing', 'Data entry'],
    nice: ['Insurance basics'],
    education: 'high_school',
    industry: 'Insurance',
    status: 'closed',
    age: 70,
    duties: ['Review claim documents', 'Enter decisions in the system', 'Escalate unclear cases'],
    helps: ['Following clear procedures'],
    team: [R],
    reason: 'Position filled.',
  },
  {
    title: 'Reconciliation Analyst',
    company: 'Ledgerline Finance',
    place: PLACES.marietta,
    remote: 'hybrid',
    exp: [1, 4],
    salary: [58000, 68000],
    required: ['Reconciliation', 'Excel', 'Attention to detail'],
    nice: ['SQL'],
    education: 'bachelor',
    industry: 'Finance',
    status: 'active',
    age: 4,
    duties: ['Match transactions across systems', 'Investigate breaks', 'Document each resolution'],
    helps: ['Tenacity with puzzles'],
    team: [M],
  },
  {
    title: 'Finance Operations Manager',
    company: 'Evenkeel Finance Operations',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [6, 12],
    salary: [110000, 130000],
    required: ['Team leadership', 'Financial operations', 'Process improvement'],
    nice: ['NetSuite'],
    education: 'bachelor',
    industry: 'Finance',
    level: 'manager',
    status: 'Offered',
    age: 50,
    duties: ['Lead a team of six specialists', 'Set clear, written priorities', 'Improve month-end close'],
    helps: ['Experience leading neurodiverse teams'],
    weights: LEAD_WEIGHTS,
    team: [M, HM],
  },
  {
    title: 'Operations Associate',
    company: 'Northstar Logistics',
    place: PLACES.atlanta,
    remote: 'onsite',
    type: 'internship',
    exp: [0, 1],
    salary: [null, null],
    required: ['Microsoft Office', 'Organisation'],
    education: 'high_school',
    industry: 'Logistics',
    status: 'closed',
    age: 90,
    duties: ['Support the operations team for twelve weeks', 'Keep checklists up to date', 'Learn each part of the warehouse'],
    helps: ['Willingness to learn'],
    team: [R, RM],
    reason: 'The internship intake is complete.',
  },
  {
    title: 'Customer Data Steward',
    company: 'Brightpath Analytics',
    place: PLACES.remote,
    remote: 'remote',
    exp: [1, 3],
    salary: [null, null],
    required: ['Data governance', 'CRM', 'Attention to detail'],
    nice: ['Salesforce'],
    education: 'associate',
    industry: 'Data and analytics',
    status: 'draft',
    age: 1,
    duties: ['Keep customer records clean and complete', 'Merge duplicates carefully', 'Write down the rules you apply'],
    helps: ['Liking consistency'],
    team: [M],
  },
  {
    title: 'Quality Assurance Inspector',
    company: 'Gulf Coast Supply Chain',
    place: PLACES.katy,
    remote: 'onsite',
    exp: [1, 4],
    salary: [44000, 52000],
    required: ['Quality inspection', 'Checklists', 'Attention to detail'],
    nice: ['ISO 9001'],
    education: 'high_school',
    industry: 'Logistics',
    status: 'active',
    age: 3,
    duties: ['Inspect incoming goods against specifications', 'Record results accurately', 'Raise issues with suppliers'],
    helps: ['Noticing what others miss'],
    team: [R, M],
  },
  {
    title: 'Junior Frontend Developer',
    company: 'Orbit Accessibility',
    place: PLACES.atlanta,
    remote: 'hybrid',
    exp: [0, 2],
    salary: [62000, 72000],
    required: ['HTML', 'CSS', 'JavaScript'],
    nice: ['React', 'WCAG'],
    education: 'associate',
    industry: 'Accessibility',
    status: 'draft',
    age: 0,
    duties: ['Build accessible page components', 'Test with keyboard and screen reader', 'Fix bugs with a mentor'],
    helps: ['Interest in accessibility'],
    team: [HM],
  },
];

export const ACME_JOBS: readonly DemoJob[] = [
  {
    title: 'Quality Inspector',
    company: 'Acme Manufacturing',
    place: PLACES.houston,
    remote: 'onsite',
    exp: [1, 4],
    salary: [45000, 54000],
    required: ['Quality inspection', 'Measuring tools'],
    nice: ['ISO 9001'],
    education: 'high_school',
    industry: 'Manufacturing',
    status: 'active',
    age: 2,
    duties: ['Inspect parts against drawings', 'Record results', 'Stop the line when something is wrong'],
    helps: ['Precision and patience'],
    team: ['admin@acme.test'],
  },
  {
    title: 'Production Planner',
    company: 'Acme Manufacturing',
    place: PLACES.pasadena,
    remote: 'hybrid',
    exp: [2, 5],
    salary: [62000, 74000],
    required: ['Production planning', 'Excel', 'ERP'],
    education: 'associate',
    industry: 'Manufacturing',
    status: 'active',
    age: 5,
    duties: ['Plan the weekly production schedule', 'Balance capacity and demand', 'Share plans in writing'],
    helps: ['Liking schedules'],
    team: ['admin@acme.test'],
  },
  {
    title: 'Manufacturing Data Analyst',
    company: 'Acme Manufacturing',
    place: PLACES.remote,
    remote: 'remote',
    exp: [1, 4],
    salary: [64000, 76000],
    required: ['SQL', 'Excel', 'Statistics'],
    education: 'bachelor',
    industry: 'Manufacturing',
    status: 'draft',
    age: 1,
    duties: ['Analyse scrap and yield data', 'Build simple dashboards', 'Explain trends to supervisors'],
    helps: ['Clear writing'],
    team: ['admin@acme.test'],
  },
  {
    title: 'Maintenance Technician',
    company: 'Acme Manufacturing',
    place: PLACES.houston,
    remote: 'onsite',
    exp: [2, 6],
    salary: [52000, 63000],
    required: ['Preventive maintenance', 'Electrical troubleshooting'],
    education: 'associate',
    industry: 'Manufacturing',
    status: 'closed',
    age: 40,
    duties: ['Keep machines running', 'Follow maintenance checklists', 'Log each repair'],
    helps: ['Methodical troubleshooting'],
    team: ['admin@acme.test'],
    reason: 'Position filled.',
  },
];

/**
 * A demo job's ad. The skills get their own list under their own heading, each as itself: a template such
 * as "Working knowledge of …" reads wrongly for half of them ("Working knowledge of Attention to detail").
 */
export function descriptionHtml(job: DemoJob, i: number): string {
  const where =
    job.remote === 'remote'
      ? 'fully remote within the United States'
      : `${job.remote === 'hybrid' ? 'hybrid, ' : ''}based in ${job.place.city}, ${job.place.region}`;
  const list = (items: string[]) => `<ul>${items.map((x) => `<li>${x}</li>`).join('')}</ul>`;
  return [
    `<p>${job.company} is hiring a <strong>${job.title}</strong> (${where}). We hire for skills, not for how well someone performs in a traditional interview.</p>`,
    '<h3>What you will do</h3>',
    list(job.duties),
    '<h3>Skills we look for</h3>',
    list(job.required),
    '<h3>What also helps</h3>',
    list(job.helps),
    '<h4>How we support you</h4>',
    `<p>${SUPPORT[i % SUPPORT.length]} ${SUPPORT[(i + 2) % SUPPORT.length]}</p>`,
    `<p>Questions about the role or about adjustments? Write to <a href="mailto:careers@example.test">careers@example.test</a>.</p>`,
  ].join('');
}

/** The status path that ends in `status`, as history steps. */
function statusPath(status: JobStatus): JobStatus[] {
  switch (status) {
    case 'draft':
      return ['draft'];
    case 'active':
      return ['draft', 'active'];
    case 'paused':
      return ['draft', 'active', 'paused'];
    case 'Offered':
      return ['draft', 'active', 'Offered'];
    case 'closed':
      return ['draft', 'active', 'closed'];
  }
}

const DAY = 86_400_000;

async function seedTenantJobs(db: Db, slug: string, list: readonly DemoJob[], now: number): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) return;
  const tenantId = tenant.id;
  const [existing] = await db.select({ n: count() }).from(jobs).where(eq(jobs.tenantId, tenantId));
  if ((existing?.n ?? 0) > 0) return;

  const emails = [...new Set(list.flatMap((j) => j.team))];
  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), inArray(users.email, emails)));
  const idOf = new Map(staff.map((s) => [s.email, s.id]));

  const rows = list.map((job, i) => {
    const description = cleanDescription(descriptionHtml(job, i));
    const values: JobValues = {
      title: job.title,
      descriptionHtml: description.html,
      descriptionText: description.text,
      company: job.company,
      city: job.place.city,
      region: job.place.region,
      country: job.place.country,
      latitude: job.place.lat,
      longitude: job.place.long,
      remote: job.remote,
      employmentType: job.type ?? 'full_time',
      experienceMin: job.exp[0],
      experienceMax: job.exp[1],
      salaryMin: job.salary[0],
      salaryMax: job.salary[1],
      salaryCurrency: job.currency ?? 'USD',
      requiredSkills: job.required,
      niceSkills: job.nice ?? [],
      certifications: job.certs ?? [],
      education: job.education,
      industry: job.industry,
      managementLevel: job.level ?? 'individual',
      weights: job.weights ?? DEFAULT_WEIGHTS,
    };
    // Each job's own minute, so "newest first" is stable.
    const created = new Date(now - job.age * DAY - (i + 1) * 60_000);
    const path = statusPath(job.status);
    // The steps share the time between creation and now, so nothing happens in the future.
    const span = now - created.getTime();
    const steps = path.map((to, k) => ({ to, at: new Date(created.getTime() + Math.floor((span * k) / (path.length + 1))) }));
    const published = steps.find((s) => s.to === 'active')?.at ?? null;
    const updated = steps[steps.length - 1]?.at ?? created;
    return { job, values, created, steps, published, updated };
  });

  const inserted = await db
    .insert(jobs)
    .values(
      rows.map((r) => ({
        ...r.values,
        tenantId,
        status: r.job.status,
        createdBy: idOf.get(r.job.team[0] ?? '') ?? null,
        publishedAt: r.published,
        createdAt: r.created,
        updatedAt: r.updated,
        search: searchVector(r.values),
      })),
    )
    .returning({ id: jobs.id });

  const jobIdAt = (i: number): number => {
    const row = inserted[i];
    if (!row) throw new Error(`seed job ${i} was not inserted`);
    return row.id;
  };
  const history = rows.flatMap((r, i) =>
    r.steps.map((step, k) => ({
      tenantId,
      jobId: jobIdAt(i),
      fromStatus: r.steps[k - 1]?.to ?? null,
      toStatus: step.to,
      reason: k === r.steps.length - 1 && k > 0 ? (r.job.reason ?? null) : null,
      changedBy: idOf.get(r.job.team[k % r.job.team.length] ?? '') ?? null,
      createdAt: step.at,
    })),
  );
  await db.insert(jobStatusHistory).values(history);

  const team = rows.flatMap((r, i) =>
    [...new Set(r.job.team)].flatMap((email) => {
      const userId = idOf.get(email);
      return userId === undefined ? [] : [{ tenantId, jobId: jobIdAt(i), userId }];
    }),
  );
  if (team.length > 0) await db.insert(jobHiringTeam).values(team);
}

/** Demo jobs for the demo tenant (≥ 40, every status) and a few for acme; idempotent. */
export async function seedJobs(db: Db, now = Date.now()): Promise<void> {
  await seedTenantJobs(db, 'demo', DEMO_JOBS, now);
  await seedTenantJobs(db, 'acme', ACME_JOBS, now);
}
