import { randomBytes } from 'node:crypto';

/** The last id's millisecond and sequence: ids of one process never go backwards. */
let lastMs = 0;
let sequence = 0;
const MAX_SEQUENCE = 0xfff;

/**
 * UUID version 7: time-ordered, so new rows land at the end of their indexes. Within one
 * millisecond the 12 bits after the time count up (RFC 9562, §6.2 method 1), so ids made one
 * after another sort in that order: two rows written in one transaction (register, then login)
 * share `created_at`, and lists break that tie by id.
 */
export function uuidv7(): string {
  const now = Date.now();
  if (now > lastMs) {
    lastMs = now;
    // A random start leaves room to count up and keeps ids hard to guess.
    sequence = randomBytes(2).readUInt16BE(0) & 0x7ff;
  } else if (sequence < MAX_SEQUENCE) {
    sequence += 1;
  } else {
    // 4,096 ids in one millisecond: borrow the next one.
    lastMs += 1;
    sequence = 0;
  }
  const bytes = randomBytes(16);
  let time = BigInt(lastMs);
  for (let index = 5; index >= 0; index--) {
    bytes[index] = Number(time & 0xffn);
    time >>= 8n;
  }
  bytes[6] = 0x70 | (sequence >> 8);
  bytes[7] = sequence & 0xff;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
