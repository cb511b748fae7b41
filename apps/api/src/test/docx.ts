// Test files: a ZIP archive written by hand (stored entries, no compression) and a minimal Word
// document (DOCX) built on it, so upload tests use real files without a fixture on disk.
import { crc32, deflateRawSync } from 'node:zlib';

/** A ZIP archive of `files` (name -> content), entries stored uncompressed. */
export function zipStore(files: Record<string, string | Buffer>): Buffer {
  return zipParts(
    Object.fromEntries(
      Object.entries(files).map(([name, content]) => [name, { data: Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8') }]),
    ),
  );
}

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A Word document (DOCX) with one paragraph per entry of `paragraphs`. */
export function minimalDocx(paragraphs: readonly string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`).join('');
  return zipStore({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body>${body}</w:body></w:document>`,
  });
}

export interface ZipPart {
  data: Buffer;
  /** Deflate the entry (method 8) instead of storing it. */
  deflate?: boolean;
  /** The uncompressed size the directory states (a lie, for bomb tests); the real size by default. */
  statedSize?: number;
}

/** A ZIP archive whose entries may be deflated and may state false sizes. */
export function zipParts(files: Record<string, ZipPart>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, part] of Object.entries(files)) {
    const body = part.deflate ? deflateRawSync(part.data, { level: 9 }) : part.data;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(part.data);
    const size = part.statedSize ?? part.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(part.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes, body);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(part.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const centralSize = centrals.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(files).length, 8);
  end.writeUInt16LE(Object.keys(files).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

/**
 * A Word document that is a decompression bomb: word/document.xml is `megabytes` MB of spaces inside the
 * body, deflated to a few dozen KB. `lie` makes the directory state a tiny size instead of the real one.
 */
export function docxBomb(megabytes: number, lie = false): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>',
  );
  const tail = Buffer.from('</w:t></w:r></w:p></w:body></w:document>');
  const xml = Buffer.concat([head, Buffer.alloc(megabytes * 1024 * 1024, 0x20), tail]);
  return zipParts({
    '[Content_Types].xml': {
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
      ),
    },
    '_rels/.rels': {
      data: Buffer.from(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
    },
    'word/document.xml': { data: xml, deflate: true, ...(lie ? { statedSize: 1024 } : {}) },
  });
}
