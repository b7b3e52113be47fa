/**
 * What a file really is, read from its first bytes: the Content-Type a client declares is not
 * trusted, so an HTML page or a script sent as "image/png" is refused here.
 */
import { AppError, type AttachmentType } from '@usaha/shared';

export type SniffedType = { contentType: AttachmentType; extensions: readonly string[] };

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d];

/** The first extension is the one given to a file whose name has none that fits. */
export const EXTENSIONS: Record<AttachmentType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

function startsWith(data: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (data.length < offset + signature.length) return false;
  return signature.every((byte, index) => data[offset + index] === byte);
}

function typeOf(data: Uint8Array): AttachmentType | null {
  if (startsWith(data, JPEG)) return 'image/jpeg';
  if (startsWith(data, PNG)) return 'image/png';
  // RIFF, a four-byte size, then the form type.
  if (startsWith(data, RIFF) && startsWith(data, WEBP, 8)) return 'image/webp';
  if (startsWith(data, PDF)) return 'application/pdf';
  return null;
}

/** The type the bytes say they are, or null when they are none of the accepted ones. */
export function sniffType(data: Uint8Array): SniffedType | null {
  const contentType = typeOf(data);
  return contentType ? { contentType, extensions: EXTENSIONS[contentType] } : null;
}

export const UNSUPPORTED_FILE_MESSAGE =
  'This file type is not supported. Attach a photo (JPEG, PNG or WebP) or a PDF.';

/** The sniffed type, or a 415 UNSUPPORTED_MEDIA_TYPE. */
export function requireSupportedType(data: Uint8Array): SniffedType {
  const sniffed = sniffType(data);
  if (!sniffed) throw new AppError('UNSUPPORTED_MEDIA_TYPE', UNSUPPORTED_FILE_MESSAGE);
  return sniffed;
}
