import type { Contact, Invoice } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeSettings, PAYMENT_DETAILS } from '../../test/business-settings';
import { createContact } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { createInvoice, recordPayment } from '../../test/invoices';
import { createBook, data, type Owner, signUpOwner } from '../../test/ledger';
import { readMail } from '../../test/mail-reader';

let t: TestApp;
const clock = { now: () => new Date('2026-11-20T03:00:00Z') };
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

type WhatsApp = { url: string; message: string };

const whatsappOf = async (owner: Owner, invoice: Invoice) =>
  owner.request('GET', `/api/v1/invoices/${invoice.id}/whatsapp/`);

/** The prepared message, its no-break spaces (of the amounts) read as spaces. */
async function messageOf(owner: Owner, invoice: Invoice): Promise<WhatsApp> {
  const answer = data<WhatsApp>(await whatsappOf(owner, invoice));
  return { ...answer, message: answer.message.replace(/\u00a0/g, ' ') };
}

async function updateContact(owner: Owner, contact: Contact, changes: Record<string, unknown>) {
  const response = await owner.request('PUT', `/api/v1/contacts/${contact.id}/`, {
    body: { version: contact.version, ...changes },
  });
  return data<Contact>(response);
}

describe('sending an invoice to its customer', () => {
  it('reaches the contact as it is now while the invoice is unpaid', async () => {
    const owner = await signUpOwner(t);
    const contact = await createContact(owner, { name: 'Pak Joko Catering' });
    const invoice = await createInvoice(owner, { contact_id: contact.id });
    const before = await whatsappOf(owner, invoice);
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'INVOICE_NO_PHONE' });

    const phoned = await updateContact(owner, contact, {
      phone: '0813 2222 3333',
      email: 'joko@catering.example',
    });
    const wa = await messageOf(owner, invoice);
    expect(wa.url).toMatch(/^https:\/\/wa\.me\/6281322223333\?text=/);
    // The legal snapshot stays as the invoice was made out.
    const kept = data<Invoice>(await owner.request('GET', `/api/v1/invoices/${invoice.id}/`));
    expect(kept.customer.phone).toBeNull();

    const mailed = await owner.request('POST', `/api/v1/invoices/${invoice.id}/send/`, {
      body: { channel: 'email' },
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    await t.mailsSettled();
    const raw = t.mails().find((text) => text.includes('To: joko@catering.example')) ?? '';
    expect(readMail(raw).subject).toContain(invoice.number);

    // A number taken off the contact is no longer used while the invoice is open.
    await updateContact(owner, phoned, { phone: null });
    expect((await whatsappOf(owner, invoice)).json()).toMatchObject({ code: 'INVOICE_NO_PHONE' });
  });

  it('asks for the remainder of a partly paid invoice and thanks for a paid one', async () => {
    const owner = await signUpOwner(t);
    const book = await createBook(owner);
    const invoice = await createInvoice(owner, {
      lines: [{ description: 'Nasi kotak', quantity: 10_000, unit_price: 30_000_00 }],
    });
    expect(invoice.total).toBe(300_000_00);
    const unpaid = await messageOf(owner, invoice);
    expect(unpaid.message).toContain('sebesar Rp 300.000');

    await recordPayment(owner, invoice.id, { amount: 100_000_00, cashbook_id: book.id });
    const partial = await messageOf(owner, invoice);
    expect(partial.message).toContain('Rp 100.000');
    expect(partial.message).toContain('sisa tagihan Rp 200.000');
    expect(partial.message).toContain('/portal?token=');

    await recordPayment(owner, invoice.id, { amount: 200_000_00, cashbook_id: book.id });
    const paid = await messageOf(owner, invoice);
    expect(paid.message).not.toContain('Rp 0');
    expect(paid.message).toMatch(/^Halo PT Maju Bersama, terima kasih/);
    expect(paid.message).toContain('sudah lunas');
    expect(paid.message).toMatch(/bukti pembayaran.*http:\/\/localhost:3000\/portal\?token=/is);
    expect(paid.message).not.toContain('1234567890');
  });

  it("tells how to pay with the business's details, each user text on one line", async () => {
    const owner = await signUpOwner(t, 'en');
    const bare = await createInvoice(owner, { language: 'en' });
    expect((await messageOf(owner, bare)).message).not.toMatch(/transfer/i);

    await changeSettings(owner, {
      ...PAYMENT_DETAILS,
      bank_accounts: [
        ...PAYMENT_DETAILS.bank_accounts,
        // A manager's attempt at a fake instruction: it stays inside its own line.
        {
          bank_name: 'Mandiri\n\nPAY ONLY TO 999',
          account_number: '1300\u202e0012345678',
          account_name: 'Sri\u0007 Wahyuni',
        },
      ],
    });
    const invoice = await createInvoice(owner, { language: 'en' });
    const { message } = await messageOf(owner, invoice);
    const lines = message.split('\n');
    expect(lines).toContain('• BCA 1234567890, Sri Wahyuni');
    expect(lines).toContain('• Mandiri PAY ONLY TO 999 1300 0012345678, Sri Wahyuni');
    expect(message).toContain(`Please write ${invoice.number} with your transfer.`);
    expect(message).toContain('Questions? Call or message us at 0812-1111-2222.');
    expect(message).not.toContain('\u0007');
    expect(message).not.toContain('\u202e');
  });
});
