// Answers carry only what the contract declares: whatever a handler (or anything before serialization)
// puts beside the declared fields is dropped on the way out, at every depth, for success and error answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, request, signIn, type TestApp } from './test/helpers.ts';

describe('answers are written by the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({
      // Stands in for a handler that leaks: every JSON answer gains fields the contract does not declare.
      onApp: (app) =>
        app.addHook('preSerialization', async (_req, _reply, payload) => {
          if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
          const leaked: Record<string, unknown> = { ...payload, password_hash: 'argon2id$leak' };
          if (Array.isArray(leaked.results))
            leaked.results = (leaked.results as Record<string, unknown>[]).map((row) => ({ ...row, internal_note: 'leak' }));
          return leaked;
        }),
    });
  });
  afterAll(() => t.close());

  it('drops an undeclared top-level field', async () => {
    const res = await request(t, { path: '/api/v1/health' });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ status: 'ok' });
    expect(res.text).not.toContain('leak');
  });

  it('drops undeclared fields inside the items of a list', async () => {
    const { access } = await signIn(t, 'admin@demo.test');
    const res = await request(t, { path: '/api/v1/jobs', token: access });
    expect(res.status).toBe(200);
    const body = res.json as { results: Record<string, unknown>[] };
    expect(body.results.length).toBeGreaterThan(0);
    for (const row of body.results) expect(row).not.toHaveProperty('internal_note');
    expect(body).not.toHaveProperty('password_hash');
    expect(res.text).not.toContain('leak');
  });

  it('drops undeclared fields from error answers too', async () => {
    const res = await request(t, { path: '/api/v1/jobs/999999', token: (await signIn(t, 'admin@demo.test')).access });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ detail: expect.any(String) });
  });
});
