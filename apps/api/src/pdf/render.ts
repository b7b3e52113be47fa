/**
 * The one PDF engine of the API (pdfmake on PDFKit: receipts now, invoices, kwitansi and reports
 * next). A document is a pdfmake definition; every text in it is drawn as text, never read as
 * markup, a link or a file. The engine reads nothing but its fonts: no URL is ever fetched and no
 * other local file opened, whatever a definition names. Why pdfmake: docs/decisions.md.
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { DocumentDefinition } from './document';

type FontFiles = { normal: string; bold: string; italics: string; bolditalics: string };

/** pdfmake's Node entry: one configured instance (its own types are not used, see document.ts). */
type PdfMake = {
  setFonts(fonts: Record<string, FontFiles>): void;
  setUrlAccessPolicy(allowed: (url: string) => boolean): void;
  setLocalAccessPolicy(allowed: (path: string) => boolean): void;
  createPdf(definition: DocumentDefinition & { info: Record<string, string | undefined> }): {
    getBuffer(): Promise<Buffer>;
  };
};

const require = createRequire(import.meta.url);

/**
 * Roboto, shipped with pdfmake: Latin (with the letters of Indonesian and the other languages
 * of the region written in it), Greek, Cyrillic and Vietnamese; embedded as a subset per file.
 */
const FONT_DIR = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
const FONT_FILES: FontFiles = {
  normal: join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};
const READABLE = new Set(Object.values(FONT_FILES));

let loaded: PdfMake | undefined;

/** The engine, loaded and configured on the first document (it costs the start-up ~0.1 s). */
function engine(): PdfMake {
  if (!loaded) {
    loaded = require('pdfmake') as PdfMake;
    loaded.setFonts({ Roboto: FONT_FILES });
    loaded.setUrlAccessPolicy(() => false);
    loaded.setLocalAccessPolicy((path) => READABLE.has(path));
  }
  return loaded;
}

/** What every document says of itself: made by Usaha (no library name, no server path). */
const MADE_BY = { creator: 'Usaha', producer: 'Usaha' };

/** Renders a definition to the bytes of a PDF. */
export function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  return engine()
    .createPdf({
      ...definition,
      info: { ...definition.info, ...MADE_BY },
      defaultStyle: { font: 'Roboto', ...definition.defaultStyle },
    })
    .getBuffer();
}

/** A picture the engine can draw (PNG or JPEG) as the data URL a definition names it by. */
export function imageDataUrl(data: Uint8Array, contentType: string): string | null {
  if (contentType !== 'image/png' && contentType !== 'image/jpeg') return null;
  return `data:${contentType};base64,${Buffer.from(data).toString('base64')}`;
}
