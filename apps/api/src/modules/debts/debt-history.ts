/**
 * A record's timeline (`debts/{id}/history/`): its lines of the activity log and the steps of the
 * reminder ladder, oldest first, each with the few values the web words it with.
 */
import type { DebtHistoryItem, EntryHistoryItem } from '@usaha/shared';

type Scalar = string | number | null;
type Params = Record<string, Scalar>;

/**
 * The values a step names (never a whole record). A create names the record, a payment its
 * amount, date and book, a void what was written off, a reminder (written by the reminders,
 * `after`: remaining, currency, language) what it asked for.
 */
const SHOWN = [
  'kind',
  'amount',
  'paid',
  'remaining',
  'currency',
  'date',
  'due_date',
  'contact_name',
  'cashbook_name',
  'note',
  'language',
  'channel',
] as const;

/** What an edit can change, as its params name it: `amount_before`, `amount_after`. */
const EDITED = {
  contact: 'contact_name',
  amount: 'amount',
  date: 'date',
  due_date: 'due_date',
  description: 'description',
  reference: 'reference',
} as const;

function scalarOf(value: unknown): Scalar | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'number') return value;
  return undefined;
}

function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
}

function shownParams(after: unknown): Params {
  const fields = fieldsOf(after);
  const params: Params = {};
  for (const name of SHOWN) {
    const value = scalarOf(fields[name]);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/** An edit: `fields` lists what changed ("amount,due_date"), each with its value before and after. */
function editParams(before: unknown, after: unknown): Params {
  const old = fieldsOf(before);
  const now = fieldsOf(after);
  const params: Params = {};
  const changed: string[] = [];
  for (const [field, column] of Object.entries(EDITED)) {
    const from = scalarOf(old[column]) ?? null;
    const to = scalarOf(now[column]) ?? null;
    if (from === to) continue;
    changed.push(field);
    params[`${field}_before`] = from;
    params[`${field}_after`] = to;
  }
  params.fields = changed.join(',');
  params.currency = scalarOf(now.currency) ?? null;
  return params;
}

export function historyItem(row: EntryHistoryItem): DebtHistoryItem {
  return {
    action: row.action,
    created_at: row.created_at,
    user_name: row.user_name,
    params:
      row.action === 'debt.update' ? editParams(row.before, row.after) : shownParams(row.after),
  };
}

/** A step of the ladder: the members were told, `step` days from the due date. */
export function ladderItem(step: { step: number; dueDate: string; createdAt: string }) {
  return {
    action: 'debt.ladder',
    created_at: step.createdAt,
    user_name: null,
    params: { step: step.step, due_date: step.dueDate },
  } satisfies DebtHistoryItem;
}

/** Both lists, oldest first; at the same instant the log's line comes first. */
export function timeline(log: DebtHistoryItem[], ladder: DebtHistoryItem[]): DebtHistoryItem[] {
  return [...log, ...ladder].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));
}
