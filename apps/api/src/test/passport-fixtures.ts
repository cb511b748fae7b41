// Fixtures of the access-passport tests: in the demo tenant a Northstar job and a Ledgerline job, each
// with an applicant who can sign in (Nora to Northstar, through Bridgeway; Leo to Ledgerline, through
// Open Doors), Nora also applied to Ledgerline; and an acme job with its applicant, for cross-tenant ids:
// the access walks' rows (walk-places.ts) and one more application.
import type { Db } from '../db/client.ts';
import { ACME, signIn, type TestApp } from './helpers.ts';
import { applyTo, insertWalkRows, WALK_PLACE_NAME, type WalkPlace } from './walk-places.ts';

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

const SEEKER_NAME: Record<WalkPlace, 'nora' | 'leo' | 'ada'> = { north: 'nora', ledger: 'leo', acme: 'ada' };

export async function passportFixture(t: TestApp, db: Db, tag: string): Promise<PassportFixture> {
  const email = (who: string) => `${who}.passport.${tag}@example.com`;
  const rows = await insertWalkRows(db, {
    jobTitle: (place) => `Passport ${WALK_PLACE_NAME[place]} ${tag}`,
    email: (place) => email(SEEKER_NAME[place]),
    lastName: 'Seeker',
  });
  return {
    demo: rows.demo,
    acme: rows.acme,
    job: rows.job,
    seeker: { nora: rows.seeker.north, leo: rows.seeker.ledger, ada: rows.seeker.acme },
    app: { ...rows.app, noraLedger: await applyTo(db, rows.demo, rows.job.ledger, rows.seeker.north) },
    tokens: {
      nora: (await signIn(t, email('nora'))).access,
      leo: (await signIn(t, email('leo'))).access,
      ada: (await signIn(t, email('ada'), ACME)).access,
    },
  };
}
