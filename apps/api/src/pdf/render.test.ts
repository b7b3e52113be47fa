/** The PDF engine draws text as text and reads no file or address a definition names. */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { imageDataUrl, renderPdf } from './render';

const run = promisify(execFile);

describe('renderPdf', () => {
  it('makes a PDF that says it was made by Usaha and nothing else about the server', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'usaha-pdf-'));
    try {
      const file = join(dir, 'nota.pdf');
      await writeFile(file, await renderPdf({ content: 'Nota', info: { title: 'Nota 1' } }));
      const { stdout } = await run('pdfinfo', [file]);
      expect(stdout).toMatch(/^Title: +Nota 1$/m);
      expect(stdout).toMatch(/^Creator: +Usaha$/m);
      expect(stdout).toMatch(/^Producer: +Usaha$/m);
      expect(stdout).toMatch(/^JavaScript: +no$/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a picture named by a local path or an address, and fetches nothing', async () => {
    let fetched = 0;
    const server = createServer((_request, response) => {
      fetched += 1;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      for (const image of ['/etc/passwd', `http://127.0.0.1:${port}/logo.png`]) {
        await expect(renderPdf({ content: { image }, images: { logo: image } })).rejects.toThrow(
          /denied/,
        );
      }
      expect(fetched).toBe(0);
    } finally {
      server.close();
    }
  });

  it('takes PNG and JPEG pictures as data URLs, and no other kind', () => {
    expect(imageDataUrl(new Uint8Array([1, 2]), 'image/png')).toBe('data:image/png;base64,AQI=');
    expect(imageDataUrl(new Uint8Array([1, 2]), 'image/webp')).toBeNull();
  });
});
