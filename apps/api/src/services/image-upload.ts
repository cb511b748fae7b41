// Photos and logos (issue 11 §4): small images kept as data: URLs, so they show wherever the person's picture
// or the organisation's logo does without a signed request for the file. The type is read from the first
// bytes, never from the name or the declared type; SVG is refused (it can carry script).
import { TooLarge, UnsupportedType, ValidationError } from '../errors.ts';
import type { UploadedFile } from '../uploads.ts';

export const PHOTO_MAX_BYTES = 256 * 1024;
export const LOGO_MAX_BYTES = 512 * 1024;

type ImageType = 'image/png' | 'image/jpeg' | 'image/webp' | 'image/gif';

/** The image type its content shows, or null. */
export function detectImageType(data: Buffer): ImageType | null {
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (data.length >= 6 && /^GIF8[79]a$/.test(data.toString('latin1', 0, 6))) return 'image/gif';
  return null;
}

/** The upload as a data: URL, or the error its answer is (400 missing or empty, 413 too large, 415 not an image). */
export function imageDataUrl(upload: UploadedFile | undefined, maxBytes: number): string {
  if (!upload) throw new ValidationError({ file: ['Choose an image file.'] });
  if (upload.repeated) throw new ValidationError({ file: ['Send one file only.'] });
  if (upload.tooLarge) throw new TooLarge(`The image is larger than ${Math.round(maxBytes / 1024)} KB.`);
  if (upload.data.length === 0) throw new ValidationError({ file: ['The file is empty.'] });
  const type = detectImageType(upload.data);
  if (!type) throw new UnsupportedType('The file is not a PNG, JPEG, WebP or GIF image.');
  return `data:${type};base64,${upload.data.toString('base64')}`;
}
