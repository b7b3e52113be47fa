import { describe, expect, it } from 'vitest';
import { tinyPng } from '../test/files';
import { multipartBoundary, readMultipartFile } from './multipart';

/** A body exactly as a browser's FormData encodes it. */
async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const response = new Response(form);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('multipartBoundary', () => {
  it.each([
    ['multipart/form-data; boundary=abc123', 'abc123'],
    ['multipart/form-data; boundary="a b:c"', 'a b:c'],
    ['Multipart/Form-Data;charset=utf-8; BOUNDARY=xyz', 'xyz'],
  ])('reads %s', (header, boundary) => {
    expect(multipartBoundary(header)).toBe(boundary);
  });

  it.each([
    'multipart/form-data',
    'multipart/mixed; boundary=abc',
    'image/png',
    `multipart/form-data; boundary=${'x'.repeat(71)}`,
  ])('refuses %s', (header) => {
    expect(multipartBoundary(header)).toBeNull();
  });
});

describe('readMultipartFile', () => {
  it('returns the bytes of the named file, byte for byte, among other fields', async () => {
    const png = tinyPng();
    const form = new FormData();
    form.append('note', 'logo baru');
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    form.append('after', 'x');
    const { body, contentType } = await encode(form);
    expect(readMultipartFile(body, contentType, 'file')).toEqual(png);
    expect(readMultipartFile(body, contentType, 'note')?.toString()).toBe('logo baru');
  });

  it('keeps bytes that look like line breaks and dashes inside the file', async () => {
    const tricky = Buffer.from('\r\n--\r\n\r\n--not-the-boundary\r\n');
    const form = new FormData();
    form.append('file', new Blob([tricky]), 'x.bin');
    const { body, contentType } = await encode(form);
    expect(readMultipartFile(body, contentType, 'file')).toEqual(tricky);
  });

  it('tells the field from a filename that contains its name', () => {
    const body = Buffer.from(
      '--b\r\nContent-Disposition: form-data; name="other"; filename="file"\r\n\r\nA\r\n' +
        '--b\r\nContent-Disposition: form-data; name=file\r\n\r\nB\r\n--b--\r\n',
    );
    expect(readMultipartFile(body, 'multipart/form-data; boundary=b', 'file')?.toString()).toBe(
      'B',
    );
  });

  it('returns null without the field, for a truncated body and for another content type', async () => {
    const form = new FormData();
    form.append('picture', new Blob([tinyPng()]), 'logo.png');
    const { body, contentType } = await encode(form);
    expect(readMultipartFile(body, contentType, 'file')).toBeNull();
    const truncated = Buffer.from('--b\r\nContent-Disposition: form-data; name="file"\r\n\r\nAB');
    expect(readMultipartFile(truncated, 'multipart/form-data; boundary=b', 'file')).toBeNull();
    const closed = Buffer.from('--b--\r\n');
    expect(readMultipartFile(closed, 'multipart/form-data; boundary=b', 'file')).toBeNull();
    expect(readMultipartFile(body, 'application/json', 'file')).toBeNull();
    expect(readMultipartFile(Buffer.alloc(0), contentType, 'file')).toBeNull();
  });
});
