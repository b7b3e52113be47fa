/**
 * Reads a mail as its recipient's client would: the subject and the text and HTML parts,
 * decoded (quoted-printable, base64, RFC 2047 words), from the raw message a test received.
 */

export type ReadMail = { subject: string; to: string; text: string; html: string };

type Part = { headers: Map<string, string>; body: string };

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function quotedPrintable(text: string): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded.slice(i + 1, i + 3);
    if (unfolded[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body, 'base64').toString('utf8');
  return part.body;
}

/** A header's RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_all, _charset, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

function leaves(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  const chunks = part.body.split(`--${boundary}`).slice(1);
  return chunks
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leaves(parsePart(chunk.replace(/^\r?\n/, ''))));
}

export function readMail(raw: string): ReadMail {
  const message = parsePart(raw);
  const parts = leaves(message);
  const ofType = (type: string) =>
    parts
      .filter((part) => (part.headers.get('content-type') ?? 'text/plain').startsWith(type))
      .map(decodeBody)
      .join('\n');
  return {
    subject: decodeWords(message.headers.get('subject') ?? ''),
    to: message.headers.get('to') ?? '',
    text: ofType('text/plain'),
    html: ofType('text/html'),
  };
}
