// File uploads in multipart forms. The app parses multipart globally with small limits (1 MB) and puts
// each field's value in the body. Operations listed in UPLOADS instead get their file fields kept aside
// in `req.uploads` (bytes, original name, declared type) with their own size limit, so:
// - the fields left in the body are validated against the contract as usual;
// - a file over the limit is cut off at limit + 1 byte while the rest of the request is still read and
//   discarded, so the handler answers a clear 413 on a connection in a clean state;
// - a request declaring far more bytes than any allowed upload is refused before its body is read.
// Other operations keep the global behaviour (a file in their form is an unknown field).
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';

export interface UploadedFile {
  field: string;
  /** The name the client gave the file (never trusted for its type). */
  fileName: string;
  /** The type the client declared (never trusted). */
  declaredType: string;
  /** The bytes, at most `maxBytes + 1` (see `tooLarge`). */
  data: Buffer;
  /** More than the operation's limit was sent. */
  tooLarge: boolean;
  /** The same field held more than one file. */
  repeated: boolean;
}

export interface UploadSpec {
  /** Multipart fields that carry a file. */
  fields: readonly string[];
  /** Largest accepted file, in bytes. */
  maxBytes: number;
  /**
   * Bulk uploads (issue 13): the field may repeat, up to `maxFiles` files and `maxTotalBytes` together, kept
   * in `req.uploadList`. Each file is read up to `maxBytes` (a ZIP of résumés may be that large); whether
   * it is over the per-file limit (`perFileBytes`) is for the service to judge, file by file.
   */
  many?: { maxFiles: number; maxTotalBytes: number; perFileBytes: number };
}

export const RESUME_MAX_BYTES = 5 * 1024 * 1024;

/** operationId -> its file fields and limit. */
export const UPLOADS: Record<string, UploadSpec> = {
  uploadMyResume: { fields: ['file'], maxBytes: RESUME_MAX_BYTES },
  applyToJob: { fields: ['file'], maxBytes: RESUME_MAX_BYTES },
  // Issue 11 §4: the person's photo (256 KB) and the organisation's logo (512 KB); see services/image-upload.ts.
  uploadMyPhoto: { fields: ['file'], maxBytes: 256 * 1024 },
  uploadOrganisationLogo: { fields: ['file'], maxBytes: 512 * 1024 },
  // Issue 15: a message's attachment (PDF, .docx or an image; services/messages.ts checks it).
  sendMessage: { fields: ['file'], maxBytes: 5 * 1024 * 1024 },
  // Issue 13: bulk imports, at most 1,000 files and 200 MB per upload, 5 MB per file (a ZIP of résumés may hold the whole batch).
  uploadJobFiles: {
    fields: ['files'],
    maxBytes: 200 * 1024 * 1024,
    many: { maxFiles: 1000, maxTotalBytes: 200 * 1024 * 1024, perFileBytes: RESUME_MAX_BYTES },
  },
  uploadResumes: {
    fields: ['files'],
    maxBytes: 200 * 1024 * 1024,
    many: { maxFiles: 1000, maxTotalBytes: 200 * 1024 * 1024, perFileBytes: RESUME_MAX_BYTES },
  },
};

/** Requests declaring more than this many times the limit are refused without reading them. */
const DRAIN_FACTOR = 8;

declare module 'fastify' {
  interface FastifyRequest {
    uploads: Record<string, UploadedFile> | null;
    /** The files of a bulk upload (specs with `many`), in the order sent. */
    uploadList: UploadedFile[] | null;
    /** A bulk upload sent more files or bytes than its limits (the rest was read and discarded). */
    uploadOverLimit: 'files' | 'bytes' | null;
  }
}

/** Route config for an operation: busboy's per-file limit one byte over the spec, cut off silently. */
export function uploadRouteConfig(operationId: string): Record<string, unknown> {
  const spec = UPLOADS[operationId];
  if (!spec) return {};
  if (spec.many)
    return {
      multipartOptions: {
        limits: { fileSize: spec.maxBytes + 1, files: spec.many.maxFiles + 1, parts: spec.many.maxFiles + 20, fields: 10, fieldSize: 1024 },
        throwFileSizeLimit: false,
      },
    };
  return { multipartOptions: { limits: { fileSize: spec.maxBytes + 1, files: spec.fields.length + 1 }, throwFileSizeLimit: false } };
}

function specOf(req: FastifyRequest): UploadSpec | undefined {
  const id = req.routeOptions.config.operationId;
  return id ? UPLOADS[id] : undefined;
}

/** The `onFile` of @fastify/multipart: keeps declared upload fields aside, buffers anything else as before. */
export async function onMultipartFile(this: FastifyRequest, part: MultipartFile): Promise<void> {
  const spec = specOf(this);
  if (!spec || !spec.fields.includes(part.fieldname)) {
    await part.toBuffer();
    return;
  }
  if (spec.many) {
    const list = (this.uploadList ??= []);
    const used = list.reduce((n, f) => n + f.data.length, 0);
    const chunks: Buffer[] = [];
    let size = 0;
    let over: 'files' | 'bytes' | null = list.length >= spec.many.maxFiles ? 'files' : null;
    for await (const chunk of part.file) {
      if (over) continue;
      size += (chunk as Buffer).length;
      if (used + size > spec.many.maxTotalBytes) over = 'bytes';
      else chunks.push(chunk as Buffer);
    }
    if (over) {
      this.uploadOverLimit ??= over;
      return;
    }
    const data = Buffer.concat(chunks);
    list.push({
      field: part.fieldname,
      fileName: part.filename,
      declaredType: part.mimetype,
      data,
      tooLarge: part.file.truncated || data.length > spec.many.perFileBytes,
      repeated: false,
    });
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const data = Buffer.concat(chunks);
  this.uploads ??= {};
  const earlier = this.uploads[part.fieldname];
  if (earlier) {
    earlier.repeated = true;
    return;
  }
  this.uploads[part.fieldname] = {
    field: part.fieldname,
    fileName: part.filename,
    declaredType: part.mimetype,
    data,
    tooLarge: part.file.truncated || data.length > spec.maxBytes,
    repeated: false,
  };
}

/** Decorates requests with `uploads` and refuses grossly oversized upload requests up front. */
export function registerUploads(app: FastifyInstance): void {
  app.decorateRequest('uploads', null);
  app.decorateRequest('uploadList', null);
  app.decorateRequest('uploadOverLimit', null);
  app.addHook('onRequest', async (req, reply) => {
    const spec = specOf(req);
    if (!spec) return;
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > (spec.many ? spec.many.maxTotalBytes * 1.05 : spec.maxBytes * DRAIN_FACTOR)) {
      reply.header('connection', 'close');
      return reply.code(413).send({ detail: spec.many ? batchTooLargeMessage(spec.many.maxTotalBytes) : tooLargeMessage(spec.maxBytes) });
    }
  });
}

export function batchTooLargeMessage(maxBytes: number): string {
  return `The files add up to more than ${Math.round(maxBytes / (1024 * 1024))} MB. Upload them in smaller batches.`;
}

export function tooLargeMessage(maxBytes: number): string {
  return `The file is larger than ${Math.round(maxBytes / (1024 * 1024))} MB. Choose a smaller file (for example, save it again as PDF) and try again.`;
}
