// A contract-driven fuzz test (issue 9 §1). From openapi.yaml it builds, for every operation, requests with
// missing, extra and mistyped fields, huge strings, NUL and lone surrogates, injection strings, traversal
// in path parameters, broken framings and content types, forged tokens, another tenant's token and an
// unknown host, sent with a token of a role the operation admits (found by trying each role) so they
// reach the handlers. Every answer must be declared by the contract: no 5xx, no hang, a status the
// operation lists and a body its schema accepts. It prints the figures (requests, statuses). Runs on
// PGlite, and on PostgreSQL when DATABASE_URL is set; FUZZ_OPERATIONS (operation ids, comma-separated)
// walks only those.
import { randomBytes } from 'node:crypto';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deref, loadDocument, operations, type Operation } from '../contract.ts';
import {
  asText,
  bodyPayload,
  bodySchema as contractBodySchema,
  pathWith as contractPathWith,
  propertiesOf,
  sample,
} from '../test/contract-requests.ts';
import { ACME, DEMO, PASSWORD, request, signIn, startApp, type TestApp } from '../test/helpers.ts';
import { jobBody } from '../test/job-fixtures.ts';
import { multipartBody } from '../test/upload-body.ts';

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

let t: TestApp;
const document = loadDocument();
/** FUZZ_OPERATIONS=getMyReadingProfile,updateMyReadingProfile walks only those operations (a quick run for one area). */
const only = (process.env.FUZZ_OPERATIONS ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
// logout ends the caller's session: walk it last.
const ops = operations(document)
  .filter((op) => only.length === 0 || only.includes(op.operationId))
  .sort((a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'));

/** Roles tried, in order, to find one the operation admits. */
const ROLES = ['admin', 'manager', 'recruiter', 'concierge', 'seeker'] as const;
const tokens: Record<string, string> = {};
/** Authorization headers that must never let a request through. */
const forged: Record<string, string> = {};

/** Longer than any field's maxLength (the longest is a job description's). */
const HUGE = 'x'.repeat(60_000);
/** Hostile text for a path or query parameter (URL-encoded when sent, unless `raw`). */
const HOSTILE_PARAMS: { value: string; raw?: true }[] = [
  { value: '99999999999' },
  { value: '2147483648' },
  { value: '1e400' },
  { value: '-1' },
  { value: '0' },
  { value: '1.5' },
  { value: 'NaN' },
  { value: 'abc' },
  { value: '../../etc/passwd' },
  { value: '..%2F..%2Fetc%2Fpasswd', raw: true },
  { value: '%2e%2e%2f%2e%2e%2f', raw: true },
  { value: '..\\..\\windows' },
  { value: 'a\u0000b' },
  { value: '%00', raw: true },
  { value: '%ED%A0%80', raw: true },
  { value: '%zz', raw: true },
  { value: 'x'.repeat(3000) },
  { value: "1' OR '1'='1" },
  { value: '1; DROP TABLE users; --' },
  { value: '<script>alert(1)</script>' },
  { value: '\u{1F600}' },
  { value: ' ' },
  { value: '' },
];
/** Hostile values of a body field (typed for JSON; written out as text in forms). */
const HOSTILE_VALUES: unknown[] = [
  99999999999,
  2147483648,
  1e308,
  -1,
  0,
  1.5,
  true,
  null,
  [],
  {},
  [99999999999],
  ['a\u0000b'],
  { $gt: '' },
  { nested: { deeper: 'a\u0000b' } },
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  'a\ud800b',
  '\udfff',
  '\ud83d',
  HUGE,
  "' OR 1=1 --",
  '1; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '\r\nSet-Cookie: x=1',
  '\u202eevil',
  '1e400',
  'NaN',
  '99999999999',
];

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();

const statuses = new Map<number, number>();
const failures: string[] = [];
let sent = 0;
let reachedHandlers = 0;
let hangs = 0;

/** The operation's body schema. */
const bodySchema = (op: Operation) => contractBodySchema(document, op);

/** The path with hostile (or sampled) parameters. */
const pathWith = (op: Operation, values: Record<string, string> = {}, raw = false) => contractPathWith(op, values, { raw });

interface Probe {
  op: Operation;
  what: string;
  method?: string;
  url: string;
  host?: string;
  auth?: string | undefined;
  payload?: Buffer | string;
  contentType?: string;
}

function validatorFor(op: Operation, status: string): ValidateFunction | undefined {
  const schema = op.responses[status];
  if (!schema) return undefined;
  const key = `${op.operationId} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(deref(document, schema));
    validators.set(key, validate);
  }
  return validate;
}

function fail(probe: Probe, message: string): void {
  failures.push(`${probe.op.operationId} ${probe.what}: ${message}`);
}

/** Sends one request and checks its answer against the contract. */
async function send(probe: Probe): Promise<number> {
  const headers: Record<string, string> = { host: probe.host ?? DEMO };
  if (probe.auth) headers.authorization = probe.auth;
  if (probe.contentType !== undefined) headers['content-type'] = probe.contentType;
  sent += 1;
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hang'>((resolve) => {
    timer = setTimeout(() => resolve('hang'), 15_000);
  });
  const res = await Promise.race([
    t.app.inject({
      method: (probe.method ?? probe.op.method) as 'GET',
      url: probe.url,
      headers,
      ...(probe.payload !== undefined ? { payload: probe.payload } : {}),
    }),
    hang,
  ]);
  clearTimeout(timer);
  if (res === 'hang') {
    hangs += 1;
    fail(probe, 'no answer within 15 s');
    return 0;
  }
  statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
  if (res.statusCode !== 400 && res.statusCode !== 401 && res.statusCode !== 403 && res.statusCode !== 415) reachedHandlers += 1;
  const status = String(res.statusCode);
  if (res.statusCode >= 500) fail(probe, `${status} ${res.body.slice(0, 300)}`);
  else if (!(status in probe.op.responses)) fail(probe, `${status} is not declared: ${res.body.slice(0, 300)}`);
  else {
    const validate = validatorFor(probe.op, status);
    if (validate) {
      let json: unknown;
      try {
        json = JSON.parse(res.body);
      } catch {
        fail(probe, `${status} body is not JSON: ${res.body.slice(0, 200)}`);
        return res.statusCode;
      }
      if (!validate(json))
        fail(probe, `${status} body does not match the contract (${ajv.errorsText(validate.errors)}): ${res.body.slice(0, 300)}`);
    }
  }
  return res.statusCode;
}

/** A multipart body cut off in the middle of its second part. */
function truncatedMultipart(fields: Record<string, unknown>): { payload: Buffer; type: string } {
  const mp = bodyPayload('multipart/form-data', { ...fields, filler: 'y'.repeat(200) });
  return { payload: mp.payload.subarray(0, mp.payload.length - 120), type: mp.type };
}

/** Requests of a broken framing or a content type the operation may not accept. */
function framings(fields: Record<string, unknown>): { what: string; payload: Buffer | string; contentType?: string }[] {
  const mp = bodyPayload('multipart/form-data', fields);
  const boundary = mp.type.split('boundary=')[1] ?? '';
  const cut = truncatedMultipart(fields);
  return [
    { what: 'malformed JSON', payload: '{"a":', contentType: 'application/json' },
    { what: 'JSON array', payload: '[1,2]', contentType: 'application/json' },
    { what: 'JSON string', payload: '"x"', contentType: 'application/json' },
    { what: 'JSON null', payload: 'null', contentType: 'application/json' },
    {
      what: 'JSON __proto__',
      payload: '{"__proto__":{"is_admin":true},"constructor":{"prototype":{"x":1}}}',
      contentType: 'application/json',
    },
    { what: 'deep JSON', payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' },
    { what: 'JSON with NUL escape', payload: JSON.stringify({ ...fields, x: '\u0000' }), contentType: 'application/json' },
    { what: 'JSON as UTF-16', payload: Buffer.from(JSON.stringify(fields), 'utf16le'), contentType: 'application/json; charset=utf-16' },
    { what: 'text/plain', payload: 'hello', contentType: 'text/plain' },
    {
      what: 'xml',
      payload: '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>',
      contentType: 'application/xml',
    },
    { what: 'no content type', payload: JSON.stringify(fields) },
    { what: 'odd content type', payload: JSON.stringify(fields), contentType: 'application/jsonx' },
    { what: 'multipart', payload: mp.payload, contentType: mp.type },
    { what: 'multipart without boundary', payload: mp.payload, contentType: 'multipart/form-data' },
    { what: 'multipart with another boundary', payload: mp.payload, contentType: 'multipart/form-data; boundary=nope' },
    { what: 'truncated multipart', payload: cut.payload, contentType: cut.type },
    {
      what: 'multipart part without a name',
      payload: `--${boundary}\r\nContent-Type: text/plain\r\n\r\nx\r\n--${boundary}--\r\n`,
      contentType: mp.type,
    },
    {
      what: 'multipart with a stray file',
      payload: multipartBody(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, asText(v)])), [
        { field: 'attachment', name: '../../evil.sh', data: Buffer.from('#!/bin/sh\n') },
      ]).body,
      contentType: mp.type.replace(/boundary=.*/, ''),
    },
    { what: 'urlencoded', payload: new URLSearchParams({ a: 'b' }).toString(), contentType: 'application/x-www-form-urlencoded' },
    { what: 'urlencoded with a broken escape', payload: 'a=%zz&b=%00', contentType: 'application/x-www-form-urlencoded' },
    { what: 'body over 1 MB', payload: JSON.stringify({ x: 'x'.repeat(1_100_000) }), contentType: 'application/json' },
  ];
}

/** Forged or foreign Authorization headers: never a way in. */
async function forgeTokens(): Promise<void> {
  const [head, payload] = tokens.admin!.split('.') as [string, string, string];
  const seekerParts = tokens.seeker!.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const noneHeader = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
  forged['garbage'] = 'Bearer not-a-token';
  forged['alg none'] = `Bearer ${noneHeader}.${payload}.`;
  forged['seeker signature on admin claims'] = `Bearer ${head}.${payload}.${seekerParts[2]}`;
  forged['another key'] = `Bearer ${await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(randomBytes(32))}`;
  forged['expired, another key'] =
    `Bearer ${await new SignJWT({ ...claims, exp: 1 }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(randomBytes(32))}`;
  forged['empty bearer'] = 'Bearer ';
  forged['basic'] = `Basic ${Buffer.from('admin@demo.test:demo-Password-1').toString('base64')}`;
  forged['NUL in token'] = `Bearer ${tokens.admin!.slice(0, 10)}\u0000`;
  forged['another tenant'] = `Bearer ${tokens.acmeAdmin!}`;
}

beforeAll(async () => {
  t = await startApp();
  for (const role of ROLES) tokens[role] = (await signIn(t, `${role}@demo.test`)).access;
  tokens.acmeAdmin = (await signIn(t, 'admin@acme.test', ACME)).access;
  await forgeTokens();
}, 300_000);
afterAll(async () => t?.close());

/** Valid bodies of the operations whose schema alone does not give one (rules across fields). */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  createJob: jobBody(),
  updateJob: jobBody(),
  obtainToken: { username: 'seeker@demo.test', password: PASSWORD },
};

/** Every probe of one operation. */
async function walk(op: Operation): Promise<void> {
  const schema = bodySchema(op);
  const baseBody = schema ? (VALID_BODIES[op.operationId] ?? (sample(schema) as Record<string, unknown>)) : undefined;
  const bodyType = op.contentTypes[0];
  const basePayload = baseBody && bodyType ? bodyPayload(bodyType, baseBody) : undefined;
  const plain = { op, url: pathWith(op), ...(basePayload ? { payload: basePayload.payload, contentType: basePayload.type } : {}) };

  // Who may call it: the first role not refused (else the admin; public operations need none).
  let role: string | undefined;
  for (const name of ROLES) {
    const status = await send({ ...plain, what: `as ${name}`, auth: `Bearer ${tokens[name]!}` });
    if (role === undefined && status !== 401 && status !== 403) role = name;
  }
  const auth = `Bearer ${tokens[role ?? 'admin']!}`;
  await send({ ...plain, what: 'without a token' });
  for (const [what, header] of Object.entries(forged)) {
    const status = await send({ ...plain, what: `with a forged token (${what})`, auth: header });
    if (op.secured && status < 300) fail({ op, what, url: plain.url }, `a forged token (${what}) got ${status}`);
  }
  await send({ ...plain, what: 'on an unknown host', host: 'evil.example', auth });
  await send({ ...plain, what: 'on the other tenant', host: ACME, auth });

  for (const name of Object.keys(propertiesOf(op.params))) {
    for (const { value, raw } of HOSTILE_PARAMS) {
      if (value === '') continue;
      await send({ ...plain, what: `path ${name}=${JSON.stringify(value.slice(0, 24))}`, url: pathWith(op, { [name]: value }, raw), auth });
    }
  }
  const query = Object.keys(propertiesOf(op.querystring));
  for (const name of [...query, 'unexpected']) {
    for (const { value, raw } of HOSTILE_PARAMS) {
      const encoded = raw ? value : encodeURIComponent(value);
      await send({ ...plain, what: `query ${name}=${JSON.stringify(value.slice(0, 24))}`, url: `${plain.url}?${name}=${encoded}`, auth });
    }
    await send({ ...plain, what: `query ${name} twice`, url: `${plain.url}?${name}=1&${name}=2`, auth });
    await send({ ...plain, what: `query ${name}[]`, url: `${plain.url}?${name}[a]=1&${name}[]=2`, auth });
  }

  if (schema && baseBody && bodyType) {
    const properties = Object.keys(propertiesOf(schema));
    for (const type of op.contentTypes) {
      const typed = type === 'application/json';
      for (const name of (schema.required ?? []) as string[]) {
        const { [name]: _left, ...rest } = baseBody;
        const p = bodyPayload(type, rest);
        await send({ ...plain, what: `${type} without ${name}`, payload: p.payload, contentType: p.type, auth });
      }
      for (const extra of [{ unexpected: 'x' }, { is_admin: true, role_id: null, tenant: 'acme' }]) {
        const p = bodyPayload(type, { ...baseBody, ...extra });
        await send({ ...plain, what: `${type} with extra fields`, payload: p.payload, contentType: p.type, auth });
      }
      for (const name of properties) {
        for (const value of HOSTILE_VALUES) {
          // Forms carry text: their typed values are the same text as the strings'.
          if (!typed && typeof value !== 'string') continue;
          const p = bodyPayload(type, { ...baseBody, [name]: value });
          await send({
            ...plain,
            what: `${type} ${name}=${JSON.stringify(value)?.slice(0, 24)}`,
            payload: p.payload,
            contentType: p.type,
            auth,
          });
        }
        if (!typed) {
          // A field given twice arrives as a list.
          const part = `--b0undary\r\nContent-Disposition: form-data; name="${name}"\r\n\r\na\r\n`;
          const twice = `${part}${part}--b0undary--\r\n`;
          await send({
            ...plain,
            what: `${type} ${name} twice`,
            payload: twice,
            contentType: 'multipart/form-data; boundary=b0undary',
            auth,
          });
        }
      }
    }
  }

  if (op.method !== 'GET') {
    for (const framing of framings(baseBody ?? {})) {
      await send({
        ...plain,
        what: framing.what,
        payload: framing.payload,
        ...(framing.contentType ? { contentType: framing.contentType } : {}),
        auth,
      });
    }
  }
}

describe('hostile input never gets a 5xx, and every answer is declared by the contract', () => {
  it('every operation of the contract', async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    for (const op of ops) await walk(op);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    // CPU time of the process (server and client share it): the figure a loaded machine does not skew.
    const used = process.cpuUsage(cpu);
    const cpuSeconds = ((used.user + used.system) / 1e6).toFixed(1);
    const histogram = [...statuses.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.info(
      `contract fuzz (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${sent} requests over ${ops.length} operations in ${seconds} s (${cpuSeconds} s of CPU); ` +
        `${reachedHandlers} past auth and validation; ${hangs} hangs; ${failures.length} undeclared answers\n  statuses: ${histogram.join(', ')}`,
    );
    expect(failures.slice(0, 40), `${failures.length} answers outside the contract`).toEqual([]);
    expect(hangs).toBe(0);
    expect(ops.length, `operations named in FUZZ_OPERATIONS (${only.join(', ')})`).toBe(
      only.length === 0 ? operations(document).length : only.length,
    );
    expect(sent).toBeGreaterThanOrEqual(only.length === 0 ? 5000 : 100 * only.length);
    expect(reachedHandlers, 'answers that got past auth and validation').toBeGreaterThan(only.length === 0 ? 500 : 0);
  }, 600_000);

  it('walks the reading profile (issue 17 §3): both of its operations are in the contract it walks', () => {
    const ids = operations(document).map((op) => op.operationId);
    expect(ids).toEqual(expect.arrayContaining(['getMyReadingProfile', 'updateMyReadingProfile']));
  });

  it('the ids the review named are 400s, not 500s', async () => {
    const admin = tokens.admin!;
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
