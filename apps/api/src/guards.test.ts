// The guards every request passes (issue 9 §1, §2), as a client meets them over real HTTP: a NUL is a
// 400 in the operation's error shape, a body of a type the operation does not take is a 415 before it is
// read, a broken multipart body is a 400, headers too large are a 431 with a {detail} body, and a
// WebSocket opened from another site's page is refused with a 403 before any frame.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { loadDocument, operations } from './contract.ts';
import { rawDataText } from './realtime/socket-plumbing.ts';
import { ACME, DEMO, request, signIn, startApp, type TestApp } from './test/helpers.ts';
import { multipartBody } from './test/upload-body.ts';

let t: TestApp;
let seeker: string;
let concierge: string;

beforeAll(async () => {
  t = await startApp();
  seeker = (await signIn(t, 'seeker@demo.test')).access;
  concierge = (await signIn(t, 'concierge@demo.test')).access;
}, 120_000);
afterAll(async () => t?.close());

/** Sends raw bytes and reads the whole answer (the server closes the connection). */
function rawExchange(bytes: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const conn = connect(t.port, '127.0.0.1');
    let answer = '';
    conn.on('data', (d: Buffer) => {
      answer += d.toString();
    });
    conn.on('error', reject);
    conn.on('close', () => resolve(answer));
    conn.write(bytes);
  });
}

describe('the contract', () => {
  it('declares on every operation the answers the guards can give before any route runs', () => {
    for (const op of operations(loadDocument())) {
      // 400: a NUL in the address; 404: an unknown tenant; 431: headers too large; 415: a body of another type.
      const expected = ['400', '404', '431', ...(op.method === 'GET' ? [] : ['415'])];
      for (const status of expected) expect(Object.keys(op.responses), `${op.operationId} declares ${status}`).toContain(status);
    }
  });
});

describe('NUL characters', () => {
  it('in a JSON field: a 400 naming the field, as the operation answers its other field errors', async () => {
    const res = await request(t, { path: '/api/v1/token', body: { username: 'ab\u0000cd', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ username: ['This field holds a NUL character, which no field accepts.'] });
  });

  it('in a nested value or a key of a body, and in a form field', async () => {
    const profile = await request(t, { method: 'PUT', path: '/api/v1/me/profile', body: { skills: ['ok', 'b\u0000d'] }, token: seeker });
    expect(profile.status).toBe(400);
    expect(Object.keys(profile.json)).toEqual(['skills']);
    const form = await request(t, { path: '/api/v1/checkemail', multipart: { email: 'a\u0000@example.com' } });
    expect(form.status).toBe(400);
    expect(form.json).toEqual({ email: ['This field holds a NUL character, which no field accepts.'] });
  });

  it('in the query string or the path: a 400 before any lookup', async () => {
    for (const path of ['/api/v1/search/jobs?q=a%00b', '/api/v1/locations/a%00b', '/api/v1/language/translation/en%00']) {
      const res = await request(t, { path });
      expect(res.status, path).toBe(400);
      expect(res.json).toEqual({ detail: 'The address holds a NUL character, which no value accepts.' });
    }
  });

  it('register answers it in its own error shape', async () => {
    const res = await request(t, {
      path: '/api/v1/register',
      multipart: { email: 'new@example.com', password: 'demo-Password-1', first_name: 'N\u0000', last_name: 'X', user_type: 'user' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      status: 400,
      message: 'Registration failed.',
      data: { first_name: ['This field holds a NUL character, which no field accepts.'] },
    });
  });
});

describe('content types and framings', () => {
  it('a body of a type the operation does not take is a 415 naming what it takes', async () => {
    const json = await request(t, { path: '/api/v1/checkemail', body: { email: 'a@example.com' } });
    expect(json.status).toBe(415);
    expect(json.json.detail).toBe(
      'Unsupported media type "application/json": this operation accepts multipart/form-data, application/x-www-form-urlencoded.',
    );
    const form = await request(t, { path: '/api/v1/logout', multipart: { refresh: 'x' }, token: seeker });
    expect(form.status).toBe(415);
    const text = await request(t, { path: '/api/v1/token', raw: { body: 'hello', contentType: 'text/plain' } });
    expect(text.status).toBe(415);
    // An operation without a request body takes none.
    const bodyless = await request(t, { method: 'PUT', path: '/api/v1/notifications/unread', body: { all: true }, token: seeker });
    expect(bodyless.status).toBe(415);
    expect(bodyless.json.detail).toMatch(/accepts no body/);
    // The same operations still take what they declare, and no body at all.
    expect((await request(t, { method: 'PUT', path: '/api/v1/notifications/unread', token: seeker })).status).toBe(200);
    expect((await request(t, { path: '/api/v1/checkemail', multipart: { email: 'a@example.com' } })).status).toBe(200);
  });

  it('a multipart body without a boundary, or cut off in a part, is a 400', async () => {
    const mp = multipartBody({ email: 'a@example.com', filler: 'y'.repeat(500) });
    const noBoundary = await request(t, { path: '/api/v1/checkemail', raw: { body: mp.body, contentType: 'multipart/form-data' } });
    expect(noBoundary.status).toBe(400);
    expect(noBoundary.json).toEqual({ detail: 'The multipart form in the request body is malformed or incomplete.' });
    const cut = mp.body.subarray(0, mp.body.length - 200);
    const truncated = await request(t, { path: '/api/v1/nsat_feedback', raw: { body: cut, contentType: mp.contentType }, token: seeker });
    expect(truncated.status).toBe(400);
    const register = await request(t, { path: '/api/v1/register', raw: { body: cut, contentType: mp.contentType } });
    expect(register.status).toBe(400);
    expect(register.json).toEqual({ status: 400, message: 'The multipart form in the request body is malformed or incomplete.', data: {} });
  });

  it('a body nested deeper than any the contract declares is a 400, not a crash', async () => {
    const res = await request(t, {
      path: '/api/v1/token',
      raw: { body: `{"username":${'['.repeat(20_000)}${']'.repeat(20_000)},"password":"x"}`, contentType: 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ username: ['This value is nested too deeply.'] });
  });

  it('headers too large are a 431 with a {detail} body', async () => {
    const answer = await rawExchange(`GET /api/v1/health HTTP/1.1\r\nHost: ${DEMO}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ detail: 'The request headers are too large.' }));
  });

  it('a request the HTTP parser cannot read is a 400 with a {detail} body', async () => {
    const answer = await rawExchange(
      `POST /api/v1/token HTTP/1.1\r\nHost: ${DEMO}\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\nhello`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.split('\r\n\r\n')[1]).toBe(JSON.stringify({ detail: 'The request is malformed.' }));
  });
});

/** Opens a socket with these headers: 'open', or the status of the HTTP answer that refused it. */
function upgrade(
  path: string,
  headers: Record<string, string>,
): Promise<{ opened: true; ws: WebSocket } | { status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${t.port}${path}`, { headers });
    ws.once('open', () => resolve({ opened: true, ws }));
    ws.once('unexpected-response', (req, res) => {
      let body = '';
      res.on('data', (d: Buffer) => {
        body += d.toString();
      });
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
    ws.once('error', reject);
  });
}

/** The next frame of an open socket. */
function nextFrame(ws: WebSocket): Promise<Record<string, unknown>> {
  return new Promise((resolve) => ws.once('message', (data) => resolve(JSON.parse(rawDataText(data)) as Record<string, unknown>)));
}

describe('WebSocket origins', () => {
  const paths = ['/ws/helpdesk/room/', '/ws/notifications/', '/ws/abcdefgh/'];

  it('refuses with a 403 before any frame an upgrade from a page of another site or tenant', async () => {
    for (const path of paths) {
      for (const [host, origin] of [
        [DEMO, 'https://evil.example'],
        [DEMO, `http://${ACME}`],
        [ACME, 'http://localhost:5173'],
        [DEMO, 'null'],
        [DEMO, 'file://'],
        [DEMO, 'http://localhost.evil.example'],
      ] as const) {
        const answer = await upgrade(path, { host, origin });
        expect('status' in answer && answer.status, `${path} from ${origin} on ${host}`).toBe(403);
        if ('body' in answer) expect(JSON.parse(answer.body)).toEqual({ detail: 'This socket cannot be opened from another site.' });
      }
    }
  });

  it('opens from the tenant’s own hosts (any port), and without an Origin for clients that authenticate with a token', async () => {
    for (const path of paths) {
      const cases: Record<string, string>[] = [
        { host: DEMO, origin: `http://${DEMO}:${t.port}` },
        { host: DEMO, origin: 'http://localhost:5173' },
        { host: ACME, origin: `https://${ACME}` },
        { host: DEMO },
      ];
      for (const headers of cases) {
        const answer = await upgrade(path, headers);
        expect('opened' in answer, `${path} ${JSON.stringify(headers)}`).toBe(true);
        if ('ws' in answer) answer.ws.terminate();
      }
    }
    // Without an Origin the token still decides: the helpdesk socket of a concierge works as before.
    const answer = await upgrade('/ws/helpdesk/room/', { host: DEMO });
    if (!('ws' in answer)) throw new Error('the socket did not open');
    const frame = nextFrame(answer.ws);
    answer.ws.send(JSON.stringify({ type: 'auth', token: concierge }));
    expect((await frame).type).not.toBe('error');
    answer.ws.terminate();
  });
});
