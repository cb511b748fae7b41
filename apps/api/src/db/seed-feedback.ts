// Demo feedback: a few widget ratings (signed-in and guest) and career-connector messages per demo
// tenant, spread over the last weeks, so the console's feedback page has something to show.
// Idempotent: a tenant that already has feedback is left alone.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './client.ts';
import { careerFeedback, nsatFeedback, tenants, users, type CareerFeedbackType } from './schema.ts';

interface NsatSeed {
  by: string;
  guest?: boolean;
  rating: -1 | 0 | 1;
  feed: string;
  page: string;
  daysAgo: number;
}
interface CareerSeed {
  by: string;
  type: CareerFeedbackType;
  description: string;
  page: string;
  daysAgo: number;
}

const demoNsat: NsatSeed[] = [
  { by: 'seeker@demo.test', rating: 1, feed: 'Applying took two minutes and the steps were clear.', page: '/application', daysAgo: 1 },
  {
    by: 'jordan.visitor@example.org',
    guest: true,
    rating: 0,
    feed: 'I could not tell if the job was remote.',
    page: '/searchJobs',
    daysAgo: 2,
  },
  { by: 'manager@demo.test', rating: 1, feed: '', page: '/dashboard', daysAgo: 3 },
  {
    by: 'lee.guest@example.net',
    guest: true,
    rating: -1,
    feed: 'The sign-up page asked for my password twice.',
    page: '/signup/candidate',
    daysAgo: 5,
  },
  { by: 'seeker@demo.test', rating: 0, feed: 'Search results load slowly on my phone.', page: '/searchJobs', daysAgo: 8 },
  { by: 'concierge@demo.test', rating: 1, feed: 'Quiet layout, easy on the eyes.', page: '/dashboard', daysAgo: 12 },
  { by: 'sam.r@example.com', guest: true, rating: 1, feed: 'Nice to see the French version.', page: '/', daysAgo: 16 },
];

const demoCareer: CareerSeed[] = [
  {
    by: 'seeker@demo.test',
    type: 'Questions',
    description: 'Can a career connector help me prepare for a video interview?',
    page: '/application',
    daysAgo: 2,
  },
  {
    by: 'seeker@demo.test',
    type: 'Suggestions',
    description: 'It would help to get a reminder the day before an interview.',
    page: '/application',
    daysAgo: 6,
  },
  {
    by: 'recruiter@demo.test',
    type: 'Complaints',
    description: 'A candidate told me the job page was hard to read with a screen magnifier.',
    page: '/dashboard',
    daysAgo: 9,
  },
  {
    by: 'programs@demo.test',
    type: 'Others',
    description: 'Please add our new partner organisation to the list of programs.',
    page: '/dashboard',
    daysAgo: 14,
  },
];

const acmeNsat: NsatSeed[] = [{ by: 'seeker@acme.test', rating: 1, feed: 'Found a role close to home.', page: '/searchJobs', daysAgo: 4 }];
const acmeCareer: CareerSeed[] = [
  {
    by: 'seeker@acme.test',
    type: 'Questions',
    description: 'Who do I contact about an accommodation for the assessment?',
    page: '/application',
    daysAgo: 3,
  },
];

const DAY = 24 * 60 * 60_000;

async function seedTenant(db: Db, slug: string, nsat: NsatSeed[], career: CareerSeed[]): Promise<void> {
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  if (!tenant) return;
  const [hasNsat] = await db.select({ id: nsatFeedback.id }).from(nsatFeedback).where(eq(nsatFeedback.tenantId, tenant.id)).limit(1);
  const [hasCareer] = await db
    .select({ id: careerFeedback.id })
    .from(careerFeedback)
    .where(eq(careerFeedback.tenantId, tenant.id))
    .limit(1);
  if (hasNsat || hasCareer) return;
  const emails = [...new Set([...nsat.filter((n) => !n.guest).map((n) => n.by), ...career.map((c) => c.by)])];
  const rows = emails.length
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(eq(users.tenantId, tenant.id), inArray(users.email, emails)))
    : [];
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const now = Date.now();
  const nsatRows = nsat.flatMap((n) => {
    const userId = n.guest ? null : idOf.get(n.by);
    if (userId === undefined) return [];
    return [
      {
        tenantId: tenant.id,
        userId,
        email: n.guest ? n.by : null,
        rating: n.rating,
        feed: n.feed,
        page: n.page,
        createdAt: new Date(now - n.daysAgo * DAY),
      },
    ];
  });
  const careerRows = career.flatMap((c) => {
    const userId = idOf.get(c.by);
    if (userId === undefined) return [];
    return [
      {
        tenantId: tenant.id,
        userId,
        feedbackType: c.type,
        description: c.description,
        page: c.page,
        createdAt: new Date(now - c.daysAgo * DAY),
      },
    ];
  });
  if (nsatRows.length) await db.insert(nsatFeedback).values(nsatRows);
  if (careerRows.length) await db.insert(careerFeedback).values(careerRows);
}

export async function seedFeedback(db: Db): Promise<void> {
  await seedTenant(db, 'demo', demoNsat, demoCareer);
  await seedTenant(db, 'acme', acmeNsat, acmeCareer);
}
