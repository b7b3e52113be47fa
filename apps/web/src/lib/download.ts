/**
 * Files behind the bearer token (exports): fetched with the token, saved through an object URL
 * and a temporary <a download>, named as the server's Content-Disposition says.
 */
import { apiResponse } from './api-client';

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over `filename`. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*([^']*)'[^']*'([^;]+)/i.exec(header);
  if (extended?.[2]) {
    try {
      return sanitise(decodeURIComponent(extended[2].trim().replace(/^"|"$/g, '')), fallback);
    } catch {
      // A malformed escape: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(header);
  const name = plain?.[2] ?? plain?.[1];
  return name ? sanitise(name.trim(), fallback) : fallback;
}

function sanitise(name: string, fallback: string): string {
  // Only the last path segment, never a hidden or empty name.
  const base = name.split(/[\\/]/).pop()?.trim() ?? '';
  return base && !base.startsWith('.') ? base : fallback;
}

export type DownloadedFile = { blob: Blob; filename: string };

/** GETs a file with the bearer token, refreshing it once on a 401 like every other call. */
export async function fetchFile(path: string, fallbackName: string): Promise<DownloadedFile> {
  const response = await apiResponse(path);
  return {
    blob: await response.blob(),
    filename: filenameFromDisposition(response.headers.get('Content-Disposition'), fallbackName),
  };
}

/** Hands a Blob to the browser as a download. */
export function saveFile({ blob, filename }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: the browser reads the URL after the click handler returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Opens a Blob (an uploaded proof) in a new tab to look at, and lets its URL go afterwards. */
export function openFile(blob: Blob): void {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  // The new tab has its own copy once loaded; a minute leaves room on a slow phone.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
