/**
 * How much a ZIP unpacks to, found by unpacking every entry within a budget: the sizes the
 * archive declares can lie, and a few megabytes can unpack to gigabytes (a zip bomb). Read from
 * the central directory, as ZIP readers do; anything this does not understand is `unreadable`.
 */
import { promisify } from 'node:util';
import { inflateRaw } from 'node:zlib';

const inflate = promisify(inflateRaw);

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_SIZE = 22;
/** The end record's comment is at most 65,535 bytes long. */
const END_SEARCH = END_SIZE + 0xffff;
/** A workbook has a dozen parts; thousands of entries are not a spreadsheet. */
const MAX_ENTRIES = 1000;

export type ZipBudget =
  | { ok: true; unpacked: number }
  | { ok: false; reason: 'unreadable' | 'too_large' };

function endOfDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - END_SEARCH);
  for (let at = zip.length - END_SIZE; at >= stop; at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  return -1;
}

type Entry = { method: number; data: Buffer };

/** The entries' compression methods and packed bytes, or null if the archive is not readable. */
function entries(zip: Buffer): Entry[] | null {
  const end = endOfDirectory(zip);
  if (end < 0) return null;
  const count = zip.readUInt16LE(end + 10);
  if (count > MAX_ENTRIES) return null;
  const found: Entry[] = [];
  let at = zip.readUInt32LE(end + 16);
  for (let index = 0; index < count; index++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const method = zip.readUInt16LE(at + 10);
    const packed = zip.readUInt32LE(at + 20);
    const local = zip.readUInt32LE(at + 42);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== LOCAL_HEADER) return null;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    // ZIP64 (sizes of 0xFFFFFFFF) ends here too: no workbook of a few megabytes needs it.
    if (start + packed > zip.length) return null;
    found.push({ method, data: zip.subarray(start, start + packed) });
  }
  return found;
}

const tooLarge = (error: unknown) =>
  error instanceof RangeError || (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE';

/** Unpacks each entry (stored or deflated) and stops as soon as the total passes `limit` bytes. */
export async function unpackWithin(zip: Buffer, limit: number): Promise<ZipBudget> {
  if (zip.length < END_SIZE) return { ok: false, reason: 'unreadable' };
  const found = entries(zip);
  if (!found) return { ok: false, reason: 'unreadable' };
  let unpacked = 0;
  for (const { method, data } of found) {
    if (method === 0) {
      unpacked += data.length;
    } else if (method === 8) {
      try {
        unpacked += (await inflate(data, { maxOutputLength: limit - unpacked + 1 })).length;
      } catch (error) {
        return { ok: false, reason: tooLarge(error) ? 'too_large' : 'unreadable' };
      }
    } else {
      return { ok: false, reason: 'unreadable' };
    }
    if (unpacked > limit) return { ok: false, reason: 'too_large' };
  }
  return { ok: true, unpacked };
}
