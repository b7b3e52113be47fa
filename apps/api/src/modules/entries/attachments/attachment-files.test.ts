import { describe, expect, it } from 'vitest';
import { type SniffedType, sniffType } from '../../../storage/sniff';
import { tinyJpeg, tinyPdf, tinyPng } from '../../../test/files';
import { contentDisposition, sanitizeFilename } from './attachment-files';

function sniffed(bytes: Buffer): SniffedType {
  const type = sniffType(bytes);
  if (!type) throw new Error('test file not recognised');
  return type;
}

const jpeg = sniffed(tinyJpeg());
const png = sniffed(tinyPng());
const pdf = sniffed(tinyPdf());

describe('sanitizeFilename', () => {
  it.each([
    ['nota.jpg', jpeg, 'nota.jpg'],
    ['Nota Maret.JPEG', jpeg, 'Nota Maret.JPEG'],
    ['struk.png', png, 'struk.png'],
    ['Faktur Pajak 010.000-26.pdf', pdf, 'Faktur Pajak 010.000-26.pdf'],
    // The extension follows the bytes.
    ['photo.png', jpeg, 'photo.jpg'],
    ['scan.pdf', png, 'scan.png'],
    ['invoice.html', png, 'invoice.html.png'],
    ['evil.exe', pdf, 'evil.exe.pdf'],
    ['struk', jpeg, 'struk.jpg'],
    ['Nota 12.5', jpeg, 'Nota 12.5.jpg'],
    // Directories, control and invisible characters go.
    ['../../etc/passwd', pdf, 'passwd.pdf'],
    ['C:\\Users\\siti\\Desktop\\nota.jpg', jpeg, 'nota.jpg'],
    ['no\u0000ta\r\n.jpg', jpeg, 'nota.jpg'],
    ['receipt\u202Egnp.exe', png, 'receiptgnp.exe.png'],
    ['\u200Bnota\uFEFF.png', png, 'nota.png'],
    ['  nota   toko\t budi  .png', png, 'nota toko budi.png'],
    ['.htaccess', pdf, 'htaccess.pdf'],
    ['..', pdf, 'attachment.pdf'],
    ['/', jpeg, 'attachment.jpg'],
    ['\u0007', png, 'attachment.png'],
    ['.png', png, 'png.png'],
    ['Struk Ibu Sri – Maret 2026 ✓.jpg', jpeg, 'Struk Ibu Sri – Maret 2026 ✓.jpg'],
  ])('%j as %s is kept as %j', (given, type, expected) => {
    expect(sanitizeFilename(given, type)).toBe(expected);
  });

  it('keeps at most 200 characters, the extension included, without splitting a character', () => {
    const long = sanitizeFilename(`${'a'.repeat(300)}.pdf`, pdf);
    expect(long).toBe(`${'a'.repeat(196)}.pdf`);
    const emoji = sanitizeFilename(`${'🧾'.repeat(150)}.jpg`, jpeg);
    expect(emoji.length).toBeLessThanOrEqual(200);
    expect(emoji).toBe(`${'🧾'.repeat(98)}.jpg`);
  });
});

describe('contentDisposition', () => {
  it('names the file inline with an RFC 5987 UTF-8 value', () => {
    expect(contentDisposition('nota.jpg')).toBe("inline; filename*=UTF-8''nota.jpg");
    expect(contentDisposition("Struk (Bu Sri's) – 1*2.pdf")).toBe(
      "inline; filename*=UTF-8''Struk%20%28Bu%20Sri%27s%29%20%E2%80%93%201%2A2.pdf",
    );
    expect(contentDisposition('a";b.pdf')).toBe("inline; filename*=UTF-8''a%22%3Bb.pdf");
  });
});
