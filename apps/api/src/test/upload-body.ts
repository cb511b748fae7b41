// A multipart/form-data body with text fields and files, for request(t, { raw }) in upload tests.
import { randomBytes } from 'node:crypto';

export interface FilePart {
  field?: string;
  name: string;
  /** The declared type (the server must not trust it). */
  type?: string;
  data: Buffer;
}

export function multipartBody(fields: Record<string, string>, files: FilePart[] = []): { body: Buffer; contentType: string } {
  const boundary = `----tesseraUpload${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  }
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'file'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
