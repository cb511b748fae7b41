// Demo offers (issue 12 "Demo data"): offers in every state across the demo tenant's employers, matching
// the applications' statuses (a sent or expired offer on an "offered" application, an accepted one on a
// "hired", a declined one on a "declined"; drafts, offers awaiting approval, approved and withdrawn ones on
// applications in their interview stage), with histories of who did what and when, dates around now, and
// letters from the built-in templates in each job seeker's language. seeker@demo.test's "offered"
// application gets a sent offer to answer. Runs after the applications seed; idempotent (a tenant that
// already has offers is left alone).
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DEFAULT_TEMPLATES, writeLetter } from '../services/offer-letters.ts';
import { endOfDayIn } from '../services/zoned-days.ts';
import type { Db } from './client.ts';
import { applications, jobs, offerEvents, offers, tenants, users, type OfferAction, type OfferStatus, type PayPeriod } from './schema.ts';

const DAY = 24 * 60 * 60_000;
const day = (at: Date) => at.toISOString().slice(0, 10);

interface Step {
  action: OfferAction;
  from: OfferStatus | null;
  to: OfferStatus;
  by: 'member' | 'manager' | 'seeker' | null;
  daysAgo: number;
}

/** Each demo state and the steps that led to it. */
const PLANS: Record<OfferStatus, { appStatus: 'interview' | 'offered' | 'hired' | 'declined'; steps: Step[]; expiresIn: number }> = {
  draft: { appStatus: 'interview', expiresIn: 14, steps: [{ action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 1 }] },
  awaiting_approval: {
    appStatus: 'interview',
    expiresIn: 14,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 3 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 2 },
    ],
  },
  approved: {
    appStatus: 'interview',
    expiresIn: 12,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 4 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 3 },
      { action: 'manager_approved', from: 'awaiting_approval', to: 'approved', by: 'manager', daysAgo: 1 },
    ],
  },
  sent: {
    appStatus: 'offered',
    expiresIn: 7,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 6 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 5 },
      { action: 'manager_approved', from: 'awaiting_approval', to: 'approved', by: 'manager', daysAgo: 4 },
      { action: 'sent', from: 'approved', to: 'sent', by: 'member', daysAgo: 3 },
    ],
  },
  accepted: {
    appStatus: 'hired',
    expiresIn: -5,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 20 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 19 },
      { action: 'manager_approved', from: 'awaiting_approval', to: 'approved', by: 'manager', daysAgo: 18 },
      { action: 'sent', from: 'approved', to: 'sent', by: 'member', daysAgo: 17 },
      { action: 'accepted', from: 'sent', to: 'accepted', by: 'seeker', daysAgo: 15 },
    ],
  },
  declined: {
    appStatus: 'declined',
    expiresIn: -3,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 16 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 15 },
      { action: 'manager_approved', from: 'awaiting_approval', to: 'approved', by: 'manager', daysAgo: 14 },
      { action: 'sent', from: 'approved', to: 'sent', by: 'member', daysAgo: 13 },
      { action: 'declined', from: 'sent', to: 'declined', by: 'seeker', daysAgo: 10 },
    ],
  },
  expired: {
    appStatus: 'offered',
    expiresIn: -2,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 15 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 14 },
      { action: 'manager_approved', from: 'awaiting_approval', to: 'approved', by: 'manager', daysAgo: 13 },
      { action: 'sent', from: 'approved', to: 'sent', by: 'member', daysAgo: 12 },
      { action: 'expired', from: 'sent', to: 'expired', by: null, daysAgo: 1 },
    ],
  },
  withdrawn: {
    appStatus: 'interview',
    expiresIn: 10,
    steps: [
      { action: 'created', from: null, to: 'draft', by: 'member', daysAgo: 9 },
      { action: 'submitted', from: 'draft', to: 'awaiting_approval', by: 'member', daysAgo: 8 },
      { action: 'withdrawn', from: 'awaiting_approval', to: 'withdrawn', by: 'manager', daysAgo: 7 },
    ],
  },
};

const PAY: [number, string, PayPeriod][] = [
  [52000, 'USD', 'year'],
  [24, 'USD', 'hour'],
  [61000, 'USD', 'year'],
  [4100, 'USD', 'month'],
];

const DECLINE_REASON = 'I accepted another offer closer to home.';

export async function seedOffers(db: Db, tenantId: number, now = new Date()): Promise<void> {
  const [existing] = await db.select({ id: offers.id }).from(offers).where(eq(offers.tenantId, tenantId)).limit(1);
  if (existing) return;
  const [tenant] = await db.select({ zone: tenants.timeZone }).from(tenants).where(eq(tenants.id, tenantId));
  const zone = tenant?.zone ?? 'UTC';
  const rows = await db
    .select({ app: applications, job: jobs, seeker: users })
    .from(applications)
    .innerJoin(jobs, and(eq(jobs.tenantId, applications.tenantId), eq(jobs.id, applications.jobId)))
    .innerJoin(users, and(eq(users.tenantId, applications.tenantId), eq(users.id, applications.userId)))
    .where(and(eq(applications.tenantId, tenantId), inArray(applications.status, ['interview', 'offered', 'hired', 'declined'])))
    .orderBy(asc(applications.id));
  if (rows.length === 0) return;
  const staff = await db
    .select({ id: users.id, roleId: users.roleId, organisationId: users.organisationId })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isUser, false), inArray(users.roleId, [1, 4])));
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.isUser, false), isNull(users.roleId)))
    .limit(1);
  const used = new Set<number>();
  // seeker@demo.test's "offered" application first gets the sent offer, so the demo job seeker has one to answer.
  const order: OfferStatus[] = ['sent', 'accepted', 'declined', 'expired', 'draft', 'awaiting_approval', 'approved', 'withdrawn'];
  const wanted: OfferStatus[] = order.flatMap((s) => [s, s, s]);
  rows.sort((a, b) => Number(b.seeker.email === 'seeker@demo.test') - Number(a.seeker.email === 'seeker@demo.test'));
  let n = 0;
  for (const status of wanted) {
    const plan = PLANS[status];
    const row = rows.find((r) => !used.has(r.app.id) && r.app.status === plan.appStatus);
    if (!row) continue;
    used.add(row.app.id);
    const orgStaff = staff.filter((s) => s.organisationId === row.job.organisationId);
    const manager = orgStaff.find((s) => s.roleId === 1)?.id ?? admin?.id ?? null;
    const member = orgStaff.find((s) => s.roleId === 4)?.id ?? manager;
    const who = (by: Step['by']) => (by === 'manager' ? manager : by === 'member' ? member : by === 'seeker' ? row.seeker.id : null);
    const [amount, currency, period]: [number, string, PayPeriod] = PAY[n % PAY.length] ?? [52000, 'USD', 'year'];
    n += 1;
    const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
    const expiresOn = day(new Date(now.getTime() + plan.expiresIn * DAY));
    const startDate = day(new Date(now.getTime() + (plan.expiresIn + 21) * DAY));
    const lang = row.seeker.language ?? 'en';
    const terms = 'Full time, with a flexible start time and a quiet workspace on request.';
    const letter = writeLetter(
      DEFAULT_TEMPLATES[lang],
      {
        candidateName: `${row.seeker.firstName} ${row.seeker.lastName}`.trim(),
        jobTitle: row.job.title,
        company: row.job.company,
        offerTitle: row.job.title,
        payAmount: amount,
        payCurrency: currency,
        payPeriod: period,
        startDate,
        expiresOn,
        terms,
      },
      lang,
    );
    const step = (a: OfferAction) => plan.steps.find((s) => s.action === a);
    const stamp = (a: OfferAction) => {
      const found = step(a);
      return found ? at(found.daysAgo) : null;
    };
    const [offer] = await db
      .insert(offers)
      .values({
        tenantId,
        applicationId: row.app.id,
        organisationId: row.job.organisationId,
        status,
        title: row.job.title,
        payAmount: amount,
        payCurrency: currency,
        payPeriod: period,
        startDate,
        terms,
        expiresOn,
        expiresAt: endOfDayIn(expiresOn, zone),
        language: lang,
        letter,
        managerApprovedBy: step('manager_approved') ? manager : null,
        managerApprovedAt: stamp('manager_approved'),
        sentAt: stamp('sent'),
        answeredAt: stamp('accepted') ?? stamp('declined'),
        declineReason: status === 'declined' ? DECLINE_REASON : null,
        createdBy: member,
        createdAt: at(plan.steps[0]?.daysAgo ?? 0),
        updatedAt: at(plan.steps.at(-1)?.daysAgo ?? 0),
      })
      .returning({ id: offers.id });
    if (!offer) throw new Error('offer insert returned nothing');
    await db.insert(offerEvents).values(
      plan.steps.map((s) => ({
        tenantId,
        offerId: offer.id,
        action: s.action,
        fromStatus: s.from,
        toStatus: s.to,
        actorId: who(s.by),
        reason: s.action === 'declined' ? DECLINE_REASON : null,
        createdAt: at(s.daysAgo),
      })),
    );
  }
}
