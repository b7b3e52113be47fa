/**
 * Bea meterai (UU 10/2020, Pasal 3 ayat 2 huruf g): a document stating a sum of money of more
 * than Rp5.000.000 carries a Rp10.000 stamp. Only rupiah documents: other currencies never
 * show the note.
 */

/** Rp5.000.000 in minor units (IDR's exponent is 2): the stamp is due above it, not at it. */
export const STAMP_DUTY_THRESHOLD = 500_000_000;
/** Rp10.000 in minor units. */
export const STAMP_DUTY_AMOUNT = 1_000_000;

/** True when an invoice of `total` (minor units) in `currency` needs the stamp-duty note. */
export function stampDutyApplies(total: number, currency: string): boolean {
  return currency === 'IDR' && total > STAMP_DUTY_THRESHOLD;
}
