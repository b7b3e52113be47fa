import { AppError } from '@usaha/shared';
import { describe, expect, it } from 'vitest';
import { tinyJpeg, tinyPdf, tinyPng, tinyWebp } from '../test/files';
import { requireSupportedType, sniffType } from './sniff';

const text = (value: string) => Buffer.from(value, 'utf8');

describe('sniffType', () => {
  it.each([
    ['a JPEG', tinyJpeg(), 'image/jpeg', 'jpg'],
    ['a PNG', tinyPng(), 'image/png', 'png'],
    ['a WebP', tinyWebp(), 'image/webp', 'webp'],
    ['a PDF', tinyPdf(), 'application/pdf', 'pdf'],
    ['an EXIF JPEG', Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0, 0]), 'image/jpeg', 'jpg'],
  ])('knows %s from its first bytes', (_name, bytes, contentType, extension) => {
    expect(sniffType(bytes)).toEqual({
      contentType,
      extensions: expect.arrayContaining([extension]),
    });
  });

  it.each([
    ['empty', Buffer.alloc(0)],
    ['HTML', text('<!doctype html><html><script>alert(1)</script></html>')],
    ['HTML after a byte-order mark', text('\uFEFF<html><body>hi</body></html>')],
    ['SVG', text('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
    ['XML', text('<?xml version="1.0"?><svg/>')],
    ['a shell script', text('#!/bin/sh\nrm -rf /\n')],
    ['JavaScript', text('fetch("/api/v1/auth/profile/")')],
    ['a Windows program', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00])],
    ['a text file renamed to .jpg', text('Nota pembelian 12 November')],
    ['a GIF', text('GIF89a\u0001\u0000\u0001\u0000')],
    ['a ZIP', Buffer.from([0x50, 0x4b, 0x03, 0x04])],
    ['half a JPEG signature', Buffer.from([0xff, 0xd8])],
    ['half a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47])],
    ['a RIFF that is not WebP (WAV)', text('RIFF\u0024\u0000\u0000\u0000WAVEfmt ')],
    ['RIFF alone', text('RIFF')],
    ['"%PDF" without the dash', text('%PDF')],
    ['a PDF signature not at the start', text(` %PDF-1.4`)],
  ])('refuses %s', (_name, bytes) => {
    expect(sniffType(bytes)).toBeNull();
  });
});

describe('requireSupportedType', () => {
  it('returns the type of an accepted file', () => {
    expect(requireSupportedType(tinyPng()).contentType).toBe('image/png');
  });

  it('refuses anything else with 415 UNSUPPORTED_MEDIA_TYPE and a clear message', () => {
    let caught: unknown;
    try {
      requireSupportedType(text('<html></html>'));
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(AppError);
    expect(caught).toMatchObject({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      status: 415,
      message: expect.stringMatching(/JPEG, PNG or WebP\) or a PDF/),
    });
  });
});
