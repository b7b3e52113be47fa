/** Data shared by the contacts and products page tests. */
import type { Contact, Product } from '@usaha/shared';

export const uuid = (n: number) => `0b6f6a52-5a4e-4d0e-9a55-${String(n).padStart(12, '0')}`;

export function contact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: uuid(1),
    kind: 'customer',
    name: 'Bu Ratna',
    company: null,
    phone: null,
    email: null,
    address: null,
    city: null,
    tax_id: null,
    notes: null,
    tags: [],
    archived: false,
    version: 1,
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> = {}): Product {
  return {
    id: uuid(101),
    sku: 'BRS-5KG',
    name: 'Beras 5 kg',
    description: null,
    unit: 'karung',
    price: 75_000_00,
    cost: 60_000_00,
    currency: 'IDR',
    tax_rate: 0,
    active: true,
    stock_quantity: null,
    version: 1,
    created_at: '2026-11-01T01:00:00.000Z',
    updated_at: '2026-11-01T01:00:00.000Z',
    ...overrides,
  };
}

export function page<T>(data: T[], nextCursor: string | null = null) {
  return {
    body: { success: true, data, meta: { next_cursor: nextCursor, has_more: !!nextCursor } },
  };
}

/** Intl puts a no-break space between the currency and the number. */
export function plain(element: HTMLElement | null): string {
  return (element?.textContent ?? '').replace(/\s/g, ' ');
}
