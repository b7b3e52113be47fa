/**
 * What the businesses ask of modules above them, handed in by app.ts (docs/architecture.md
 * "Module order"): the invoice numbering the settings show and set belongs to the invoices.
 */
import type { Executor } from '../../db/client';

export type InvoiceNumbering = {
  /** The sequence number the next invoice dated `date` gets under `format`. */
  next(executor: Executor, businessId: string, format: string, date: string): Promise<number>;
  /** Sets it (the settings form). */
  setNext(
    tx: Executor,
    businessId: string,
    format: string,
    date: string,
    next: number,
  ): Promise<void>;
};
