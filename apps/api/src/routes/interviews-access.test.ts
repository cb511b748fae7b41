// The interviews' access walk (issue 12): every interview operation with every principal — program staff,
// two employers' staff, two partners' recruiters, a job seeker who is not the candidate, the candidates
// themselves, another tenant's admin on their own host, and nobody — against their own organisation's
// interview, another organisation's and another tenant's. A leak is a 2xx outside the principal's scope,
// an id outside it in the list, or a change to the database by a refused write. The walk must find none.
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client.ts';
import { interviewAdjustments, interviewPanel, interviews, interviewSlots, jobInterviewCriteria, scorecards } from '../db/schema.ts';
import { interviewStageApplication, jobWithTeam, slotTimes } from '../test/interview-fixtures.ts';
import { ACME, request, signIn, startApp, tenantIdOf, userIdOf, type TestApp } from '../test/helpers.ts';
import { may, ORGANISATION_PRINCIPALS, walkCaller, type WalkPrincipal } from '../test/walk-principals.ts';

let t: TestApp;
let db: Db;

type Place = 'north' | 'ledger' | 'acme';
const PLACES: Place[] = ['north', 'ledger', 'acme'];
interface Principal extends WalkPrincipal {
  /** The candidate of this place's interview. */
  candidateOf?: Place;
}

const PRINCIPALS: Record<string, Principal> = {
  ...ORGANISATION_PRINCIPALS,
  candNorth: { email: 'walk.iv.north@example.com', role: 'job_seeker', org: null, candidateOf: 'north' },
  candAcme: { email: 'walk.iv.acme@example.com', host: ACME, role: 'job_seeker', org: null, candidateOf: 'acme', foreign: true },
};
const walk = walkCaller(() => t, PRINCIPALS);
const tokens = walk.tokens;
const call = (who: string | undefined, method: string, path: string, body?: unknown) => walk.call(who, method, path, body);
const ids = {
  interview: { north: 0, ledger: 0, acme: 0 },
  app: { north: 0, ledger: 0, acme: 0 },
  job: { north: 0, ledger: 0, acme: 0 },
  adjustment: { north: 0, ledger: 0, acme: 0 },
  slot: { north: 0, ledger: 0, acme: 0 },
  /** A panel of the place's hiring team other than the one it has, where the team allows (else the same). */
  panel: { north: [] as number[], ledger: [] as number[], acme: [] as number[] },
};

/** Whether a staff principal sees the interviews of `place`. */
function sees(p: Principal, place: Place): boolean {
  if (!may(p, 'interviews.read')) return false;
  if (p.foreign) return place === 'acme';
  if (place === 'acme') return false;
  if (p.org === null) return true;
  return p.org === place;
}

async function snapshot(): Promise<string> {
  const parts = await Promise.all([
    db.select().from(interviews).orderBy(asc(interviews.id)),
    db.select().from(interviewSlots).orderBy(asc(interviewSlots.id)),
    db.select().from(interviewPanel).orderBy(asc(interviewPanel.interviewId), asc(interviewPanel.userId)),
    db.select().from(interviewAdjustments).orderBy(asc(interviewAdjustments.id)),
    db.select().from(scorecards).orderBy(asc(scorecards.id)),
    db.select().from(jobInterviewCriteria),
  ]);
  return JSON.stringify(parts);
}

beforeAll(async () => {
  t = await startApp();
  db = t.app.database.db;
  const demo = await tenantIdOf(db, 'demo');
  const acme = await tenantIdOf(db, 'acme');
  for (const [who, p] of Object.entries(ORGANISATION_PRINCIPALS))
    tokens[who] = (await signIn(t, p.email, 'host' in p ? p.host : undefined)).access;
  const uid = (tenant: number, email: string) => userIdOf(db, tenant, email);
  ids.job.north = await jobWithTeam(db, demo, 'Northstar Logistics', 'Walk North', [
    await uid(demo, 'manager@demo.test'),
    await uid(demo, 'member@demo.test'),
  ]);
  ids.job.ledger = await jobWithTeam(db, demo, 'Ledgerline Finance', 'Walk Ledger', [await uid(demo, 'manager2@demo.test')]);
  ids.job.acme = await jobWithTeam(db, acme, 'Acme Works', 'Walk Acme', [await uid(acme, 'admin@acme.test')]);
  ids.app.north = (await interviewStageApplication(db, demo, ids.job.north, 'walk.iv.north@example.com')).applicationId;
  ids.app.ledger = (await interviewStageApplication(db, demo, ids.job.ledger, 'walk.iv.ledger@example.com')).applicationId;
  ids.app.acme = (await interviewStageApplication(db, acme, ids.job.acme, 'walk.iv.acme@example.com')).applicationId;
  tokens.candNorth = (await signIn(t, 'walk.iv.north@example.com')).access;
  tokens.candLedger = (await signIn(t, 'walk.iv.ledger@example.com')).access;
  tokens.candAcme = (await signIn(t, 'walk.iv.acme@example.com', ACME)).access;
  const create = async (who: string, place: Place, panel: number[], host?: string) => {
    const res = await request(t, {
      path: `/api/v1/applications/${ids.app[place]}/interviews`,
      token: tokens[who],
      ...(host ? { host } : {}),
      body: { kind: 'video', duration_minutes: 30, panel, slots: slotTimes(2, place === 'north' ? 3 : place === 'ledger' ? 6 : 9) },
    });
    expect(res.status).toBe(201);
    ids.interview[place] = res.json.id;
    ids.slot[place] = res.json.slots[0].id;
  };
  ids.panel.north = [await uid(demo, 'manager@demo.test'), await uid(demo, 'member@demo.test')];
  ids.panel.ledger = [await uid(demo, 'manager2@demo.test')];
  ids.panel.acme = [await uid(acme, 'admin@acme.test')];
  await create('manager', 'north', [await uid(demo, 'member@demo.test')]);
  await create('manager2', 'ledger', [await uid(demo, 'manager2@demo.test')]);
  await create('acmeAdmin', 'acme', [await uid(acme, 'admin@acme.test')], ACME);
  const ask = async (token: string, place: Place, host?: string) => {
    const res = await request(t, {
      path: `/api/v1/me/interviews/${ids.interview[place]}/adjustments`,
      token,
      ...(host ? { host } : {}),
      body: { kinds: ['camera_off'] },
    });
    ids.adjustment[place] = res.json.adjustments[0].id;
  };
  await ask(tokens.candNorth, 'north');
  await ask(tokens.candLedger, 'ledger');
  await ask(tokens.candAcme, 'acme', ACME);
}, 240_000);
afterAll(async () => t?.close());

const STAFF_READS: { name: string; path: (p: Place) => string; kind?: 'ics' }[] = [
  { name: 'getInterview', path: (p) => `/api/v1/interviews/${ids.interview[p]}` },
  { name: 'listApplicationInterviews', path: (p) => `/api/v1/applications/${ids.app[p]}/interviews` },
  { name: 'listScorecards', path: (p) => `/api/v1/interviews/${ids.interview[p]}/scorecards` },
];

const STAFF_WRITES: { name: string; method: string; path: (p: Place) => string; body: (p: Place) => unknown }[] = [
  {
    name: 'updateInterview',
    method: 'PATCH',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}`,
    body: () => ({ details: { bring: 'Walk' } }),
  },
  {
    name: 'setInterviewPanel',
    method: 'PUT',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}/panel`,
    body: (p) => ({ panel: ids.panel[p] }),
  },
  {
    name: 'rescheduleInterview',
    method: 'POST',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}/reschedule`,
    body: () => ({ reason: 'Walk', starts_at: slotTimes(1, 40)[0]!.starts_at }),
  },
  {
    name: 'cancelInterview',
    method: 'POST',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}/cancel`,
    body: () => ({ reason: 'Walk' }),
  },
  {
    name: 'answerInterviewAdjustment',
    method: 'POST',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}/adjustments/${ids.adjustment[p]}`,
    body: () => ({ status: 'agreed', answer: 'Walk' }),
  },
  {
    name: 'createInterview',
    method: 'POST',
    path: (p) => `/api/v1/applications/${ids.app[p]}/interviews`,
    body: () => ({ kind: 'phone', duration_minutes: 20, panel: [1], starts_at: slotTimes(1, 50)[0]!.starts_at }),
  },
  {
    name: 'setInterviewCriteria',
    method: 'PUT',
    path: (p) => `/api/v1/jobs/${ids.job[p]}/interview-criteria`,
    body: () => ({ criteria: ['Walk'] }),
  },
  {
    name: 'submitScorecard',
    method: 'PUT',
    path: (p) => `/api/v1/interviews/${ids.interview[p]}/scorecards/mine`,
    body: () => ({ ratings: [{ criterion: 'Forklift', rating: 2 }], recommendation: 'yes' }),
  },
  { name: 'completeInterview', method: 'POST', path: (p) => `/api/v1/interviews/${ids.interview[p]}/complete`, body: () => undefined },
];

const SEEKER_OPS: { name: string; method: string; path: (p: Place) => string; body?: (p: Place) => unknown }[] = [
  { name: 'listMyInterviews', method: 'GET', path: (p) => `/api/v1/me/applications/${ids.app[p]}/interviews` },
  { name: 'downloadMyInterviewInvite', method: 'GET', path: (p) => `/api/v1/me/interviews/${ids.interview[p]}/invite.ics` },
  {
    name: 'chooseInterviewSlot',
    method: 'POST',
    path: (p) => `/api/v1/me/interviews/${ids.interview[p]}/choose`,
    body: (p) => ({ slot_id: ids.slot[p] }),
  },
  {
    name: 'requestInterviewAdjustments',
    method: 'POST',
    path: (p) => `/api/v1/me/interviews/${ids.interview[p]}/adjustments`,
    body: () => ({ kinds: ['breaks'] }),
  },
  {
    name: 'requestInterviewReschedule',
    method: 'POST',
    path: (p) => `/api/v1/me/interviews/${ids.interview[p]}/reschedule-request`,
    body: () => ({ reason: 'Walk' }),
  },
];

describe('interviews access walk', () => {
  const leaks: string[] = [];

  it('reads: 2xx exactly where the principal sees the interview', async () => {
    for (const who of [undefined, ...Object.keys(PRINCIPALS)]) {
      const p = who ? PRINCIPALS[who] : undefined;
      for (const op of STAFF_READS) {
        for (const place of PLACES) {
          const res = await call(who, 'GET', op.path(place));
          const ok = res.status >= 200 && res.status < 300;
          const expected = p !== undefined && sees(p, place);
          if (ok !== expected) leaks.push(`${who ?? 'anonymous'} ${op.name} ${place}: ${res.status}`);
          if (!ok && res.status >= 500) leaks.push(`${who} ${op.name} ${place}: ${res.status}`);
        }
      }
      // The .ics of an interview without a time is a 409 for those who see it, and never confirms it to others.
      for (const place of PLACES) {
        const res = await call(who, 'GET', `/api/v1/interviews/${ids.interview[place]}/invite.ics`);
        const expected = p !== undefined && sees(p, place) ? [409] : [401, 403, 404];
        if (!expected.includes(res.status)) leaks.push(`${who ?? 'anonymous'} downloadInterviewInvite ${place}: ${res.status}`);
      }
      // The list holds only interviews the principal sees.
      const list = await call(who, 'GET', '/api/v1/interviews?page_size=200');
      if (list.status === 200) {
        for (const place of PLACES) {
          const listed = list.json.results.some((r: { id: number }) => r.id === ids.interview[place]);
          if (listed && !(p && sees(p, place))) leaks.push(`${who} listInterviews shows ${place}`);
        }
      } else if (p && may(p, 'interviews.read')) {
        leaks.push(`${who} listInterviews: ${list.status}`);
      }
    }
    expect(leaks).toEqual([]);
  }, 240_000);

  it('writes: a refused write answers 4xx and changes nothing', async () => {
    const before = await snapshot();
    for (const who of [undefined, ...Object.keys(PRINCIPALS)]) {
      const p = who ? PRINCIPALS[who] : undefined;
      for (const op of STAFF_WRITES) {
        for (const place of PLACES) {
          // The walk sends only what must be refused: anyone who does not see the place, or may not manage.
          const own =
            p !== undefined &&
            sees(p, place) &&
            (may(p, 'interviews.manage') || op.name === 'submitScorecard' || op.name === 'completeInterview');
          if (own) continue;
          const res = await call(who, op.method, op.path(place), op.body(place));
          if (res.status < 400 || res.status >= 500) leaks.push(`${who ?? 'anonymous'} ${op.name} ${place}: ${res.status}`);
        }
      }
      for (const op of SEEKER_OPS) {
        for (const place of PLACES) {
          if (p?.candidateOf === place) continue;
          const res = await call(who, op.method, op.path(place), op.body?.(place));
          if (res.status < 400 || res.status >= 500) leaks.push(`${who ?? 'anonymous'} ${op.name} ${place}: ${res.status}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    expect(await snapshot()).toBe(before);
  }, 240_000);

  it('the candidates reach their own cards, and staff-only reads refuse them', async () => {
    const own = await call('candNorth', 'GET', `/api/v1/me/applications/${ids.app.north}/interviews`);
    expect(own.status).toBe(200);
    expect(own.json.results[0].id).toBe(ids.interview.north);
    const staffRead = await call('candNorth', 'GET', `/api/v1/interviews/${ids.interview.north}`);
    expect(staffRead.status).toBe(403);
    const acmeOwn = await call('candAcme', 'GET', `/api/v1/me/applications/${ids.app.acme}/interviews`);
    expect(acmeOwn.status).toBe(200);
    console.log(`interviews access walk: ${walk.requests} requests`);
    expect(walk.requests).toBeGreaterThan(400);
  });
});
