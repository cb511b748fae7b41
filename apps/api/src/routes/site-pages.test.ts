// The tenant's content pages over HTTP (issue 16): default texts, the admin's drafts, previews and
// publications (sanitised on the server, every version kept with its date), the role and tenant walks,
// and the job seeker's acceptance of the terms and privacy policy at sign-up and after a change.
import { describe, expect, it } from 'vitest';
import { ACME, request } from '../test/helpers.ts';
import { appWithEveryone, EVERYONE } from '../test/staff-fixtures.ts';

const env = appWithEveryone();
const { get, send } = env;

describe('public content pages', () => {
  it('serves complete default texts in each language, with the tenant name and support contacts', async () => {
    for (const page of ['about', 'pricing', 'privacy-policy', 'privacy-policy-ep', 'privacy-policy-npp', 'terms-of-service']) {
      for (const language of ['en', 'fr', 'esp']) {
        const res = await get(`/api/v1/site/pages/${page}?language=${language}`);
        expect(res.status).toBe(200);
        expect(res.json.version).toBe(0);
        expect(res.json.html).toContain('<h2>');
        expect(res.json.html.length).toBeGreaterThan(300);
      }
    }
    const about = await get('/api/v1/site/pages/about?language=fr');
    expect(about.json.title).toBe('À propos');
    expect(about.json.html).toContain('Tessera Démo');
    expect(about.json.html).toContain('support@demo.test');
    const acme = await get('/api/v1/site/pages/about', undefined, ACME);
    expect(acme.json.html).toContain('Acme Careers');
    expect(acme.json.html).toContain('careers@acme.test');
  });

  it('refuses an unknown page or language in the contract shape', async () => {
    expect((await get('/api/v1/site/pages/cookies')).status).toBe(400);
    expect((await get('/api/v1/site/pages/about?language=de')).status).toBe(400);
    expect((await get('/api/v1/site/pages/privacy-policy?version=42')).status).toBe(404);
  });
});

describe('the admin writes pages', () => {
  it('lets only the admin of the tenant read, save, preview and publish', async () => {
    for (const who of EVERYONE.filter((w) => w !== 'admin')) {
      expect((await get('/api/v1/site/admin/pages/about/en', who)).status).toBe(403);
      expect((await send('PUT', '/api/v1/site/admin/pages/about/en', { markdown: 'x' }, who)).status).toBe(403);
      expect((await send('POST', '/api/v1/site/admin/pages/about/en/publish', undefined, who)).status).toBe(403);
      expect((await send('POST', '/api/v1/site/admin/preview', { markdown: 'x' }, who)).status).toBe(403);
    }
    expect((await get('/api/v1/site/admin/pages/about/en')).status).toBe(401);
    // Another tenant's admin token is not valid here.
    expect((await get('/api/v1/site/admin/pages/about/en', 'acmeAdmin')).status).toBe(401);
  });

  it('previews Markdown sanitised on the server', async () => {
    const res = await send(
      'POST',
      '/api/v1/site/admin/preview',
      {
        markdown:
          '# Title\n\nHello <script>alert(1)</script> [x](javascript:alert(1)) [ok](https://example.org) <img src=x onerror=alert(1)>',
      },
      'admin',
    );
    expect(res.status).toBe(200);
    expect(res.json.html).toContain('<h2>Title</h2>');
    expect(res.json.html).not.toMatch(/script|javascript|onerror/);
    expect(res.json.html).toContain('<a href="https://example.org" rel="noopener noreferrer">ok</a>');
    expect((await send('POST', '/api/v1/site/admin/preview', { markdown: '   ' }, 'admin')).json).toEqual({
      markdown: ['This field may not be blank.'],
    });
  });

  it('keeps the public page until the draft is published, then keeps every version with its date', async () => {
    const save = await send(
      'PUT',
      '/api/v1/site/admin/pages/privacy-policy-ep/fr',
      { markdown: '## Nouvelle politique\n\nTexte v1.' },
      'admin',
    );
    expect(save.status).toBe(200);
    expect(save.json.draft_markdown).toBe('## Nouvelle politique\n\nTexte v1.');
    expect(save.json.published_version).toBe(0);
    expect((await get('/api/v1/site/pages/privacy-policy-ep?language=fr')).json.version).toBe(0);

    const first = await send('POST', '/api/v1/site/admin/pages/privacy-policy-ep/fr/publish', undefined, 'admin');
    expect(first.json).toMatchObject({ draft_markdown: null, published_version: 1 });
    expect((await send('POST', '/api/v1/site/admin/pages/privacy-policy-ep/fr/publish', undefined, 'admin')).status).toBe(409);

    await send('PUT', '/api/v1/site/admin/pages/privacy-policy-ep/fr', { markdown: 'Texte v2.' }, 'admin');
    await send('POST', '/api/v1/site/admin/pages/privacy-policy-ep/fr/publish', undefined, 'admin');
    const page = await get('/api/v1/site/pages/privacy-policy-ep?language=fr');
    expect(page.json).toMatchObject({ version: 2, legal: true, html: '<p>Texte v2.</p>' });
    expect(page.json.versions.map((v: { version: number }) => v.version)).toEqual([1, 0]);
    const older = await get('/api/v1/site/pages/privacy-policy-ep?language=fr&version=1');
    expect(older.json.html).toContain('Nouvelle politique');
    // Other languages and tenants are untouched.
    expect((await get('/api/v1/site/pages/privacy-policy-ep?language=en')).json.version).toBe(0);
    expect((await get('/api/v1/site/pages/privacy-policy-ep?language=fr', undefined, ACME)).json.version).toBe(0);
  });

  it('discards a draft', async () => {
    await send('PUT', '/api/v1/site/admin/pages/pricing/esp', { markdown: 'Borrador' }, 'admin');
    const res = await send('DELETE', '/api/v1/site/admin/pages/pricing/esp', undefined, 'admin');
    expect(res.json.draft_markdown).toBeNull();
  });
});

describe('job seekers accept the terms and privacy policy', () => {
  it('records acceptance at sign-up and asks again after the privacy policy changes', async () => {
    const email = 'legal.reader@example.org';
    const reg = await request(env.t, {
      path: '/api/v1/register',
      form: { email, password: 'Str0ng-Passw0rd!', first_name: 'Lee', last_name: 'Reader', user_type: 'candidate', accept_terms: 'true' },
    });
    expect(reg.status).toBe(201);
    const token = reg.json.data.access_token as string;
    const status = () => request(env.t, { path: '/api/v1/me/legal', token });
    expect((await status()).json).toEqual({ pending: [] });

    await send('PUT', '/api/v1/site/admin/pages/privacy-policy/fr', { markdown: 'Politique v1' }, 'admin');
    await send('POST', '/api/v1/site/admin/pages/privacy-policy/fr/publish', undefined, 'admin');
    const pending = (await status()).json.pending;
    expect(pending).toEqual([{ page: 'privacy-policy', version: 1, published_at: expect.any(String) }]);

    // An outdated version is refused; the current one is recorded.
    expect((await request(env.t, { path: '/api/v1/me/legal', token, body: { 'privacy-policy': 0 } })).status).toBe(409);
    const accepted = await request(env.t, { path: '/api/v1/me/legal', token, body: { 'privacy-policy': 1 } });
    expect(accepted.json).toEqual({ pending: [] });
    expect((await request(env.t, { path: '/api/v1/me/legal', token, body: {} })).status).toBe(400);
  });

  it('asks a job seeker who signed up without accepting, and refuses staff', async () => {
    const reg = await request(env.t, {
      path: '/api/v1/register',
      host: ACME,
      form: { email: 'no.terms@example.org', password: 'Str0ng-Passw0rd!', first_name: 'No', last_name: 'Terms', user_type: 'candidate' },
    });
    const token = reg.json.data.access_token as string;
    const res = await request(env.t, { path: '/api/v1/me/legal', host: ACME, token });
    expect(res.json.pending.map((p: { page: string }) => p.page)).toEqual(['terms-of-service', 'privacy-policy']);
    // The seeded job seekers accepted the default texts.
    expect((await get('/api/v1/me/legal', 'acmeSeeker', ACME)).json).toEqual({ pending: [] });
    expect((await get('/api/v1/me/legal', 'admin')).status).toBe(403);
    expect((await get('/api/v1/me/legal')).status).toBe(401);
  });
});
