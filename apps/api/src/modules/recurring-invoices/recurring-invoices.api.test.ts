import type { RecurringInvoice } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { PPN_LINE } from '../../test/invoices';
import { data, type Owner, signUpOwner } from '../../test/ledger';
import { createRecurring, getRecurring } from '../../test/recurring-invoices';

let t: TestApp;
// 2026-11-20 in Jakarta; moved by the tests that need time to pass.
let now = new Date('2026-11-20T03:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: { now: () => now } });
});
afterAll(() => t.close());

const URL = '/api/v1/recurring-invoices/';

/** Moves the clock on and signs the owner in again (the old session has long ended by then). */
async function later(owner: Owner, at: string) {
  const profile = await owner.request('GET', '/api/v1/auth/profile/');
  now = new Date(at);
  const response = await owner.login(profile.json().user.username, 'Warung-Siti-2026');
  expect(response.statusCode, response.body).toBe(200);
}

describe('recurring invoices', () => {
  it('creates a schedule whose total is the invoice arithmetic of its template, and lists it', async () => {
    const owner = await signUpOwner(t);
    const made = await createRecurring(owner, {
      start_date: '2026-12-05',
      discount: { type: 'amount', value: 100_000_00 },
      due_days: 7,
      end: { type: 'after', count: 12 },
    });
    expect(made).toMatchObject({
      customer_name: 'PT Sewa Jaya',
      currency: 'IDR',
      interval: 'monthly',
      every: 1,
      start_date: '2026-12-05',
      end: { type: 'after', count: 12 },
      status: 'active',
      pause_reason: null,
      next_date: '2026-12-05',
      made_count: 0,
      last_invoice_id: null,
      due_days: 7,
      auto_send: false,
      version: 1,
      // (1.000.000 − 100.000) + 11% PPN.
      total: 900_000_00 + 99_000_00,
    });
    expect(made.lines).toEqual([{ ...PPN_LINE, product_id: null, discount: null, tax_base: null }]);
    const second = await createRecurring(owner, { start_date: '2026-11-20', interval: 'weekly' });
    const first = await owner.request('GET', `${URL}?limit=1`);
    expect(first.statusCode).toBe(200);
    const page = first.json<{ data: RecurringInvoice[]; meta: { next_cursor: string } }>();
    expect(page.data.map((item) => item.id)).toEqual([second.id]);
    const next = data<RecurringInvoice[]>(
      await owner.request('GET', `${URL}?limit=1&cursor=${page.meta.next_cursor}`),
    );
    expect(next.map((item) => item.id)).toEqual([made.id]);
    const filtered = data<RecurringInvoice[]>(
      await owner.request('GET', `${URL}?contact_id=${made.contact_id}&status=active`),
    );
    expect(filtered.map((item) => item.id)).toEqual([made.id]);
  });

  it('refuses bad input with 400 on the field, an archived customer with 422, changing nothing', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner);
    const post = (body: Record<string, unknown>) =>
      owner.request('POST', URL, {
        body: {
          contact_id: contact.id,
          interval: 'monthly',
          lines: [PPN_LINE],
          start_date: '2026-12-01',
          ...body,
        },
      });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ start_date: '2026-11-19' }, 'start_date', 'start_in_past'],
      [{ end: { type: 'on', date: '2026-11-30' } }, 'end', 'end_before_start'],
      [{ lines: [] }, 'lines', 'lines_required'],
      [{ interval: 'daily' }, 'interval', 'invalid_choice'],
      [
        { discount: { type: 'amount', value: 5_000_000_00 } },
        'discount.value',
        'discount_exceeds_amount',
      ],
    ];
    for (const [body, field, code] of cases) {
      const response = await post(body);
      expect(response.statusCode, response.body).toBe(400);
      expect(
        response.json().field_codes?.[field]?.[0]?.code ?? response.json().field_codes?.[field],
        response.body,
      ).toBeDefined();
      expect(response.body).toContain(code);
    }
    await owner.request('DELETE', `/api/v1/contacts/${contact.id}/`);
    const archived = await createContact(owner, { name: 'Arsip' });
    await owner.request('POST', `/api/v1/invoices/`, {
      body: { contact_id: archived.id, lines: [PPN_LINE] },
    });
    await owner.request('DELETE', `/api/v1/contacts/${archived.id}/`);
    const refused = await post({ contact_id: archived.id });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().code).toBe('CONTACT_ARCHIVED');
    expect(data<RecurringInvoice[]>(await owner.request('GET', URL))).toEqual([]);
  });

  it('updates by version, restarts from a new first date, and pauses and resumes without a burst', async () => {
    const owner = await signUpOwner(t);
    const made = await createRecurring(owner, { start_date: '2026-11-25' });
    const stale = await owner.request('PUT', `${URL}${made.id}/`, {
      body: { version: made.version + 5, notes: 'x' },
    });
    expect(stale.statusCode).toBe(409);
    const changed = data<RecurringInvoice>(
      await owner.request('PUT', `${URL}${made.id}/`, {
        body: {
          version: made.version,
          start_date: '2026-12-10',
          notes: 'Sewa ruko',
          charge: 50_000_00,
        },
      }),
    );
    expect(changed).toMatchObject({
      start_date: '2026-12-10',
      next_date: '2026-12-10',
      notes: 'Sewa ruko',
      total: made.total + 50_000_00,
      version: made.version + 1,
    });
    // Left out, the notes stay.
    const kept = data<RecurringInvoice>(
      await owner.request('PUT', `${URL}${made.id}/`, {
        body: { version: changed.version, auto_send: true },
      }),
    );
    expect(kept).toMatchObject({ notes: 'Sewa ruko', auto_send: true });

    const paused = data<RecurringInvoice>(await owner.request('POST', `${URL}${made.id}/pause/`));
    expect(paused).toMatchObject({ status: 'paused', pause_reason: null });
    await later(owner, '2027-02-15T03:00:00Z');
    try {
      const resumed = data<RecurringInvoice>(
        await owner.request('POST', `${URL}${made.id}/resume/`),
      );
      // The occurrences of December, January and February 10th are skipped: none is billed.
      expect(resumed).toMatchObject({ status: 'active', next_date: '2027-03-10', made_count: 0 });
    } finally {
      now = new Date('2026-11-20T03:00:00Z');
    }
  });

  it('ends a schedule whose end passed while paused, and refuses to pause or resume an ended one', async () => {
    const owner = await signUpOwner(t);
    const made = await createRecurring(owner, {
      start_date: '2026-11-22',
      end: { type: 'on', date: '2026-12-31' },
    });
    await owner.request('POST', `${URL}${made.id}/pause/`);
    await later(owner, '2027-01-05T03:00:00Z');
    try {
      const resumed = data<RecurringInvoice>(
        await owner.request('POST', `${URL}${made.id}/resume/`),
      );
      expect(resumed).toMatchObject({ status: 'ended', next_date: null });
      for (const action of ['pause', 'resume']) {
        const refused = await owner.request('POST', `${URL}${made.id}/${action}/`);
        expect(refused.statusCode).toBe(422);
        expect(refused.json().code).toBe('RECURRING_ENDED');
      }
    } finally {
      now = new Date('2026-11-20T03:00:00Z');
    }
  });

  it("answers another business's schedule and contact with 404 on every route, and deletes its own", async () => {
    const owner = await signUpOwner(t);
    const other = await signUpOwner(t);
    const theirs = await createRecurring(other, { start_date: '2026-12-01' });
    const calls: Array<[string, string, unknown]> = [
      ['GET', `${URL}${theirs.id}/`, undefined],
      ['PUT', `${URL}${theirs.id}/`, { version: theirs.version, notes: 'x' }],
      ['POST', `${URL}${theirs.id}/pause/`, undefined],
      ['POST', `${URL}${theirs.id}/resume/`, undefined],
      ['DELETE', `${URL}${theirs.id}/`, undefined],
      [
        'POST',
        URL,
        {
          contact_id: theirs.contact_id,
          interval: 'monthly',
          lines: [PPN_LINE],
          start_date: '2026-12-01',
        },
      ],
    ];
    for (const [method, url, body] of calls) {
      const response = await owner.request(method as 'GET', url, body ? { body } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(data<RecurringInvoice[]>(await owner.request('GET', URL))).toEqual([]);
    expect(await getRecurring(other, theirs.id)).toMatchObject({ version: theirs.version });

    const mine = await createRecurring(owner, { start_date: '2026-12-01' });
    // Its customer is archived, not deleted, while a schedule bills it.
    const contact = await owner.request('DELETE', `/api/v1/contacts/${mine.contact_id}/`);
    expect(contact.json()).toMatchObject({ success: true });
    const gone = await owner.request('DELETE', `${URL}${mine.id}/`);
    expect(gone.statusCode).toBe(200);
    expect((await owner.request('GET', `${URL}${mine.id}/`)).statusCode).toBe(404);
  });
});
