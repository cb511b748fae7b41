// A résumé whose text takes longer to extract than the time limit is stored without its text (has_text
// false) instead of holding the request: here on an API started with a 1 ms limit.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../db/schema.ts';
import { simplePdf } from '../services/simple-pdf.ts';
import { request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startApp({ resumeText: { timeoutMs: 1 } });
  token = (await signIn(t, 'seeker@demo.test')).access;
}, 120_000);
afterAll(async () => t?.close());

describe('résumé text extraction time limit', () => {
  it('stores the file without text when extraction runs out of time', async () => {
    const pdf = simplePdf(Array.from({ length: 200 }, (_, i) => `Line ${i}: SQL, Python, Excel`));
    const mp = multipartBody({}, [{ name: 'slow.pdf', data: pdf }]);
    const started = Date.now();
    const res = await request(t, { path: '/api/v1/me/resume', raw: { body: mp.body, contentType: mp.contentType }, token });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ file_name: 'slow.pdf', has_text: false, size: pdf.length });
    expect(Date.now() - started).toBeLessThan(5000);
    const [row] = await t.app.database.db.select().from(storedFiles).where(eq(storedFiles.path, res.json.file_path));
    expect(row?.extractedText).toBe('');
  });
});
