/**
 * Reads one file field of a multipart/form-data body (RFC 7578) held in memory: the uploads that
 * use it are small (a logo of at most 1 MB), so the body is parsed whole, without a dependency.
 */

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

/** The boundary of a `multipart/form-data; boundary=…` content type, or null. */
export function multipartBoundary(contentType: string): string | null {
  if (!/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const match = /;\s*boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  return boundary && boundary.length <= 70 ? boundary : null;
}

/** The `name` of a part from its headers (`Content-Disposition: form-data; name="file"`). */
function partName(headers: string): string | null {
  for (const line of headers.split('\r\n')) {
    const colon = line.indexOf(':');
    if (line.slice(0, colon).trim().toLowerCase() !== 'content-disposition') continue;
    const match = /;\s*name=(?:"([^"]*)"|([^\s;]+))/i.exec(line.slice(colon + 1));
    return match?.[1] ?? match?.[2] ?? null;
  }
  return null;
}

/** The bytes of the first part named `field`, or null when the body has none or is malformed. */
export function readMultipartFile(body: Buffer, contentType: string, field: string): Buffer | null {
  const boundary = multipartBoundary(contentType);
  if (!boundary) return null;
  const first = Buffer.from(`--${boundary}`);
  const next = Buffer.from(`\r\n--${boundary}`);
  let at = body.indexOf(first);
  if (at === -1) return null;
  at += first.length;
  for (;;) {
    // `--` right after a delimiter closes the body.
    if (body[at] === 0x2d && body[at + 1] === 0x2d) return null;
    const lineEnd = body.indexOf(CRLF, at);
    if (lineEnd === -1) return null;
    const headersEnd = body.indexOf(HEADER_END, lineEnd);
    if (headersEnd === -1) return null;
    const headers = body.subarray(lineEnd + CRLF.length, headersEnd).toString('utf8');
    const contentStart = headersEnd + HEADER_END.length;
    const contentEnd = body.indexOf(next, contentStart);
    if (contentEnd === -1) return null;
    if (partName(headers) === field) return body.subarray(contentStart, contentEnd);
    at = contentEnd + next.length;
  }
}
