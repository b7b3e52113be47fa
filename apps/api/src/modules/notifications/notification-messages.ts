/**
 * What each kind of notification says, in Bahasa Indonesia and English. `{placeholders}` are
 * filled from the notifier's data; a business role is written as the recipient's language
 * names it, numbers with the language's digit grouping, an `amount` in the `currency` beside
 * it as money, a `due_date` as a date. Text from users (a customer's name) is one line: it
 * also makes a mail's subject. A value that is missing leaves nothing.
 */
import {
  formatMoney,
  isBusinessRole,
  isCalendarDate,
  isCurrencyCode,
  type Language,
  type NotificationType,
} from '@usaha/shared';
import { ROLE_NAMES } from '../../lib/role-names';

type Copy = { title: string; body: string };

/**
 * Placeholders each type uses, besides `{business_name}` and `{user_name}` (the recipient),
 * which the notifier fills itself: callers pass the rest in `data`.
 */
export const MESSAGES: Record<Language, Record<NotificationType, Copy>> = {
  id: {
    invitation: {
      title: 'Undangan bergabung dengan {business_name}',
      body: '{inviter} mengundang Anda bergabung sebagai {role}.',
    },
    member_joined: {
      title: 'Anggota baru di {business_name}',
      body: '{name} telah bergabung sebagai {role}.',
    },
    role_changed: {
      title: 'Peran Anda diubah',
      body: 'Peran Anda di {business_name} sekarang {role}.',
    },
    import_finished: {
      title: 'Impor selesai',
      body: '{count} baris dari {file_name} sudah diimpor.',
    },
    invoice_overdue: {
      title: 'Faktur {number} lewat jatuh tempo',
      body: 'Faktur {number} untuk {customer} sebesar {amount} jatuh tempo pada {due_date} dan belum dibayar.',
    },
    invoice_paid: {
      title: 'Faktur {number} lunas',
      body: '{customer} telah melunasi faktur {number} sebesar {amount}.',
    },
    payment_received: {
      title: 'Pembayaran diterima',
      body: '{amount} diterima dari {customer} untuk faktur {number}.',
    },
    recurring_invoice_made: {
      title: 'Faktur berulang {number} dibuat',
      body: 'Faktur {number} untuk {customer} sebesar {amount} dibuat dari jadwal berulang.',
    },
    debt_due: {
      title: 'Jatuh tempo: {contact}',
      body: '{amount} dengan {contact} jatuh tempo pada {due_date}.',
    },
    subscription_expiring: {
      title: 'Langganan segera berakhir',
      body: 'Paket {plan} untuk {business_name} berakhir pada {due_date}. Perpanjang agar semua fitur tetap bisa dipakai.',
    },
    plan_payment_confirmed: {
      title: 'Pembayaran paket {plan} dikonfirmasi',
      body: 'Transfer {reference} sebesar {amount} sudah kami terima. Paket {plan} untuk {business_name} aktif sampai {due_date}.',
    },
    plan_payment_rejected: {
      title: 'Pembayaran paket {plan} ditolak',
      body: 'Transfer {reference} belum bisa kami konfirmasi: {reason}. Kirim bukti baru atau hubungi kami.',
    },
    test: {
      title: 'Notifikasi uji',
      body: 'Halo {user_name}, ini notifikasi uji dari {business_name}. Notifikasi Anda berfungsi.',
    },
  },
  en: {
    invitation: {
      title: 'Invitation to join {business_name}',
      body: '{inviter} invited you to join as {role}.',
    },
    member_joined: {
      title: 'New member in {business_name}',
      body: '{name} joined as {role}.',
    },
    role_changed: {
      title: 'Your role has changed',
      body: 'Your role in {business_name} is now {role}.',
    },
    import_finished: {
      title: 'Import finished',
      body: '{count} rows from {file_name} were imported.',
    },
    invoice_overdue: {
      title: 'Invoice {number} is overdue',
      body: 'Invoice {number} to {customer} for {amount} was due on {due_date} and is unpaid.',
    },
    invoice_paid: {
      title: 'Invoice {number} paid',
      body: '{customer} paid invoice {number} of {amount} in full.',
    },
    payment_received: {
      title: 'Payment received',
      body: '{amount} received from {customer} for invoice {number}.',
    },
    recurring_invoice_made: {
      title: 'Recurring invoice {number} made',
      body: 'Invoice {number} to {customer} for {amount} was made from its schedule.',
    },
    debt_due: {
      title: 'Due: {contact}',
      body: '{amount} with {contact} is due on {due_date}.',
    },
    subscription_expiring: {
      title: 'Your subscription ends soon',
      body: 'The {plan} plan of {business_name} ends on {due_date}. Renew to keep every feature.',
    },
    plan_payment_confirmed: {
      title: 'Your {plan} payment is confirmed',
      body: 'We received transfer {reference} for {amount}. The {plan} plan of {business_name} runs until {due_date}.',
    },
    plan_payment_rejected: {
      title: 'Your {plan} payment was not confirmed',
      body: 'We could not confirm transfer {reference}: {reason}. Send a new proof or contact us.',
    },
    test: {
      title: 'Test notification',
      body: 'Hello {user_name}, this is a test notification from {business_name}. Your notifications work.',
    },
  },
};

const LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-US' };

function valueText(
  language: Language,
  name: string,
  data: Record<string, string | number>,
): string {
  const value = data[name];
  const locale = LOCALES[language];
  if (value === undefined) return '';
  if (typeof value === 'number') {
    const currency = data.currency;
    return name === 'amount' && typeof currency === 'string' && isCurrencyCode(currency)
      ? formatMoney(value, currency, locale)
      : new Intl.NumberFormat(locale).format(value);
  }
  if (name === 'role' && isBusinessRole(value)) return ROLE_NAMES[language][value];
  if (name === 'due_date' && isCalendarDate(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
  return value.replace(/[\s\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ');
}

function fill(template: string, language: Language, data: Record<string, string | number>): string {
  return template
    .replace(/\{([a-z_]+)\}/g, (_match, name: string) => valueText(language, name, data))
    .replace(/\s{2,}/g, ' ')
    .replace(/\s+([.,])/g, '$1')
    .trim();
}

/**
 * A debt's or credit's notice from the reminder ladder: worded by who owes whom (`kind`: a
 * credit is owed to the business, a debt by it) and by how far today is from the due date
 * (`days`, negative before it), which `{when}` says.
 */
const DEBT_DUE: Record<Language, Record<'credit' | 'debt', Copy>> = {
  id: {
    credit: {
      title: 'Piutang dari {contact} {when}',
      body: '{contact} masih harus membayar {amount} kepada {business_name}, jatuh tempo pada {due_date}.',
    },
    debt: {
      title: 'Hutang ke {contact} {when}',
      body: '{business_name} masih harus membayar {amount} kepada {contact}, jatuh tempo pada {due_date}.',
    },
  },
  en: {
    credit: {
      title: 'Receivable from {contact} {when}',
      body: '{contact} still owes {business_name} {amount}, due on {due_date}.',
    },
    debt: {
      title: 'Payable to {contact} {when}',
      body: '{business_name} still owes {contact} {amount}, due on {due_date}.',
    },
  },
};

function dueWhen(language: Language, days: number): string {
  const count = Math.abs(days);
  if (language === 'id') {
    if (days < 0) return `jatuh tempo ${count} hari lagi`;
    return days === 0 ? 'jatuh tempo hari ini' : `lewat ${count} hari dari jatuh tempo`;
  }
  const span = `${count} ${count === 1 ? 'day' : 'days'}`;
  if (days < 0) return `is due in ${span}`;
  return days === 0 ? 'is due today' : `is ${span} overdue`;
}

/** The copy and values of a notice: a ladder's debt notice by its kind and days, else the type's. */
function copyOf(type: NotificationType, language: Language, data: Record<string, string | number>) {
  const { kind, days } = data;
  if (type === 'debt_due' && (kind === 'credit' || kind === 'debt') && typeof days === 'number') {
    return { copy: DEBT_DUE[language][kind], values: { ...data, when: dueWhen(language, days) } };
  }
  return { copy: MESSAGES[language][type], values: data };
}

export function renderNotification(
  type: NotificationType,
  language: Language,
  data: Record<string, string | number>,
): Copy {
  const { copy, values } = copyOf(type, language, data);
  return { title: fill(copy.title, language, values), body: fill(copy.body, language, values) };
}
