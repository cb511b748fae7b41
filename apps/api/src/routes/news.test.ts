// News posts and press releases over HTTP (issue 16): the admin writes, publishes and unpublishes
// (sanitised Markdown, field errors), the public list is paged and per kind, a draft is never public,
// each tenant sees its own, and the RSS and Atom feeds carry what is published.
import { describe, expect, it } from 'vitest';
import { ACME, request } from '../test/helpers.ts';
import { appWithEveryone, EVERYONE } from '../test/staff-fixtures.ts';

const env = appWithEveryone('admin');
const { get, send } = env;

const post = (over: Record<string, unknown> = {}) => ({
  kind: 'news',
  language: 'en',
  title: 'Spring hiring fair',
  summary: 'Meet 30 employers on April 4.',
  markdown: 'Join us **downtown**. <script>alert(1)</script>',
  published: true,
  ...over,
});

describe('the admin writes posts', () => {
  it('only the admin of the tenant may list, write, change or delete', async () => {
    for (const who of EVERYONE.filter((w) => w !== 'admin')) {
      expect((await get('/api/v1/site/admin/news', who)).status).toBe(403);
      expect((await send('POST', '/api/v1/site/admin/news', post(), who)).status).toBe(403);
    }
    expect((await request(env.t, { path: '/api/v1/site/admin/news', body: post() })).status).toBe(401);
    const mine = await send('POST', '/api/v1/site/admin/news', post({ published: false }));
    expect((await send('PUT', `/api/v1/site/admin/news/${mine.json.id}`, post(), 'acmeAdmin', ACME)).status).toBe(404);
    expect((await send('DELETE', `/api/v1/site/admin/news/${mine.json.id}`, undefined, 'acmeAdmin', ACME)).status).toBe(404);
    expect((await send('DELETE', `/api/v1/site/admin/news/${mine.json.id}`, undefined)).status).toBe(200);
  });

  it('refuses blank fields, unsafe images and images without a description, field by field', async () => {
    const res = await send(
      'POST',
      '/api/v1/site/admin/news',
      post({ title: ' ', summary: '', markdown: '  ', image_url: 'javascript:alert(1)' }),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json).sort()).toEqual(['image_alt', 'image_url', 'markdown', 'summary', 'title']);
    expect((await send('POST', '/api/v1/site/admin/news', post({ kind: 'blog' }))).status).toBe(400);
  });

  it('publishes sanitised posts that appear on the list, on their own address and in the feeds; drafts stay hidden', async () => {
    const draft = await send('POST', '/api/v1/site/admin/news', post({ title: 'Not yet', published: false }));
    expect(draft.status).toBe(201);
    expect((await get(`/api/v1/site/news/${draft.json.id}`)).status).toBe(404);
    const news = await send(
      'POST',
      '/api/v1/site/admin/news',
      post({ image_url: 'https://example.org/fair.jpg', image_alt: 'Crowd at the fair' }),
    );
    const press = await send(
      'POST',
      '/api/v1/site/admin/news',
      post({ kind: 'pressrelease', title: 'Program reaches 1,000 hires', language: 'fr' }),
    );
    expect(news.json.html).toMatch(/^<p>Join us <strong>downtown<\/strong>\.\s*<\/p>$/);

    const all = await get('/api/v1/site/news');
    expect(all.json.results.map((p: { title: string }) => p.title)).toEqual(['Program reaches 1,000 hires', 'Spring hiring fair']);
    const onlyPress = await get('/api/v1/site/news?kind=pressrelease');
    expect(onlyPress.json).toMatchObject({ count: 1, results: [{ id: press.json.id, language: 'fr' }] });
    const paged = await get('/api/v1/site/news?page=2&page_size=1');
    expect(paged.json).toMatchObject({ count: 2, page: 2, total_pages: 2, results: [{ id: news.json.id }] });
    expect((await get(`/api/v1/site/news/${news.json.id}`)).json).toMatchObject({
      image_url: 'https://example.org/fair.jpg',
      image_alt: 'Crowd at the fair',
    });
    expect((await get('/api/v1/site/news', undefined, ACME)).json.count).toBe(0);
    expect((await get(`/api/v1/site/news/${news.json.id}`, undefined, ACME)).status).toBe(404);

    const rss = await request(env.t, { path: '/news/rss.xml' });
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rss.text).toContain('<title>Spring hiring fair</title>');
    expect(rss.text).toContain(`<link>http://localhost/news/${news.json.id}</link>`);
    expect(rss.text).toContain('<title>Program reaches 1,000 hires</title>');
    expect(rss.text).not.toContain('Not yet');
    const atom = await request(env.t, { path: '/news/atom.xml' });
    expect(atom.headers['content-type']).toMatch(/^application\/atom\+xml/);
    expect(atom.text).toContain(`<id>http://localhost/news/${news.json.id}</id>`);
    expect(atom.text).toContain('<content type="text">Join us downtown.</content>');
    expect((await request(env.t, { path: '/news/rss.xml', host: ACME })).text).not.toContain('Spring hiring fair');

    // Unpublishing takes it off the list, its address and the feed; publishing again keeps the first date.
    const off = await send('PUT', `/api/v1/site/admin/news/${news.json.id}`, post({ published: false }));
    expect(off.json).toMatchObject({ published: false, published_at: null });
    expect((await get(`/api/v1/site/news/${news.json.id}`)).status).toBe(404);
    expect((await request(env.t, { path: '/news/rss.xml' })).text).not.toContain('Spring hiring fair');
    const admin = await get('/api/v1/site/admin/news', 'admin');
    expect(admin.json.results.map((p: { title: string; published: boolean }) => [p.title, p.published])).toContainEqual(['Not yet', false]);
  });
});
