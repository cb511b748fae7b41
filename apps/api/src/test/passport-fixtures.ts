// Fixtures of the access-passport tests: in the demo tenant a Northstar job and a Ledgerline job, each
// with an applicant who can sign in (Nora to Northstar, through Bridgeway; Leo to Ledgerline, through
// Open Doors), Nora also applied to Ledgerline; and an acme job with its applicant, for cross-tenant ids.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { applications, organisations, seekerPartnerLinks } from '../db/schema.ts';
import { createSeeker, insertJobs } from './job-fixtures.ts';
import { ACME, signIn, tenantIdOf, type TestApp } from './helpers.ts';

export interface PassportFixture {
  demo: number;
  acme: number;
  job: { north: number; ledger: number; acme: number };
  seeker: { nora: number; leo: number; ada: number };
  /** nora → north, nora → ledger (noraLedger), leo → ledger, ada → acme */
  app: { north: number; noraLedger: number; ledger: number; acme: number };
  /** Access tokens of the fixture's job seekers. */
  tokens: { nora: string; leo: string; ada: string };
}

export async function passportFixture(t: TestApp, db: Db, tag: string): Promise<PassportFixture> {
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  const orgId = async (name: string) =>
    (await db.select({ id: organisations.id }).from(organisations).where(eq(organisations.name, name)))[0]!.id;
  const base = { city: 'Atlanta', region: 'GA', country: 'US', descriptionText: 'A job.' };
  const [north, ledger] = (await insertJobs(db, demo, [
    { ...base, title: `Passport North ${tag}`, company: 'Northstar Logistics' },
    { ...base, title: `Passport Ledger ${tag}`, company: 'Ledgerline Finance' },
  ])) as [number, number];
  const [acmeJob] = (await insertJobs(db, acme, [{ ...base, title: `Passport Acme ${tag}`, company: 'Acme Works' }])) as [number];
  const email = (who: string) => `${who}.passport.${tag}@example.com`;
  const nora = await createSeeker(db, demo, email('nora'));
  const leo = await createSeeker(db, demo, email('leo'));
  const ada = await createSeeker(db, acme, email('ada'));
  await db.insert(seekerPartnerLinks).values([
    { tenantId: demo, userId: nora, organisationId: await orgId('Bridgeway Skills Academy'), origin: 'joined' },
    { tenantId: demo, userId: leo, organisationId: await orgId('Open Doors Network'), origin: 'invited' },
  ]);
  const apply = async (tenantId: number, jobId: number, userId: number) =>
    (await db.insert(applications).values({ tenantId, jobId, userId }).returning({ id: applications.id }))[0]!.id;
  return {
    demo,
    acme,
    job: { north, ledger, acme: acmeJob },
    seeker: { nora, leo, ada },
    app: {
      north: await apply(demo, north, nora),
      noraLedger: await apply(demo, ledger, nora),
      ledger: await apply(demo, ledger, leo),
      acme: await apply(acme, acmeJob, ada),
    },
    tokens: {
      nora: (await signIn(t, email('nora'))).access,
      leo: (await signIn(t, email('leo'))).access,
      ada: (await signIn(t, email('ada'), ACME)).access,
    },
  };
}
