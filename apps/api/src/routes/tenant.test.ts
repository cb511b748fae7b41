import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDocument, operations } from '../contract.ts';
import { defaultTheme } from '@tessera/theme/default-theme';
import { ACME, request, startApp, type TestApp } from '../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t?.close());

describe('GET /api/v1/tenant/theme', () => {
  it('gives the SPEC §9 defaults for demo', async () => {
    const res = await request(t, { path: '/api/v1/tenant/theme' });
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({
      sidebar_background: '#252531',
      sidebar_hover: '#55556D',
      brand_color: '#00ADEF',
      header_background: '#F2F2F2',
      tableHeader_background: '#2F2F2F',
      all: '#D6F3FF',
      active: '#BEFFCE',
      closed: '#FFDEE1',
      paused: '#FFF1D5',
      offer: '#E6D9FF',
      screening: '#f26a0a47',
      interview: '#d53e9247',
      sidebar_heading: '#FFFFFF',
    });
    expect(res.json.data.logo).toMatch(/^data:image\/svg\+xml/);
    expect(res.json.data.favicon).toMatch(/^data:image\/svg\+xml/);
  });

  it('gives acme its own theme', async () => {
    const res = await request(t, { path: '/api/v1/tenant/theme', host: ACME });
    expect(res.json.data).toMatchObject({ brand_color: '#7A3CF0', sidebar_background: '#1F3A2E', title: 'Acme Careers' });
    expect(res.json.data.logo).not.toBe(defaultTheme.logo);
  });
});

describe('GET /api/v1/language/translation/{language}', () => {
  it('serves each tenant dictionary in en, fr and esp', async () => {
    const names: string[] = [];
    for (const language of ['en', 'fr', 'esp']) {
      const res = await request(t, { path: `/api/v1/language/translation/${language}` });
      expect(res.status).toBe(200);
      expect(Object.keys(res.json.data)).toEqual(
        expect.arrayContaining(['tenant.name', 'tenant.tagline', 'tenant.support_email', 'tenant.support_phone', 'tenant.support_hours']),
      );
      names.push(res.json.data['tenant.tagline']);
    }
    expect(new Set(names).size).toBe(3);
    const acme = await request(t, { path: '/api/v1/language/translation/fr', host: ACME });
    expect(acme.json.data['tenant.name']).toBe('Carrières Acme');
  });

  it('refuses other languages', async () => {
    const res = await request(t, { path: '/api/v1/language/translation/ko' });
    expect(res.status).toBe(400);
    expect(res.json.language).toHaveLength(1);
  });
});

describe('meta', () => {
  it('serves health and the OpenAPI document', async () => {
    expect((await request(t, { path: '/api/v1/health' })).json).toEqual({ status: 'ok' });
    const doc = await request(t, { path: '/api/v1/openapi.json' });
    expect(doc.status).toBe(200);
    expect(doc.json.openapi).toBe('3.1.0');
    expect(doc.json.paths['/api/v1/token'].post.operationId).toBe('obtainToken');
  });
});

describe('route set', () => {
  it('every /api route of the server is a contract operation and every operation has a route', () => {
    const server = new Set(t.app.routeTable.filter((r) => r.split(' ')[1]?.startsWith('/api/')));
    const contract = new Set(operations(loadDocument()).map((op) => `${op.method} ${op.url}`));
    expect(
      [...server].filter((r) => !contract.has(r)),
      'server routes missing from the contract',
    ).toEqual([]);
    expect(
      [...contract].filter((r) => !server.has(r)),
      'contract operations without a server route',
    ).toEqual([]);
    expect(server.size).toBe(contract.size);
    expect(server.size).toBeGreaterThan(15);
  });

  it('every operation with a body declares the 413 and 415 {detail} answers the server gives', () => {
    for (const op of operations(loadDocument())) {
      if (!op.body) continue;
      for (const status of ['413', '415']) {
        expect(op.responses[status], `${op.operationId} ${status}`).toMatchObject({
          required: ['detail'],
          properties: { detail: { type: 'string' } },
        });
      }
    }
  });

  it('every request body of the contract refuses unknown fields', () => {
    for (const op of operations(loadDocument())) {
      if (op.body) expect(op.body.additionalProperties, op.operationId).toBe(false);
    }
  });
});
