/** Tiny but real files for upload tests, built byte by byte (no fixtures on disk). */
import { crc32, deflateSync } from 'node:zlib';

const uint16 = (value: number) => [(value >> 8) & 0xff, value & 0xff];

/**
 * A baseline JPEG of one grey block, every coefficient zero: 1×1, or declaring another size in
 * its frame header (the scan still holds one block: a header-only pixel bomb).
 */
export function tinyJpeg(
  size: { width: number; height: number } = { width: 1, height: 1 },
): Buffer {
  const huffman = (tableClass: number) => [
    0xff,
    0xc4,
    0x00,
    0x14,
    tableClass,
    1,
    ...new Array<number>(15).fill(0),
    0x00,
  ];
  return Buffer.from([
    ...[0xff, 0xd8], // SOI
    ...[0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0], // JFIF
    ...[0xff, 0xdb, 0x00, 0x43, 0x00, ...new Array<number>(64).fill(1)], // quantisation table
    ...[0xff, 0xc0, 0x00, 0x0b, 8, ...uint16(size.height), ...uint16(size.width), 1, 1, 0x11, 0],
    ...huffman(0x00), // DC: one code, category 0
    ...huffman(0x10), // AC: one code, end of block
    ...[0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 0x3f, 0], // start of scan
    0x3f, // DC 0, end of block, padded with ones
    ...[0xff, 0xd9], // EOI
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 1×1 RGB PNG of the given colour. */
export function tinyPng(rgb: [number, number, number] = [0x2e, 0x7d, 0x32]): Buffer {
  return pngDeclaring(1, 1, rgb);
}

/**
 * A PNG whose header declares `width`×`height` and whose data is one pixel: what a pixel bomb
 * looks like to anything that reads the header, and a real image at 1×1.
 */
export function pngDeclaring(
  width: number,
  height: number,
  rgb: [number, number, number] = [0x2e, 0x7d, 0x32],
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.from([0, ...rgb]))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An extended WebP whose canvas is `width`×`height` (a header and nothing to draw). */
export function webpDeclaring(width: number, height: number): Buffer {
  const chunk = Buffer.alloc(18);
  chunk.write('VP8X', 0, 'ascii');
  chunk.writeUInt32LE(10, 4);
  chunk.writeUIntLE(width - 1, 12, 3);
  chunk.writeUIntLE(height - 1, 15, 3);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'ascii');
  riff.writeUInt32LE(4 + chunk.length, 4);
  riff.write('WEBP', 8, 'ascii');
  return Buffer.concat([riff, chunk]);
}

/** A 1×1 lossless WebP. */
export function tinyWebp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

/** A one-page PDF saying `text`, with a correct cross-reference table. */
export function tinyPdf(text = 'Nota'): Buffer {
  const stream = `BT /F1 12 Tf 20 20 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 60] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
