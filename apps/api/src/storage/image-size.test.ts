import { AppError } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { pngDeclaring, tinyJpeg, tinyPdf, tinyPng, tinyWebp, webpDeclaring } from '../test/files';
import { imageSize, requireAcceptableImage } from './image-size';

const bytes = (...parts: (number[] | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (Buffer.isBuffer(part) ? part : Buffer.from(part))));

/** A JPEG segment: marker, length (counting itself), payload. */
const segment = (marker: number, payload: number[] = []) => [
  0xff,
  marker,
  ((payload.length + 2) >> 8) & 0xff,
  (payload.length + 2) & 0xff,
  ...payload,
];
const frame = (marker: number, width: number, height: number) =>
  segment(marker, [8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
const SOI = [0xff, 0xd8];

/** A lossy WebP's header: RIFF, VP8 chunk, a key frame's tag, start code, 14-bit sizes. */
function lossyWebp(width: number, height: number, scale = 0): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8 ', 0, 'ascii');
  chunk.writeUInt32LE(10, 4);
  chunk.set([0x50, 0x01, 0x00, 0x9d, 0x01, 0x2a], 8);
  chunk.writeUInt16LE(width | (scale << 14), 14);
  chunk.writeUInt16LE(height | (scale << 14), 16);
  const riff = Buffer.from('RIFF\0\0\0\0WEBP', 'ascii');
  riff.writeUInt32LE(4 + chunk.length, 4);
  return Buffer.concat([riff, chunk]);
}

function refusal(data: Buffer, type: Parameters<typeof requireAcceptableImage>[1]) {
  try {
    requireAcceptableImage(data, type);
  } catch (error) {
    return error;
  }
  return null;
}

describe('imageSize', () => {
  it.each([
    ['the tiny PNG', tinyPng(), 'image/png', 1, 1],
    ['a PNG declaring 100,000 × 100,000', pngDeclaring(100_000, 100_000), 'image/png', 1e5, 1e5],
    ['the tiny JPEG', tinyJpeg(), 'image/jpeg', 1, 1],
    [
      'a JPEG declaring 4032 × 3024',
      tinyJpeg({ width: 4032, height: 3024 }),
      'image/jpeg',
      4032,
      3024,
    ],
    ['the tiny (lossless) WebP', tinyWebp(), 'image/webp', 1, 1],
    ['a lossy WebP', lossyWebp(640, 480), 'image/webp', 640, 480],
    ['a lossy WebP with its scale bits set', lossyWebp(640, 480, 3), 'image/webp', 640, 480],
    ['an extended WebP', webpDeclaring(3000, 2000), 'image/webp', 3000, 2000],
    [
      'an extended WebP of 2^24 a side',
      webpDeclaring(2 ** 24, 2 ** 24),
      'image/webp',
      2 ** 24,
      2 ** 24,
    ],
  ] as const)('reads %s', (_name, data, type, width, height) => {
    expect(imageSize(data, type)).toEqual({ width, height });
  });

  it('reads a JPEG past EXIF, padding, restart markers and to a progressive or lossless frame', () => {
    const exif = segment(0xe1, [
      ...Buffer.from('Exif\0\0MM\0*'),
      ...new Array<number>(300).fill(7),
    ]);
    const progressive = bytes(SOI, exif, [0xff, 0xff, 0xff], frame(0xc2, 800, 600));
    expect(imageSize(progressive, 'image/jpeg')).toEqual({ width: 800, height: 600 });
    const lossless = bytes(SOI, [0xff, 0xd0], segment(0xfe, [1, 2]), frame(0xc3, 65_535, 65_535));
    expect(imageSize(lossless, 'image/jpeg')).toEqual({ width: 65_535, height: 65_535 });
    // DHT (C4) looks like a frame marker and is not one.
    const huffmanFirst = bytes(SOI, segment(0xc4, [0, 0, 0, 0, 0, 0, 0, 0]), frame(0xc0, 2, 3));
    expect(imageSize(huffmanFirst, 'image/jpeg')).toEqual({ width: 2, height: 3 });
  });

  it('reads a JPEG of a hundred thousand empty segments in one pass', () => {
    const comments = Buffer.alloc(400_000);
    for (let at = 0; at < comments.length; at += 4) comments.set([0xff, 0xfe, 0x00, 0x02], at);
    const data = bytes(SOI, comments, frame(0xc0, 10, 20));
    expect(imageSize(data, 'image/jpeg')).toEqual({ width: 10, height: 20 });
  });

  it.each([
    ['a PNG signature alone', tinyPng().subarray(0, 8), 'image/png'],
    ['a PNG cut inside its header', tinyPng().subarray(0, 20), 'image/png'],
    [
      'a PNG whose first chunk is not IHDR',
      Buffer.concat([tinyPng().subarray(0, 12), Buffer.from('CgBI'), tinyPng().subarray(16)]),
      'image/png',
    ],
    ['a JPEG signature alone', Buffer.from([0xff, 0xd8, 0xff]), 'image/jpeg'],
    ['a JPEG whose scan comes before any frame', bytes(SOI, segment(0xda, [0, 0])), 'image/jpeg'],
    [
      'a JPEG that ends before its frame',
      bytes(SOI, segment(0xe0, [1, 2]), [0xff, 0xd9]),
      'image/jpeg',
    ],
    [
      'a JPEG whose segment runs past the end',
      bytes(SOI, [0xff, 0xe0, 0x10, 0x00, 1]),
      'image/jpeg',
    ],
    ['a JPEG with bytes between segments', bytes(SOI, [0x00], frame(0xc0, 1, 1)), 'image/jpeg'],
    ['a JPEG frame cut short', bytes(SOI, segment(0xc0, [8, 0, 1])), 'image/jpeg'],
    ['a WebP header alone', Buffer.from('RIFF\x04\0\0\0WEBP', 'latin1'), 'image/webp'],
    ['a lossy WebP without its start code', lossyWebp(1, 1).fill(0, 23, 26), 'image/webp'],
    ['a WebP starting with an unknown chunk', lossyWebp(1, 1).fill(0x41, 12, 16), 'image/webp'],
    ['a PDF', tinyPdf(), 'application/pdf'],
  ] as const)('cannot read %s', (_name, data, type) => {
    expect(imageSize(data, type)).toBeNull();
  });
});

describe('requireAcceptableImage', () => {
  it.each([
    ['a 1×1 PNG', tinyPng(), 'image/png'],
    ['exactly 40 megapixels', pngDeclaring(8000, 5000), 'image/png'],
    ['a long panorama of 20,000 × 2,000', pngDeclaring(20_000, 2_000), 'image/png'],
    ['a phone photo', tinyJpeg({ width: 4032, height: 3024 }), 'image/jpeg'],
    ['a WebP', tinyWebp(), 'image/webp'],
    ['a PDF, which has no pixels to count', tinyPdf(), 'application/pdf'],
  ] as const)('takes %s', (_name, data, type) => {
    expect(refusal(data, type)).toBeNull();
  });

  it.each([
    ['a 1 KB PNG of 100,000 × 100,000', pngDeclaring(100_000, 100_000), 'image/png'],
    ['one pixel over 40 megapixels', pngDeclaring(8000, 5001), 'image/png'],
    ['a side over 20,000', pngDeclaring(20_001, 1), 'image/png'],
    ['a PNG of 2^32 − 1 a side', pngDeclaring(2 ** 32 - 1, 2 ** 32 - 1), 'image/png'],
    ['a JPEG of 65,535 × 65,535', tinyJpeg({ width: 65_535, height: 65_535 }), 'image/jpeg'],
    ['a WebP canvas of 16,384 × 16,384', webpDeclaring(16_384, 16_384), 'image/webp'],
  ] as const)('refuses %s with 422 IMAGE_TOO_LARGE', (_name, data, type) => {
    const error = refusal(data, type);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'IMAGE_TOO_LARGE', status: 422 });
  });

  it.each([
    ['an unreadable header', tinyPng().subarray(0, 16), 'image/png'],
    ['a width of 0', pngDeclaring(0, 10), 'image/png'],
    ['a JPEG whose height comes later (DNL)', tinyJpeg({ width: 10, height: 0 }), 'image/jpeg'],
  ] as const)('refuses %s with 422 IMAGE_UNREADABLE', (_name, data, type) => {
    expect(refusal(data, type)).toMatchObject({ code: 'IMAGE_UNREADABLE', status: 422 });
  });
});
