// Several stateless API instances behind the edge, on one PostgreSQL database (README "Deploying for
// real"): whatever one instance issues or records, every other instance honours.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, onPostgres, request, signIn, startInstances, type TestApp, type TestInstances } from '../test/helpers.ts';

const title = onPostgres
  ? 'two API instances on one PostgreSQL database'
  : 'two API instances on one PostgreSQL database (skipped: set DATABASE_URL to a PostgreSQL server to run; PGlite is a single process’s database)';

describe.runIf(onPostgres)(title, () => {
  let group: TestInstances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // Both start at once, so both run the migrations at the same time (one waits for the other).
    group = await startInstances(2);
    [a, b] = group.instances as [TestApp, TestApp];
  }, 60_000);
  afterAll(async () => group?.close());

  it('are two servers', () => {
    expect(a.port).not.toBe(b.port);
    expect(a.app).not.toBe(b.app);
  });

  it('accept on B an access token obtained on A, and a logout on B ends the session on A', async () => {
    const { access, refresh } = await signIn(a, 'recruiter@demo.test');
    const onB = await request(b, { path: '/api/v1/user/session', token: access });
    expect(onB.status).toBe(200);
    expect(onB.json).toMatchObject({ authenticated: true, role_id: 2 });

    expect((await request(b, { path: '/api/v1/logout', token: access, body: { refresh } })).status).toBe(200);
    expect((await request(a, { path: '/api/v1/user/session', token: access })).status).toBe(401);
    expect((await request(a, { path: '/api/v1/token/refresh', body: { refresh } })).status).toBe(401);
  });

  it('revoke the whole family when a refresh token spent on A is reused on B', async () => {
    const first = await signIn(a, 'manager@demo.test');
    const rotated = await request(a, { path: '/api/v1/token/refresh', body: { refresh: first.refresh } });
    expect(rotated.status).toBe(200);
    // The newest pair works on B.
    expect((await request(b, { path: '/api/v1/user/session', token: rotated.json.access })).status).toBe(200);

    const reuse = await request(b, { path: '/api/v1/token/refresh', body: { refresh: first.refresh } });
    expect(reuse.status).toBe(401);
    // The family is revoked everywhere: the newest refresh and access tokens are refused on both.
    expect((await request(a, { path: '/api/v1/token/refresh', body: { refresh: rotated.json.refresh } })).status).toBe(401);
    for (const t of [a, b]) expect((await request(t, { path: '/api/v1/user/session', token: rotated.json.access })).status).toBe(401);
  });

  it('let one refresh win when the same token reaches A and B at the same moment, and revoke the family', async () => {
    const pair = await signIn(b, 'member@demo.test');
    const answers = await Promise.all([a, b].map((t) => request(t, { path: '/api/v1/token/refresh', body: { refresh: pair.refresh } })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 401]);
    const winner = answers.find((r) => r.status === 200);
    expect((await request(a, { path: '/api/v1/token/refresh', body: { refresh: winner?.json.refresh } })).status).toBe(401);
  });

  it('count failed sign-ins across both instances', async () => {
    const username = 'auditor@demo.test';
    // 5 failures allowed per account in 15 minutes: 3 on A and 2 on B reach the limit.
    for (const t of [a, b, a, b, a]) {
      expect((await request(t, { path: '/api/v1/token', body: { username, password: 'wrong-password' } })).status).toBe(400);
    }
    for (const t of [a, b]) {
      const blocked = await request(t, { path: '/api/v1/token', body: { username, password: PASSWORD } });
      expect(blocked.status).toBe(429);
      expect(blocked.json.detail).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    }
  });

  it('count failed sign-ins per address across both instances', async () => {
    // 5 failures so far from 127.0.0.1; 15 more spread over A and B reach the address limit of 20.
    for (let i = 0; i < 15; i++) {
      const t = i % 2 === 0 ? a : b;
      expect((await request(t, { path: '/api/v1/token', body: { username: `ghost${i}@demo.test`, password: 'nope' } })).status).toBe(400);
    }
    for (const t of [a, b]) {
      expect((await request(t, { path: '/api/v1/token', body: { username: 'seeker@demo.test', password: PASSWORD } })).status).toBe(429);
    }
  });
});
