/** The one error vocabulary: stable codes with their HTTP status (DESIGN.md §2). */
import type { FieldCodes, FieldIssue } from './field-codes';

export const ERROR_CODES = {
  VALIDATION_FAILED: 400,
  INVALID_RESET_TOKEN: 400,
  INVALID_VERIFICATION_TOKEN: 400,
  WEAK_PASSWORD: 400,
  INVITATION_INVALID: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  TOKEN_INVALID: 401,
  REFRESH_FAILED: 401,
  WRONG_PASSWORD: 403,
  CSRF_FAILED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  VERSION_CONFLICT: 409,
  USERNAME_TAKEN: 409,
  EMAIL_TAKEN: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The generic answer to a 422 that names no rule (a proxy's, an old server's). */
  BUSINESS_RULE: 422,
  // The ledger's rules, one code each, so the web can say which one in the user's language.
  CASHBOOK_ARCHIVED: 422,
  CASHBOOK_HAS_ENTRIES: 422,
  CURRENCY_MISMATCH: 422,
  CATEGORY_KIND_MISMATCH: 422,
  CATEGORY_ARCHIVED: 422,
  /** A business keeps at most MAX_CATEGORY_RULES rules. */
  CATEGORY_RULE_LIMIT_REACHED: 422,
  CONTACT_ARCHIVED: 422,
  ENTRY_IS_TRANSFER_LEG: 422,
  ENTRY_DIRECTIONS_MIXED: 422,
  ATTACHMENT_LIMIT_REACHED: 422,
  IMAGE_TOO_LARGE: 422,
  IMAGE_UNREADABLE: 422,
  TRANSFER_SAME_CASHBOOK: 422,
  TRANSFER_AMOUNT_MISMATCH: 422,
  TRANSFER_AMOUNT_RECEIVED_REQUIRED: 422,
  IMPORT_UNREAD_LINES: 422,
  IMPORT_NOTHING_NEW: 422,
  IMPORT_ALREADY_UNDONE: 422,
  /** Undo refused: entries changed by hand since the import, and the undo did not confirm them. */
  IMPORT_HAS_EDITED_ENTRIES: 409,
  IMPORT_LINES_INVALID: 422,
  LAST_OWNER: 422,
  /** Mail the platform sends on the user's behalf waits until their address is verified. */
  EMAIL_NOT_VERIFIED: 422,
  IDEMPOTENCY_KEY_REUSED: 422,
  /** The write would take the business's ledger turnover past MAX_LEDGER_TURNOVER. */
  AMOUNT_OUT_OF_RANGE: 422,
  // Invoices (issue 14).
  INVOICE_NUMBER_TAKEN: 409,
  INVOICE_VOID: 422,
  INVOICE_NOT_DRAFT: 422,
  INVOICE_HAS_PAYMENTS: 422,
  INVOICE_TOTAL_BELOW_PAID: 422,
  INVOICE_NO_EMAIL: 422,
  INVOICE_NO_PHONE: 422,
  RECURRING_ENDED: 422,
  /** A payment above the invoice's amount due. */
  OVERPAYMENT: 422,
  /** The entry is an invoice payment's: it changes with its payment, on the invoice. */
  ENTRY_IS_INVOICE_PAYMENT: 422,
  /** A new member, cash book or invoice beyond what the plan in effect allows. */
  PLAN_LIMIT: 422,
  // Payments (issue 17).
  /** A provider's event whose signature does not verify. */
  WEBHOOK_SIGNATURE: 401,
  /** A provider's event for another amount or currency than the payment's. */
  PAYMENT_MISMATCH: 422,
  /** The payment is settled (paid, failed, canceled, expired): its checkout is over. */
  PAYMENT_NOT_PENDING: 422,
  /** Cancel or resume asked of a subscription that is not paid for (a trial, Gratis). */
  NO_PAID_SUBSCRIPTION: 422,
  /** A checkout asked of a payment method this server does not offer. */
  PAYMENT_METHOD_UNAVAILABLE: 422,
  /** Staff asked to extend a subscription that has no period running (Gratis, ended). */
  NOTHING_TO_EXTEND: 422,
  /** The platform keeps at least one superadmin. */
  LAST_SUPERADMIN: 422,
  /** Staff act on the billing of a business they belong to: another staff member must. */
  FOUR_EYES_REQUIRED: 403,
  // Debts and credits (issue 15).
  /** The record is paid or void: it takes no payment, reminder or change. */
  DEBT_NOT_OPEN: 422,
  DEBT_VOID: 422,
  /** Only a record without payments can be deleted. */
  DEBT_HAS_PAYMENTS: 422,
  DEBT_AMOUNT_BELOW_PAID: 422,
  DEBT_NO_PHONE: 422,
  /** A debt is what the business owes: reminding is for what a contact owes (a credit). */
  DEBT_NOT_REMINDABLE: 422,
  /** The entry moved a debt's or credit's cash: it changes through the record. */
  ENTRY_IS_DEBT_MOVEMENT: 422,
  /** A record's change would change the cash entry it posted: that needs transaction.update. */
  ENTRY_CHANGE_FORBIDDEN: 403,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
  /** The file store (the disk or the S3 bucket) refused or did not answer: nothing was saved. */
  STORAGE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export type FieldErrors = Record<string, string[]>;

export type ErrorEnvelope = {
  success: false;
  message: string;
  code: ErrorCode;
  /** Field → messages, in the caller's language. */
  errors?: FieldErrors;
  /** Field → the reason code of each message in `errors` (field-codes.ts). */
  field_codes?: FieldCodes;
  request_id?: string;
};

export function statusOf(code: ErrorCode): number {
  return ERROR_CODES[code];
}

/** The generic code for an HTTP status, for answers that carry no code of their own. */
const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'BUSINESS_RULE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

export function codeForStatus(status: number): ErrorCode {
  return CODES_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'VALIDATION_FAILED');
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_CODES, value);
}

export type AppErrorOptions = {
  /** The refused fields with their reasons: the server words them in the caller's language. */
  issues?: FieldIssue[];
  /** Field messages as they arrived (the web's client reads them from the envelope). */
  errors?: FieldErrors;
  fieldCodes?: FieldCodes;
  headers?: Record<string, string>;
  status?: number;
  /**
   * A sentence of the server's catalog (`server.json`) that says more than the code's own, with
   * its numbers (`PLAN_LIMIT`: which limit, on which plan): the server words it in the caller's
   * language.
   */
  wording?: ErrorWording;
};

export type ErrorWording = { key: string; params?: Record<string, string | number> };

/** Thrown by services and by the web's API client; one shape on both sides. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly errors: FieldErrors | undefined;
  readonly fieldCodes: FieldCodes | undefined;
  readonly headers: Record<string, string> | undefined;
  readonly wording: ErrorWording | undefined;

  constructor(code: ErrorCode, message: string, options: AppErrorOptions = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? statusOf(code);
    this.issues = options.issues;
    this.errors = options.errors;
    this.fieldCodes = options.fieldCodes;
    this.headers = options.headers;
    this.wording = options.wording;
  }
}
