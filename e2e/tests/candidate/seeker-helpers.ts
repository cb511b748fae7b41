// Helpers of the job seeker's e2e specs (profile.spec.ts, apply.spec.ts): a fresh job seeker signed in
// through the API, and real résumé files made in the test.
import { expect, type Page } from '@playwright/test';
import { seedSession, uniqueEmail, type PersistedSession } from '../../fixtures';

export interface FreshSeeker {
  email: string;
  token: string;
  session: PersistedSession;
}

/** Registers a new job seeker through the API and puts the session in the tab (before the first goto). */
export async function freshSeeker(page: Page, first = 'Robin'): Promise<FreshSeeker> {
  const email = uniqueEmail('seeker');
  const res = await page.request.post('/api/v1/register', {
    multipart: { email, password: 'Correct-Horse-42', first_name: first, last_name: 'Tester', user_type: 'candidate' },
  });
  expect(res.status(), 'registration').toBe(201);
  const { data } = (await res.json()) as { data: { access_token: string; refresh_token: string } };
  const userRes = await page.request.get('/api/v1/user/session', { headers: { authorization: `Bearer ${data.access_token}` } });
  expect(userRes.status()).toBe(200);
  const user = (await userRes.json()) as Record<string, unknown>;
  const exp = Number(JSON.parse(Buffer.from(data.access_token.split('.')[1] ?? '', 'base64url').toString('utf8')).exp);
  const session: PersistedSession = {
    state: {
      userToken: data.access_token,
      refreshToken: data.refresh_token,
      expires_at: exp - 600,
      user,
    },
    version: 1,
  };
  await seedSession(page, session);
  return { email, token: data.access_token, session };
}

/** A one-page PDF with these lines of text (a real file: PDF readers and the server's text extraction open it). */
export function pdfFile(lines: string[]): Buffer {
  const text = lines.map((l, i) => `${i === 0 ? '' : 'T* '}(${l.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`).join('\n');
  const stream = `BT /F1 12 Tf 16 TL 56 780 Td\n${text}\nET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** The id and title of an active demo job (from the public search). */
export async function anActiveJob(page: Page, index = 0): Promise<{ id: number; title: string }> {
  const res = await page.request.get('/api/v1/search/jobs?page_size=20&sort=newest');
  expect(res.status()).toBe(200);
  const { results } = (await res.json()) as { results: { id: number; title: string }[] };
  const job = results[index];
  expect(job, 'an active demo job').toBeTruthy();
  return job as { id: number; title: string };
}
