// Every operation of the contract, called with hostile path, query and body values (ids past the range of
// a PostgreSQL integer, 1e400, negative numbers, path tricks, very long strings, wrong types), as an admin,
// as a job seeker and without a token. Bad input is the caller's mistake: the answer must be a 4xx (or a
// normal answer when the value is harmless), never a 5xx, and a 4xx body must have one of the spec's error
// shapes ({detail}, {non_field_errors}, {field: [...]}, or register's {status, message, data}).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, loadDocument, operations, type JsonSchema, type Operation } from '../contract.ts';
import { request, signIn, startApp, type Response, type TestApp } from '../test/helpers.ts';
import { multipartBody } from '../test/upload-body.ts';

let t: TestApp;
const tokens: Record<string, string | undefined> = {};
const document = loadDocument();
// logout ends the caller's session: walk it last.
const ops = operations(document).sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

/** Hostile values for a path or query parameter (sent URL-encoded). */
const HOSTILE_TEXT = [
  '99999999999',
  '2147483648',
  '9223372036854775808',
  '1e400',
  '-1',
  '0',
  '1.5',
  'NaN',
  'Infinity',
  '0x10',
  ' 1',
  '../x',
  '..%2F..%2Fetc%2Fpasswd',
  '%00',
  'true',
  '[]',
  '{"a":1}',
  'x'.repeat(3000),
  '\u{1F600}',
  "1' OR '1'='1",
];
/** Hostile values of a JSON body field. */
const HOSTILE_JSON: unknown[] = [
  99999999999,
  2147483648,
  1e308,
  -1,
  0,
  1.5,
  '99999999999',
  '1e400',
  '-1',
  '../x',
  'x'.repeat(20_000),
  '',
  null,
  true,
  [],
  {},
  [99999999999],
  { $gt: '' },
];

beforeAll(async () => {
  t = await startApp();
  tokens.admin = (await signIn(t, 'admin@demo.test')).access;
  tokens.seeker = (await signIn(t, 'seeker@demo.test')).access;
  tokens.none = undefined;
}, 120_000);
afterAll(async () => t?.close());

/** A plausible value for a schema, so that hostile values in one field reach the handler. */
function sample(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  const s = schema as Record<string, any>;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum)) return s.enum[0];
  if (Array.isArray(s.oneOf)) return sample(s.oneOf.find((o: any) => o.type !== 'null') ?? s.oneOf[0]);
  const type = Array.isArray(s.type) ? s.type.find((x: string) => x !== 'null') : s.type;
  switch (type) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(((s.required ?? []) as string[]).map((k) => [k, sample(s.properties?.[k])]));
    default:
      if (s.format === 'email') return 'someone@example.com';
      if (s.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      if (typeof s.pattern === 'string' && /\[0-9\]|\\d/.test(s.pattern)) return '1';
      return 'x';
  }
}

function bodySchema(op: Operation): Record<string, any> | undefined {
  return op.body ? (deref(document, op.body) as Record<string, any>) : undefined;
}

function contentTypeOf(op: Operation): string | undefined {
  const raw = document.paths[op.path]?.[op.method.toLowerCase()] as { requestBody?: { content?: Record<string, unknown> } } | undefined;
  return raw?.requestBody?.content ? Object.keys(raw.requestBody.content)[0] : undefined;
}

function pathWith(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(values[name] ?? '1'));
}

/** Answers past validation (not 400), to show the walk reaches the handlers. */
let pastValidation = 0;

function checkAnswer(what: string, res: Response): void {
  if (res.status !== 400) pastValidation += 1;
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  if (res.status < 400 || res.json === undefined) return;
  const body = res.json as Record<string, unknown>;
  const shaped =
    typeof body.detail === 'string' ||
    (typeof body.status === 'number' && typeof body.message === 'string') ||
    (Object.keys(body).length > 0 && Object.values(body).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string')));
  expect(shaped, `${what}: a 4xx body in one of the spec's shapes, got ${res.text.slice(0, 300)}`).toBe(true);
}

async function send(op: Operation, who: string, path: string, body?: Record<string, unknown>) {
  const token = tokens[who];
  const type = contentTypeOf(op);
  const base = { method: op.method, path, unchecked: true as const, ...(token ? { token } : {}) };
  if (!body) return request(t, base);
  if (type === 'multipart/form-data') {
    const fields = Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
    const mp = multipartBody(fields);
    return request(t, { ...base, raw: { body: mp.body, contentType: mp.contentType } });
  }
  if (type === 'application/x-www-form-urlencoded') {
    return request(t, {
      ...base,
      form: Object.fromEntries(Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])),
    });
  }
  return request(t, { ...base, body });
}

describe('hostile input never gets a 5xx', () => {
  for (const who of ['admin', 'seeker', 'none'] as const) {
    it(`every operation, as ${who}`, async () => {
      let calls = 0;
      pastValidation = 0;
      for (const op of ops) {
        const params = Object.keys(((op.params as Record<string, any> | undefined)?.properties ?? {}) as Record<string, unknown>);
        const query = Object.keys(((op.querystring as Record<string, any> | undefined)?.properties ?? {}) as Record<string, unknown>);
        const schema = bodySchema(op);
        const base = schema ? (sample(schema) as Record<string, unknown>) : undefined;
        const sendBody = schema && typeof base === 'object' && base !== null ? base : undefined;
        for (const name of params) {
          for (const value of HOSTILE_TEXT) {
            const path = pathWith(op, { [name]: value });
            checkAnswer(`${op.operationId} ${name}=${value.slice(0, 20)} as ${who}`, await send(op, who, path, sendBody));
            calls += 1;
          }
        }
        for (const name of query) {
          for (const value of HOSTILE_TEXT) {
            const path = `${pathWith(op, {})}?${name}=${encodeURIComponent(value)}`;
            checkAnswer(`${op.operationId} ?${name}=${value.slice(0, 20)} as ${who}`, await send(op, who, path, sendBody));
            calls += 1;
          }
          // Repeated parameters arrive as an array.
          checkAnswer(
            `${op.operationId} ?${name} twice as ${who}`,
            await send(op, who, `${pathWith(op, {})}?${name}=1&${name}=2`, sendBody),
          );
        }
        if (schema?.properties && sendBody) {
          const multipart = contentTypeOf(op) !== 'application/json';
          for (const name of Object.keys(schema.properties as Record<string, unknown>)) {
            for (const value of multipart ? HOSTILE_TEXT : HOSTILE_JSON) {
              const res = await send(op, who, pathWith(op, {}), { ...sendBody, [name]: value });
              checkAnswer(`${op.operationId} body ${name}=${JSON.stringify(value)?.slice(0, 20)} as ${who}`, res);
              calls += 1;
            }
          }
        }
      }
      expect(calls).toBeGreaterThan(1000);
      expect(pastValidation, 'answers that got past validation').toBeGreaterThan(300);
    }, 600_000);
  }

  it('the ids the review named are 400s, not 500s', async () => {
    const admin = tokens.admin as string;
    for (const path of [
      '/api/v1/applications/99999999999',
      '/api/v1/applications/1e400',
      '/api/v1/jobseekers/99999999999',
      '/api/v1/jobs/99999999999/applicants',
      '/api/v1/applications?job_id=99999999999',
      '/api/v1/applications/export?job_id=1e400',
    ]) {
      const res = await request(t, { path, token: admin });
      expect(res.status, path).toBe(400);
    }
    const note = await request(t, { path: '/api/v1/applications/99999999999/notes', body: { body: 'x' }, token: admin });
    expect(note.status).toBe(400);
    expect(note.json.id).toEqual(['Ensure this value is less than or equal to 2147483647.']);
    const mp = multipartBody({ job_id: '9999999999' });
    const apply = await request(t, {
      path: '/api/v1/me/applications',
      raw: { body: mp.body, contentType: mp.contentType },
      token: tokens.seeker,
    });
    expect(apply.status).toBe(400);
    expect(Object.keys(apply.json)).toEqual(['job_id']);
  });
});
