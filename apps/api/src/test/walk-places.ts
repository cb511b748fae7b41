// The rows the access walks run against (DECISIONS 19): in demo a Northstar job and a Ledgerline job, each
// with an application from a job seeker of its own (Northstar's linked to Bridgeway, who joined through it;
// Ledgerline's to Open Doors, who invited them), and in acme a job with an application. Used by
// routes/organisation-access.test.ts and routes/messages-access.test.ts.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, organisations, seekerPartnerLinks, users } from '../db/schema.ts';
import { tenantIdOf, userIdOf } from './helpers.ts';
import { insertJobs } from './job-fixtures.ts';

export type WalkPlace = 'north' | 'ledger' | 'acme';
export const WALK_PLACES: WalkPlace[] = ['north', 'ledger', 'acme'];

export interface WalkRows {
  demo: number;
  acme: number;
  job: Record<WalkPlace, number>;
  app: Record<WalkPlace, number>;
  seeker: Record<WalkPlace, number>;
}

/**
 * Inserts the walk's jobs, job seekers, partner links and applications. acme's applicant is a new job
 * seeker, or the existing account `acmeSeeker` names (a walk principal who must find their own thread).
 */
export async function insertWalkRows(db: Db, options: { acmeSeeker?: string } = {}): Promise<WalkRows> {
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const orgId = async (name: string) =>
    (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const base = { city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [north, ledger] = (await insertJobs(db, demo, [
    { ...base, title: 'Walkabout North', company: 'Northstar Logistics' },
    { ...base, title: 'Walkabout Ledger', company: 'Ledgerline Finance' },
  ])) as [number, number];
  const [acmeJob] = (await insertJobs(db, acme, [{ ...base, title: 'Walkabout Acme', company: 'Acme Works' }])) as [number];
  const seeker = async (tenantId: number, email: string, first: string) =>
    (
      await db
        .insert(users)
        .values({ tenantId, email, firstName: first, lastName: 'Walkabout', isUser: true, emailVerified: true })
        .returning({ id: users.id })
    )[0]!.id;
  const seekers: Record<WalkPlace, number> = {
    north: await seeker(demo, 'walk.north@example.com', 'Nora'),
    ledger: await seeker(demo, 'walk.ledger@example.com', 'Leo'),
    acme: options.acmeSeeker ? await userIdOf(db, acme, options.acmeSeeker) : await seeker(acme, 'walk.acme@example.com', 'Ada'),
  };
  await db.insert(seekerPartnerLinks).values([
    { tenantId: demo, userId: seekers.north, organisationId: await orgId('Bridgeway Skills Academy'), origin: 'joined' },
    { tenantId: demo, userId: seekers.ledger, organisationId: await orgId('Open Doors Network'), origin: 'invited' },
  ]);
  const apply = async (tenantId: number, jobId: number, userId: number) =>
    (await db.insert(applications).values({ tenantId, jobId, userId }).returning({ id: applications.id }))[0]!.id;
  return {
    demo,
    acme,
    job: { north, ledger, acme: acmeJob },
    app: {
      north: await apply(demo, north, seekers.north),
      ledger: await apply(demo, ledger, seekers.ledger),
      acme: await apply(acme, acmeJob, seekers.acme),
    },
    seeker: seekers,
  };
}
