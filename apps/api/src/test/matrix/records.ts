/**
 * The records of business A that the route matrix names in its URLs: made through the real API on
 * first use, one set per caller kind, so what one caller deletes no other caller needs.
 */
import type {
  Category,
  CategoryRule,
  Debt,
  DebtPayment,
  Invitation,
  Invoice,
  InvoicePayment,
  InvoiceShare,
  Note,
  Notification,
  RecurringInvoice,
  StatementImport,
  StatementLink,
} from '@usaha/shared';
import { expect } from 'vitest';
import { insertPost } from '../../modules/blog/blog.repository';
import { insertTestimonial } from '../../modules/testimonials/testimonials.repository';
import { paidCheckout } from '../billing';
import { createContact, createProduct } from '../directory';
import { type TestApp, TestClient } from '../harness';
import { addMember, createBook, createEntry, createTransfer, data, type Owner } from '../ledger';
import { bankStatement } from '../samples';
import { jpegUpload, MARK, profileOf, sessionsOf, tokenMailedTo } from './record-helpers';

/** The password TestClient.register gives every account. */
const PASSWORD = 'Warung-Siti-2026';
const STATEMENT = 'bca-klikbca.csv';
let sets = 0;

export class RecordSet {
  private readonly made = new Map<string, Promise<{ id: string }>>();
  /** Names are unique per business: the names of each set carry its number. */
  private readonly number = ++sets;
  private readonly name = `${MARK} ${this.number}`;

  /**
   * `owner` makes the business records; `subject` is the user whose own records (a notification,
   * a session) the set holds: the caller itself, or for the outsider the owner of A.
   * `leaks` collects every id made, which no answer to the outsider may contain.
   */
  constructor(
    private readonly t: TestApp,
    private readonly owner: Owner,
    private readonly subject: Owner,
    private readonly leaks: Set<string>,
  ) {}

  /** Business A itself, as the admin area names it. */
  business = async () => ({ id: this.owner.businessId });

  private once<T extends { id: string }>(name: string, make: () => Promise<T>): Promise<T> {
    let made = this.made.get(name);
    if (!made) {
      made = make().then((record) => {
        this.leaks.add(record.id);
        return record;
      });
      this.made.set(name, made);
    }
    return made as Promise<T>;
  }

  private async post<T>(url: string, body: unknown): Promise<T> {
    return data<T>(await this.owner.request('POST', url, { body }), 201);
  }

  book = () => this.once('book', () => createBook(this.owner, { name: `Kas ${this.name}` }));

  /** A bank book with the opening balance the sample statement starts from. */
  bank = () =>
    this.once('bank', () =>
      createBook(this.owner, {
        name: `Bank ${this.name}`,
        kind: 'bank',
        opening_balance: 12_450_000_00,
      }),
    );

  entry = () =>
    this.once('entry', async () =>
      createEntry(this.owner, {
        cashbook_id: (await this.book()).id,
        amount: 75_000_00,
        description: this.name,
      }),
    );

  transfer = () =>
    this.once('transfer', async () =>
      createTransfer(this.owner, {
        from_cashbook_id: (await this.book()).id,
        to_cashbook_id: (await this.bank()).id,
        amount_sent: 10_000_00,
        note: this.name,
      }),
    );

  category = () =>
    this.once('category', () =>
      this.post<Category>('/api/v1/categories/', {
        name: `Kategori ${this.name}`,
        kind: 'expense',
      }),
    );

  categoryRule = () =>
    this.once('category-rule', async () =>
      this.post<CategoryRule>('/api/v1/category-rules/', {
        contains: `Aturan ${this.name}`,
        category_id: (await this.category()).id,
      }),
    );

  contact = () =>
    this.once('contact', () => createContact(this.owner, { name: `Kontak ${this.name}` }));

  product = () =>
    this.once('product', () => createProduct(this.owner, { name: `Barang ${this.name}` }));

  /**
   * A money document (`invoices`, `debts`) with one payment of Rp 10.000 into the book made at
   * once, kept as `<kind>-payment`, so no later void or send leaves it unpaid.
   */
  private paidDocument<T extends { id: string }>(
    kind: 'invoice' | 'debt',
    body: () => Promise<Record<string, unknown>>,
  ): Promise<T> {
    return this.once(kind, async () => {
      const document = await this.post<T>(`/api/v1/${kind}s/`, await body());
      const payment = await this.post<{ id: string }>(`/api/v1/${kind}s/${document.id}/payments/`, {
        amount: 10_000_00,
        cashbook_id: (await this.book()).id,
      });
      this.leaks.add(payment.id);
      this.made.set(`${kind}-payment`, Promise.resolve(payment));
      return document;
    });
  }

  private paymentOf<T extends { id: string }>(kind: 'invoice' | 'debt'): Promise<T> {
    return this.once<T>(`${kind}-payment`, () => {
      throw new Error(`the ${kind} was made without its payment`);
    });
  }

  invoice = () =>
    this.paidDocument<Invoice>('invoice', async () => ({
      contact_id: (await this.contact()).id,
      lines: [{ description: `Barang ${this.name}`, quantity: 1000, unit_price: 500_000_00 }],
      notes: this.name,
    }));

  invoicePayment = async () => {
    await this.invoice();
    return this.paymentOf<InvoicePayment>('invoice');
  };

  /** A credit that lent cash out of the book, paid back in part at once. */
  debt = () =>
    this.paidDocument<Debt>('debt', async () => ({
      kind: 'credit',
      contact_id: (await this.contact()).id,
      amount: 500_000_00,
      cashbook_id: (await this.book()).id,
      description: this.name,
    }));

  debtPayment = async () => {
    await this.debt();
    return this.paymentOf<DebtPayment>('debt');
  };

  /** A monthly schedule starting a month from now: nothing is due while the matrix runs. */
  recurringInvoice = () =>
    this.once('recurring-invoice', async () =>
      this.post<RecurringInvoice>('/api/v1/recurring-invoices/', {
        contact_id: (await this.contact()).id,
        lines: [{ description: `Sewa ${this.name}`, quantity: 1000, unit_price: 1_000_000_00 }],
        interval: 'monthly',
        start_date: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
        notes: this.name,
      }),
    );

  /** A checkout's payment, paid (it has a receipt). */
  payment = () => this.once('payment', () => paidCheckout(this.t, this.owner));

  /** The invoice's share token, standing where an id would. */
  shareLink = () =>
    this.once('share-link', async () => {
      const response = await this.owner.request(
        'POST',
        `/api/v1/invoices/${(await this.invoice()).id}/share/`,
      );
      return { id: data<InvoiceShare>(response).token };
    });

  /** The contact's statement token, standing where an id would. */
  statementLink = () =>
    this.once('statement-link', async () => {
      const response = await this.owner.request(
        'POST',
        `/api/v1/contacts/${(await this.contact()).id}/statement-link/`,
      );
      return { id: data<StatementLink>(response).token };
    });

  /** Shared, so every member who may read notes sees it. */
  note = () =>
    this.once('note', () =>
      this.post<Note>('/api/v1/notes/', { title: `Catatan ${this.name}`, visibility: 'shared' }),
    );

  statementImport = () =>
    this.once('import', async () => {
      const file = { cashbook_id: (await this.bank()).id, filename: STATEMENT };
      const content = bankStatement(STATEMENT);
      const preview = await this.owner.request('POST', '/api/v1/imports/preview/', {
        body: { ...file, content },
      });
      const { mapping } = data<{ mapping: unknown }>(preview);
      return this.post<StatementImport>('/api/v1/imports/', { ...file, content, mapping });
    });

  attachment = () =>
    this.once('attachment', async () => {
      const upload = jpegUpload();
      const response = await this.owner.request(
        'POST',
        `/api/v1/entries/${(await this.entry()).id}/attachments/${upload.query}`,
        { body: upload.body, headers: upload.headers },
      );
      return data<{ id: string }>(response, 201);
    });

  /** Any entry of A's audit log (making the book writes one). */
  activity = () =>
    this.once('activity', async () => {
      await this.book();
      const response = await this.owner.request('GET', '/api/v1/activities/?limit=1');
      const [first] = data<Array<{ id: string }>>(response);
      if (!first) throw new Error('business A has no activity');
      return first;
    });

  /** The subject's newest notification: the test notification it sends itself. */
  notification = () =>
    this.once('notification', async () => {
      const sent = await this.subject.request('POST', '/api/v1/notifications/test/', { body: {} });
      expect(data<{ in_app: boolean }>(sent).in_app).toBe(true);
      const response = await this.subject.request('GET', '/api/v1/notifications/?limit=1');
      const [newest] = data<Notification[]>(response);
      if (!newest) throw new Error('the test notification did not arrive');
      return newest;
    });

  /** A second session of the subject (signing out the current one would end the run). */
  session = () =>
    this.once('session', async () => {
      const before = new Set((await sessionsOf(this.subject)).map((session) => session.id));
      const { username } = await profileOf(this.subject);
      const response = await new TestClient(this.t.app).login(username, PASSWORD);
      expect(response.statusCode, response.body).toBe(200);
      const added = (await sessionsOf(this.subject)).find((session) => !before.has(session.id));
      if (!added) throw new Error('the second session is not listed');
      return added;
    });

  /** A viewer of A who is none of the callers: changing or removing it touches no caller. */
  member = () =>
    this.once('member', async () => profileOf(await addMember(this.t, this.owner, 'viewer')));

  invitation = () => this.once('invitation', () => this.invite('undangan'));

  /** A testimonial, unpublished (written straight to its table, as the blog's draft). */
  testimonial = () =>
    this.once('testimonial', () =>
      insertTestimonial(this.t.database.db, { name: `Pelanggan ${this.name}`, quote: 'Rapi.' }),
    );

  /** A draft of the platform's blog (written straight to its table: the callers are not editors). */
  blogDraft = () =>
    this.once('blog-draft', () =>
      insertPost(this.t.database.db, {
        title: `Draf ${this.name}`,
        slug: `draf-matrix-${this.number}-${process.pid}`,
      }),
    );

  /**
   * The token of a second invitation, read from its mail: its own, as resending or revoking the
   * first changes its link. Sent to an address none of the callers has.
   */
  invitationLink = () =>
    this.once('invitation-link', async () => {
      const { email } = await this.invite('tautan');
      return { id: await tokenMailedTo(this.t, email) };
    });

  private invite(who: string) {
    return this.post<Invitation>('/api/v1/team/invitations/', {
      email: `${who}${this.number}x${process.pid}@example.com`,
      role: 'viewer',
    });
  }
}
