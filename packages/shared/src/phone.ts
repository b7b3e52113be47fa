/**
 * Phone numbers are kept in E.164 (`+6281234567890`) so a WhatsApp link (`wa.me/<digits>`) and
 * a call link work. Indonesian habits are understood: `0812…`, `62812…`, `812…`, `+62 812-…`.
 */
const DIALLING_CODE = '62';

export function normalisePhone(input: string): string | null {
  const trimmed = input.trim();
  if (!/^[+\d\s().-]+$/.test(trimmed)) return null;
  const plus = trimmed.startsWith('+');
  let digits = trimmed.replace(/\D/g, '');
  if (!plus) {
    if (digits.startsWith('00')) digits = digits.slice(2);
    else if (digits.startsWith('0')) digits = DIALLING_CODE + digits.slice(1);
    else if (digits.startsWith('8')) digits = DIALLING_CODE + digits;
  }
  if (!/^[1-9]\d{7,14}$/.test(digits)) return null;
  return `+${digits}`;
}

/**
 * `+6281234567890` → `0812-3456-7890`, the way an Indonesian writes a mobile number. A landline
 * (`+62215550101`) keeps its digits unbroken, `0215550101`: area codes are two or three digits
 * and the number alone does not say which. Other countries stay E.164.
 */
export function formatPhone(e164: string): string {
  if (!e164.startsWith(`+${DIALLING_CODE}`)) return e164;
  const local = `0${e164.slice(1 + DIALLING_CODE.length)}`;
  if (!local.startsWith('08')) return local;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, '$1-$2-$3');
}

/**
 * A `wa.me` link: the number's E.164 digits without the plus (a local `0812…` becomes `62812…`),
 * and `text` as the prepared message, URL-encoded so any text stays text (`&`, `#`, a newline).
 */
export function whatsappLink(phone: string, text?: string): string {
  const digits = (normalisePhone(phone) ?? phone).replace(/\D/g, '');
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${digits}${query}`;
}

/** A WhatsApp link without a number: the person picks whom to send the prepared message to. */
export function whatsappShareLink(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
