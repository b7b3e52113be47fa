/** The crash run's business: its owner, three cash books, two invoices, a debt and a credit. */
import type { Api, OpenDebt } from './workload';

function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}

/** Signs a new owner up (`crashtest` unless named); answers its access token. */
export async function signUp(url: string, name = 'crashtest'): Promise<string> {
  const csrf = await fetch(`${url}/api/v1/auth/csrf/`);
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const cookie = (csrf.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const response = await fetch(`${url}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrftoken': token, cookie },
    body: JSON.stringify({
      username: name,
      email: `${name}@example.com`,
      password: 'Kopi-Susu-Gula-Aren-77',
      full_name: 'Crash Test',
      business_name: 'Toko Crash',
    }),
  });
  if (response.status !== 201) {
    throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  return ((await response.json()) as { access: string }).access;
}

export async function createBooks(api: Api): Promise<Map<string, number>> {
  const opening = new Map<string, number>();
  for (const [index, name] of ['Kas', 'BCA', 'GoPay'].entries()) {
    const response = await fetch(`${api.url}/api/v1/cashbooks/`, {
      method: 'POST',
      headers: { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, opening_balance: (index + 1) * 1_000_000_00 }),
    });
    check(response.status === 201, `cash book answered ${response.status}`);
    const book = ((await response.json()) as { data: { id: string } }).data;
    opening.set(book.id, (index + 1) * 1_000_000_00);
  }
  return opening;
}

/** Two invoices large enough that no run of payments pays them off. */
export async function createInvoices(api: Api): Promise<string[]> {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const contact = await fetch(`${api.url}/api/v1/contacts/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Pelanggan Crash' }),
  });
  check(contact.status === 201, `contact answered ${contact.status}`);
  const contactId = ((await contact.json()) as { data: { id: string } }).data.id;
  const ids: string[] = [];
  for (let n = 0; n < 2; n += 1) {
    const response = await fetch(`${api.url}/api/v1/invoices/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        contact_id: contactId,
        lines: [{ description: 'Grosir', quantity: 1000, unit_price: 100_000_000_000_00 }],
      }),
    });
    check(response.status === 201, `invoice answered ${response.status}`);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** A credit lent in cash and a debt bought on account, both too large for any run to pay off. */
export async function createDebts(api: Api): Promise<OpenDebt[]> {
  const headers = { authorization: `Bearer ${api.token}`, 'content-type': 'application/json' };
  const contact = await fetch(`${api.url}/api/v1/contacts/`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: 'Pemasok Crash' }),
  });
  check(contact.status === 201, `contact answered ${contact.status}`);
  const contactId = ((await contact.json()) as { data: { id: string } }).data.id;
  const debts: OpenDebt[] = [];
  for (const kind of ['credit', 'debt'] as const) {
    const response = await fetch(`${api.url}/api/v1/debts/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ kind, contact_id: contactId, amount: 100_000_000_000_00 }),
    });
    check(response.status === 201, `debt answered ${response.status}`);
    debts.push({ id: ((await response.json()) as { data: { id: string } }).data.id, kind });
  }
  return debts;
}
