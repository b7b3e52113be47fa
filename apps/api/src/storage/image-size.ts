/**
 * The width and height an image declares in its header (PNG IHDR, JPEG start of frame, WebP
 * VP8/VP8L/VP8X), read without decoding it, so a file of a kilobyte that unpacks to ten
 * gigapixels is refused before it is stored and before any member's browser opens it.
 */
import { AppError, type AttachmentType } from '@usaha/shared';

export type ImageSize = { width: number; height: number };

/** Three 12-megapixel phone photos' worth; 160 MB once a member's browser decodes it to RGBA. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** A panorama may be long, not endless. */
export const MAX_IMAGE_SIDE = 20_000;

export const IMAGE_TOO_LARGE_MESSAGE =
  'This image is too large: at most 40 megapixels and 20,000 pixels on a side. Make it smaller and try again.';
export const IMAGE_UNREADABLE_MESSAGE =
  'This image could not be read: it may be damaged. Save or export it again and try once more.';

function uint16be(data: Uint8Array, at: number): number {
  return ((data[at] ?? 0) << 8) | (data[at + 1] ?? 0);
}

function uint16le(data: Uint8Array, at: number): number {
  return (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8);
}

function uint24le(data: Uint8Array, at: number): number {
  return (data[at] ?? 0) | ((data[at + 1] ?? 0) << 8) | ((data[at + 2] ?? 0) << 16);
}

function uint32be(data: Uint8Array, at: number): number {
  return (uint16be(data, at) * 0x10000 + uint16be(data, at + 2)) >>> 0;
}

function fourcc(data: Uint8Array, at: number): string {
  return String.fromCharCode(...data.subarray(at, at + 4));
}

/** The first chunk of a PNG is its 13-byte IHDR: width and height, four bytes each. */
function pngSize(data: Uint8Array): ImageSize | null {
  if (data.length < 24 || uint32be(data, 8) !== 13 || fourcc(data, 12) !== 'IHDR') return null;
  return { width: uint32be(data, 16), height: uint32be(data, 20) };
}

/** Start-of-frame markers: C0–CF but DHT (C4), JPG (C8) and DAC (CC). */
function isStartOfFrame(marker: number): boolean {
  return marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
}

/**
 * Walks the segments up to the first start of frame (the one decoders use); one pass over the
 * bytes, whatever the number of segments. A height of 0 (given later by a DNL segment) or a scan
 * before any frame header is unreadable.
 */
function jpegSize(data: Uint8Array): ImageSize | null {
  let at = 2;
  while (at < data.length) {
    if (data[at] !== 0xff) return null;
    // Any number of 0xFF may pad before a marker.
    while (data[at] === 0xff) at += 1;
    const marker = data[at];
    if (marker === undefined) return null;
    at += 1;
    // Standalone markers: TEM, RSTn, SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    const length = uint16be(data, at);
    if (length < 2 || at + length > data.length) return null;
    if (isStartOfFrame(marker)) {
      // Length, precision, height, width, number of components.
      if (length < 8) return null;
      return { height: uint16be(data, at + 3), width: uint16be(data, at + 5) };
    }
    at += length;
  }
  return null;
}

/** RIFF, size, WEBP, then the first chunk: a lossy, a lossless or an extended image. */
function webpSize(data: Uint8Array): ImageSize | null {
  if (data.length < 30) return null;
  switch (fourcc(data, 12)) {
    case 'VP8 ': {
      // A key frame's 3-byte tag, its start code, then 14-bit width and height (2 bits of scale).
      if (((data[20] ?? 1) & 1) !== 0) return null;
      if (data[23] !== 0x9d || data[24] !== 0x01 || data[25] !== 0x2a) return null;
      return { width: uint16le(data, 26) & 0x3fff, height: uint16le(data, 28) & 0x3fff };
    }
    case 'VP8L': {
      if (data[20] !== 0x2f) return null;
      // After the signature byte: 14 bits of width − 1, then 14 of height − 1.
      const bits = uint16le(data, 21) + uint16le(data, 23) * 0x10000;
      return { width: (bits & 0x3fff) + 1, height: (Math.floor(bits / 0x4000) & 0x3fff) + 1 };
    }
    case 'VP8X':
      // The canvas: every frame of an animation fits in it.
      return { width: uint24le(data, 24) + 1, height: uint24le(data, 27) + 1 };
    default:
      return null;
  }
}

/** The declared size of an image of a sniffed type; null when its header cannot be read. */
export function imageSize(data: Uint8Array, type: AttachmentType): ImageSize | null {
  switch (type) {
    case 'image/png':
      return pngSize(data);
    case 'image/jpeg':
      return jpegSize(data);
    case 'image/webp':
      return webpSize(data);
    case 'application/pdf':
      return null;
  }
}

/**
 * Refuses, with 422, an image of the sniffed type whose header is unreadable or declares more
 * than MAX_IMAGE_PIXELS or a side over MAX_IMAGE_SIDE. Other types (a PDF) pass.
 */
export function requireAcceptableImage(data: Uint8Array, type: AttachmentType): void {
  if (!type.startsWith('image/')) return;
  const size = imageSize(data, type);
  if (!size || size.width === 0 || size.height === 0) {
    throw new AppError('IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE);
  }
  if (
    size.width > MAX_IMAGE_SIDE ||
    size.height > MAX_IMAGE_SIDE ||
    size.width * size.height > MAX_IMAGE_PIXELS
  ) {
    throw new AppError('IMAGE_TOO_LARGE', IMAGE_TOO_LARGE_MESSAGE);
  }
}
