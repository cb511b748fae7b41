// Résumé text extraction, off the main thread (resume-text.ts runs it): unpdf for PDF, mammoth for Word.
// Plain JavaScript so that the worker starts the same way under tsx, vitest and node. A message
// {id, kind, data} is answered with {id, ok: true, text} or {id, ok: false, tooBig, error}.
import { parentPort } from 'node:worker_threads';
import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { extractText, getDocumentProxy } from 'unpdf';

/** What all entries of a Word file may unpack to (resume-files.ts MAX_UNPACKED_BYTES). */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

class TooBig extends Error {}

/**
 * Unpacks every entry of a ZIP archive with a byte budget, whatever sizes its directory states: an archive
 * whose entries really unpack to more than the budget throws TooBig after reading at most that much.
 */
function checkUnpackedSize(data) {
  let end = -1;
  for (let i = data.length - 22; i >= Math.max(0, data.length - 22 - 0xffff); i -= 1) {
    if (data.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a ZIP archive');
  let budget = MAX_UNPACKED_BYTES;
  let at = data.readUInt32LE(end + 16);
  for (let n = data.readUInt16LE(end + 10); n > 0; n -= 1) {
    if (data.readUInt32LE(at) !== 0x02014b50) throw new Error('bad ZIP directory');
    const method = data.readUInt16LE(at + 10);
    const compressed = data.readUInt32LE(at + 20);
    const local = data.readUInt32LE(at + 42);
    const start = local + 30 + data.readUInt16LE(local + 26) + data.readUInt16LE(local + 28);
    const body = data.subarray(start, start + compressed);
    let size;
    if (method === 0) size = body.length;
    else if (method === 8) {
      try {
        size = inflateRawSync(body, { maxOutputLength: budget + 1 }).length;
      } catch (error) {
        if (error instanceof RangeError || error?.code === 'ERR_BUFFER_TOO_LARGE') throw new TooBig('unpacks too large');
        throw error;
      }
    } else throw new Error(`unsupported ZIP method ${method}`);
    budget -= size;
    if (budget < 0) throw new TooBig('unpacks too large');
    at += 46 + data.readUInt16LE(at + 28) + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
}

async function extract(kind, data) {
  if (kind === 'pdf') {
    const pdf = await getDocumentProxy(new Uint8Array(data));
    try {
      return (await extractText(pdf, { mergePages: true })).text;
    } finally {
      await pdf.destroy();
    }
  }
  const buffer = Buffer.from(data);
  checkUnpackedSize(buffer);
  return (await mammoth.extractRawText({ buffer })).value;
}

parentPort.on('message', async ({ id, kind, data }) => {
  try {
    parentPort.postMessage({ id, ok: true, text: await extract(kind, data) });
  } catch (error) {
    parentPort.postMessage({
      id,
      ok: false,
      tooBig: error instanceof TooBig,
      error: error instanceof Error ? error.message : String(error),
    });
  }
});
