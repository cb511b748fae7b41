// The rows the access walks run against (DECISIONS 19): in demo a Northstar job and a Ledgerline job, each
// with an application from a job seeker of its own who can sign in (Northstar's linked to Bridgeway, who
// joined through it; Ledgerline's to Open Doors, who invited them), and in acme a job with an application.
// Used by routes/organisation-access.test.ts, routes/messages-access.test.ts and the passport fixture.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, organisations, seekerPartnerLinks } from '../db/schema.ts';
import { tenantIdOf, userIdOf } from './helpers.ts';
import { createSeeker, insertJobs } from './job-fixtures.ts';

export type WalkPlace = 'north' | 'ledger' | 'acme';
export const WALK_PLACES: WalkPlace[] = ['north', 'ledger', 'acme'];

export interface WalkRows {
  demo: number;
  acme: number;
  job: Record<WalkPlace, number>;
  app: Record<WalkPlace, number>;
  seeker: Record<WalkPlace, number>;
}

export interface WalkRowsOptions {
  /** Each job's title (by default "Walkabout North", …). */
  jobTitle?: (place: WalkPlace) => string;
  /** Each new job seeker's email (by default walk.north@example.com, …); the password is the fixtures' one. */
  email?: (place: WalkPlace) => string;
  /** The new job seekers' last name (by default Walkabout: the walks search for it). */
  lastName?: string;
  /** acme's applicant: this existing account (a walk principal who must find their own rows) instead of a new one. */
  acmeSeeker?: string;
}

export const WALK_PLACE_NAME: Record<WalkPlace, string> = { north: 'North', ledger: 'Ledger', acme: 'Acme' };

/** An application of `userId` to `jobId`; its id. */
export async function applyTo(db: Db, tenantId: number, jobId: number, userId: number): Promise<number> {
  return (await db.insert(applications).values({ tenantId, jobId, userId }).returning({ id: applications.id }))[0]!.id;
}

/** Inserts the walk's jobs, job seekers, partner links and applications. */
export async function insertWalkRows(db: Db, options: WalkRowsOptions = {}): Promise<WalkRows> {
  const jobTitle = options.jobTitle ?? ((place) => `Walkabout ${WALK_PLACE_NAME[place]}`);
  const email = options.email ?? ((place) => `walk.${place}@example.com`);
  const lastName = options.lastName ?? 'Walkabout';
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const orgId = async (name: string) =>
    (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const base = { city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [north, ledger] = (await insertJobs(db, demo, [
    { ...base, title: jobTitle('north'), company: 'Northstar Logistics' },
    { ...base, title: jobTitle('ledger'), company: 'Ledgerline Finance' },
  ])) as [number, number];
  const [acmeJob] = (await insertJobs(db, acme, [{ ...base, title: jobTitle('acme'), company: 'Acme Works' }])) as [number];
  const seeker: Record<WalkPlace, number> = {
    north: await createSeeker(db, demo, email('north'), lastName),
    ledger: await createSeeker(db, demo, email('ledger'), lastName),
    acme: options.acmeSeeker ? await userIdOf(db, acme, options.acmeSeeker) : await createSeeker(db, acme, email('acme'), lastName),
  };
  await db.insert(seekerPartnerLinks).values([
    { tenantId: demo, userId: seeker.north, organisationId: await orgId('Bridgeway Skills Academy'), origin: 'joined' },
    { tenantId: demo, userId: seeker.ledger, organisationId: await orgId('Open Doors Network'), origin: 'invited' },
  ]);
  return {
    demo,
    acme,
    job: { north, ledger, acme: acmeJob },
    app: {
      north: await applyTo(db, demo, north, seeker.north),
      ledger: await applyTo(db, demo, ledger, seeker.ledger),
      acme: await applyTo(db, acme, acmeJob, seeker.acme),
    },
    seeker,
  };
}
