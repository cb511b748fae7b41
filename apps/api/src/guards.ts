// Guards every request passes before any route runs (issue 9 §1, §2), so hostile input is a 4xx in the
// contract's shapes whatever the operation, never a 5xx:
// - a NUL (U+0000) anywhere in the address or in a body's text is a 400 (PostgreSQL refuses 0x00 in text);
// - a body of a content type the operation does not declare is a 415 before it is read; a multipart body
//   without a boundary is a 400 before it is read, and one cut off or malformed while read is a 400;
// - an HTTP request the server cannot parse (headers too large, broken framing) gets a {detail} body;
// - a WebSocket upgrade from a page of another site (an Origin not among the tenant's hosts) is a 403.
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context.ts';
import type { Operation } from './contract.ts';
import { detail, type DomainError } from './errors.ts';

export const NUL_MESSAGE = 'This field holds a NUL character, which no field accepts.';
const NUL_IN_ADDRESS = 'The address holds a NUL character, which no value accepts.';
const TOO_DEEP_MESSAGE = 'This value is nested too deeply.';
export const MALFORMED_MULTIPART = 'The multipart form in the request body is malformed or incomplete.';

/** Methods whose requests carry no body we read. */
const BODYLESS = new Set(['GET', 'HEAD']);

/** The keyword of the guards' validation errors: fieldErrors() answers their own message. */
export const GUARD_KEYWORD = 'x-tessera-guard';

const parsedBody = Symbol('tessera.parsedBody');
const multipartTail = Symbol('tessera.multipartTail');
declare module 'fastify' {
  interface FastifyRequest {
    [parsedBody]?: true;
    /** The last bytes of a multipart body, to tell a complete one (it ends with the close delimiter). */
    [multipartTail]?: { boundary: string; bytes: Buffer };
  }
}

/** The boundary of a multipart Content-Type, or null. */
function boundaryOf(header: string | undefined): string | null {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(header ?? '');
  return match ? (match[1] ?? match[2] ?? null) : null;
}

/**
 * The multipart plugin reads a body cut off before its close delimiter as if it were complete (its last
 * field shortened). Registered BEFORE the plugin, this hook keeps the last bytes the plugin reads, so the
 * guards' preValidation hook can refuse such a body. The listener is added before the plugin pipes the
 * request into its parser (in the plugin's own preValidation hook, which runs next), so both see every chunk.
 */
export function registerMultipartFraming(app: FastifyInstance): void {
  // eslint-disable-next-line @typescript-eslint/require-await -- an async hook's throw is the answer; a sync one would need done()
  app.addHook('preValidation', async (req) => {
    if (mediaType(req.headers['content-type']) !== 'multipart/form-data' || !hasBody(req)) return;
    const boundary = boundaryOf(req.headers['content-type']);
    if (!boundary) return;
    const keep = boundary.length + 256;
    const tail = { boundary, bytes: Buffer.alloc(0) };
    req[multipartTail] = tail;
    req.raw.on('data', (chunk: Buffer) => {
      tail.bytes = Buffer.concat([tail.bytes, chunk]);
      if (tail.bytes.length > keep) tail.bytes = tail.bytes.subarray(tail.bytes.length - keep);
    });
  });
}

/** The media type of a Content-Type header, lower case, without parameters ('' when there is none). */
export function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/** Whether the request says it carries a body (a length above 0, or a chunked one). */
function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  if (length !== undefined) return length.trim() !== '0';
  return req.headers['transfer-encoding'] !== undefined;
}

/** Deepest nesting of a body's lists and objects (the contract's deepest body nests 3 levels). */
export const MAX_BODY_DEPTH = 32;

/**
 * What no field accepts in a parsed body: a string (value or key) holding a NUL, or nesting deeper than
 * MAX_BODY_DEPTH (checked without recursion, so any depth JSON.parse accepts is answered). Its place as a
 * JSON pointer, or null when there is none.
 */
export function scanBody(body: unknown): { at: string; problem: 'nul' | 'depth' } | null {
  const stack: [value: unknown, at: string, depth: number][] = [[body, '', 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [value, at, depth] = next;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) return { at, problem: 'nul' };
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_BODY_DEPTH) return { at, problem: 'depth' };
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      const path = `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      if (key.includes('\u0000')) return { at: path, problem: 'nul' };
      stack.push([item, path, depth + 1]);
    }
  }
  return null;
}

/** A validation error of the body, answered by the app's error handler in the operation's 400 shape. */
function bodyValidationError(instancePath: string, message: string): FastifyError {
  return Object.assign(new Error(message), {
    code: 'FST_ERR_VALIDATION',
    statusCode: 400,
    validationContext: 'body' as const,
    validation: [{ keyword: GUARD_KEYWORD, instancePath, schemaPath: '#', params: {}, message }],
  });
}

/** Whether an Origin header names one of the tenant's own hosts. */
async function originAllowed(ctx: AppContext, req: FastifyRequest, origin: string): Promise<boolean> {
  let host: string;
  try {
    const url = new URL(origin);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    host = url.host;
  } catch {
    return false;
  }
  const tenant = await ctx.tenants.byHost(host);
  return tenant !== null && tenant.id === req.tenant.id;
}

/**
 * Registers the guards. Call after the content-type parsers and the multipart plugin (its body is read in
 * a preValidation hook that must run before the NUL check) and after the hook that sets `req.tenant`.
 */
export function registerGuards(app: FastifyInstance, ctx: AppContext, operations: readonly Operation[]): void {
  const byId = new Map(operations.map((op) => [op.operationId, op]));

  app.addHook('onRequest', async (req, reply) => {
    if (req.url.includes('\u0000') || /%00/i.test(req.url)) throw detail(400, NUL_IN_ADDRESS);

    if (req.headers.upgrade !== undefined) {
      const origin = req.headers.origin;
      if (origin !== undefined && !(await originAllowed(ctx, req, origin))) {
        reply.raw.once('finish', () => req.raw.socket.destroy());
        return reply.code(403).send({ detail: 'This socket cannot be opened from another site.' });
      }
      return;
    }

    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- kept for requests refused before a route is matched
    const operationId = req.routeOptions.config?.operationId;
    const op = operationId ? byId.get(operationId) : undefined;
    if (!op || BODYLESS.has(req.method) || !hasBody(req)) return;
    const type = mediaType(req.headers['content-type']);
    if (!op.contentTypes.includes(type)) {
      // The body is not read: the connection cannot be reused for a next request.
      reply.header('connection', 'close');
      throw detail(415, `Unsupported media type "${type || 'none'}": this operation accepts ${op.contentTypes.join(', ') || 'no body'}.`);
    }
    if (type === 'multipart/form-data' && !boundaryOf(req.headers['content-type'])) {
      reply.header('connection', 'close');
      throw detail(400, MALFORMED_MULTIPART);
    }
  });

  // Runs after the multipart plugin's own preValidation hook, which reads a multipart body into req.body.
  // eslint-disable-next-line @typescript-eslint/require-await -- an async hook's throw is the answer; a sync one would need done()
  app.addHook('preValidation', async (req) => {
    req[parsedBody] = true;
    const tail = req[multipartTail];
    if (tail && !tail.bytes.includes(`--${tail.boundary}--`)) throw detail(400, MALFORMED_MULTIPART);
    const found = scanBody(req.body);
    if (found) throw bodyValidationError(found.at, found.problem === 'nul' ? NUL_MESSAGE : TOO_DEEP_MESSAGE);
  });
}

/**
 * An error of reading a request body that carries no status (busboy's "Unexpected end of form",
 * "Malformed part header"...): the client's framing, so a 400. Null for any other error.
 */
export function bodyReadError(error: FastifyError, req: FastifyRequest): DomainError | null {
  if (error.statusCode !== undefined || req[parsedBody]) return null;
  if (mediaType(req.headers['content-type']) !== 'multipart/form-data') return null;
  return detail(400, MALFORMED_MULTIPART);
}

/** Fastify's clientErrorHandler: a request the HTTP parser refuses gets the contract's {detail} body. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive.']
        : [400, 'Bad Request', 'The request is malformed.'];
  const body = JSON.stringify({ detail: message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
