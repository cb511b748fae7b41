// A ZIP of résumés, read streaming with yauzl under limits (issue 13 "Bad input"): at most so many entries,
// each entry at most the per-file limit once inflated, all entries together at most the batch limit, and
// no entry inflating more than MAX_RATIO times its compressed size. A limit an entry breaks skips that
// entry with its reason; the bytes actually inflated are counted whatever the directory claims, so a
// bomb stops after reading its budget. No path from an entry's name is ever used: only the last part of
// the name is kept, as a label.
import yauzl from 'yauzl';

export interface ZipLimits {
  maxEntries: number;
  maxEntryBytes: number;
  maxTotalBytes: number;
  maxRatio: number;
}

export interface ZipItem {
  /** The entry's name without folders, for display only. */
  name: string;
  data?: Buffer;
  /** Why the entry was not read. */
  reason?: string;
}

export type ZipReading = { items: ZipItem[] } | { problem: string };

const label = (name: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex -- control characters are removed from a label
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .slice(-200) || 'entry';

const mb = (n: number) => `${Math.round(n / (1024 * 1024))} MB`;

function openZip(data: Buffer): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(data, { lazyEntries: true, validateEntrySizes: true, decodeStrings: false }, (error, zip) => {
      if (error) reject(error);
      else resolve(zip);
    });
  });
}

function readEntry(
  zip: yauzl.ZipFile,
  entry: yauzl.Entry,
  budget: number,
): Promise<{ data: Buffer } | { reason: string; fatal?: boolean }> {
  return new Promise((resolve) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) {
        resolve({ reason: 'This entry of the ZIP could not be read (damaged or encrypted).' });
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let done = false;
      const finish = (value: { data: Buffer } | { reason: string; fatal?: boolean }) => {
        if (done) return;
        done = true;
        resolve(value);
      };
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > budget) {
          stream.destroy();
          finish({ reason: `This entry unpacks to more than ${mb(budget)}; it was not read.`, fatal: false });
          return;
        }
        chunks.push(chunk);
      });
      stream.on('error', () => finish({ reason: 'This entry of the ZIP could not be read (damaged, or its stated size is wrong).' }));
      stream.on('end', () => finish({ data: Buffer.concat(chunks) }));
    });
  });
}

/** The files in a ZIP archive, each read or skipped with its reason; `problem` when the archive itself is unreadable. */
export async function readZip(data: Buffer, limits: ZipLimits): Promise<ZipReading> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(data);
  } catch {
    return { problem: 'This ZIP archive could not be read. It may be damaged.' };
  }
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    return { problem: `This ZIP archive holds ${zip.entryCount} entries; at most ${limits.maxEntries} are read in one upload.` };
  }
  const items: ZipItem[] = [];
  let total = 0;
  return new Promise<ZipReading>((resolve) => {
    let settled = false;
    const end = (value: ZipReading) => {
      if (settled) return;
      settled = true;
      zip.close();
      resolve(value);
    };
    zip.on('error', () => end(items.length > 0 ? { items } : { problem: 'This ZIP archive could not be read. It may be damaged.' }));
    zip.on('end', () => end({ items }));
    zip.on('entry', (entry: yauzl.Entry) => {
      void (async () => {
        // Names are left undecoded (yauzl refuses a whole archive for one entry named with `..`): read as
        // UTF-8 here, and only the last part kept, as a label.
        const fileName = Buffer.isBuffer(entry.fileName) ? (entry.fileName as Buffer).toString('utf8') : String(entry.fileName);
        const name = label(fileName);
        if (fileName.endsWith('/')) {
          zip.readEntry();
          return;
        }
        if (/(^|\/)(__MACOSX|\.DS_Store)(\/|$)/.test(fileName) || name.startsWith('._')) {
          zip.readEntry();
          return;
        }
        if (entry.isEncrypted()) {
          items.push({ name, reason: 'This entry is encrypted; it was not read.' });
          zip.readEntry();
          return;
        }
        if (entry.uncompressedSize > limits.maxEntryBytes) {
          items.push({ name, reason: `This entry unpacks to more than ${mb(limits.maxEntryBytes)}; it was not read.` });
          zip.readEntry();
          return;
        }
        if (entry.compressedSize > 0 && entry.uncompressedSize / entry.compressedSize > limits.maxRatio) {
          items.push({ name, reason: `This entry is compressed more than ${limits.maxRatio} to 1, as a ZIP bomb is; it was not read.` });
          zip.readEntry();
          return;
        }
        const budget = Math.min(limits.maxEntryBytes, limits.maxTotalBytes - total);
        if (budget <= 0) {
          items.push({ name, reason: `The ZIP unpacks to more than ${mb(limits.maxTotalBytes)}; this entry was not read.` });
          zip.readEntry();
          return;
        }
        const read = await readEntry(zip, entry, budget);
        if ('data' in read) {
          total += read.data.length;
          if (entry.compressedSize > 0 && read.data.length / entry.compressedSize > limits.maxRatio)
            items.push({ name, reason: `This entry is compressed more than ${limits.maxRatio} to 1, as a ZIP bomb is; it was not read.` });
          else items.push({ name, data: read.data });
        } else items.push({ name, reason: read.reason });
        zip.readEntry();
      })().catch(() => end({ items }));
    });
    zip.readEntry();
  });
}
