import { calculateInvoice, createInvoiceBodySchema } from '@usaha/shared';
import { expect, test } from 'vitest';
import { product, uuid } from '../../test/directory-fixtures';
import { invoice, SETTINGS } from './invoice-editor-fixtures';
import { invoiceDefaults, NO_TAX } from './invoice-editor-settings';
import {
  draftFromInvoice,
  fieldOfPath,
  invoiceBody,
  lineFromProduct,
  mathInput,
  newDraft,
} from './invoice-form-values';
import { quickInvoiceBody, quickInvoiceMath } from './quick-invoice-values';

const DEFAULTS = invoiceDefaults(SETTINGS, 'IDR');

test('a new invoice is due the business default days after its issue date, with its terms and tax', () => {
  const draft = newDraft(DEFAULTS, '2026-12-25', 'id-ID');
  expect(draft.issue_date).toBe('2026-12-25');
  expect(draft.due_date).toBe('2027-01-08');
  expect(draft.terms).toBe('Bayar dalam 14 hari.');
  expect(draft.lines).toHaveLength(1);
  expect(draft.lines[0]?.quantity).toBe('1');
  expect(draft.lines[0]?.tax).toEqual({ name: 'PPN 11%', rate: 1100, tax_base: null });
});

test('the defaults read the tax list when the settings have one, and plain defaults otherwise', () => {
  expect(DEFAULTS.taxes.map((tax) => [tax.rate, tax.tax_base])).toEqual([
    [0, null],
    [1100, null],
    [1200, { numerator: 11, denominator: 12 }],
  ]);
  const older = invoiceDefaults({ default_due_days: 30, default_tax_rate: 0 }, 'IDR');
  expect(older).toMatchObject({ dueDays: 30, tax: NO_TAX, roundTotal: true, terms: '' });
  expect(older.taxes).toEqual([NO_TAX]);
  expect(invoiceDefaults(undefined, 'USD').roundTotal).toBe(false);
});

test('the body is exactly the contract: thousandths, minor units, basis points, none as null', () => {
  const draft = newDraft(DEFAULTS, '2026-11-20', 'id-ID');
  const rice = product({ price: 75_000_00, tax_rate: 1100, unit: 'karung' });
  const [first] = draft.lines;
  if (!first) throw new Error('no line');
  draft.contact_id = uuid(1);
  draft.lines = [
    { ...lineFromProduct(first, rice, DEFAULTS.taxes), quantity: '2,5' },
    {
      ...first,
      key: 'free',
      description: '  Ongkos pasang  ',
      quantity: '1',
      unit_price: 50_000_00,
      discount: { type: 'amount', percent: '', amount: 5_000_00 },
      tax: NO_TAX,
    },
  ];
  draft.discount = { type: 'percent', percent: '10', amount: null };
  draft.charge = 15_000_00;
  draft.charge_label = 'Ongkos kirim';
  const body = invoiceBody(draft);
  expect(body).toEqual({
    contact_id: uuid(1),
    number: undefined,
    issue_date: '2026-11-20',
    due_date: '2026-12-04',
    prices_include_tax: false,
    lines: [
      {
        product_id: rice.id,
        description: 'Beras 5 kg',
        quantity: 2500,
        unit: 'karung',
        unit_price: 75_000_00,
        discount: null,
        tax_rate: 1100,
        tax_base: null,
      },
      {
        product_id: null,
        description: 'Ongkos pasang',
        quantity: 1000,
        unit: null,
        unit_price: 50_000_00,
        discount: { type: 'amount', value: 5_000_00 },
        tax_rate: 0,
        tax_base: null,
      },
    ],
    discount: { type: 'percent', value: 1000 },
    charge: 15_000_00,
    charge_label: 'Ongkos kirim',
    notes: null,
    terms: 'Bayar dalam 14 hari.',
    language: 'id',
  });
  // What the contract reads is what was sent: nothing left to its defaults or transforms.
  const parsed = createInvoiceBodySchema.parse(body);
  expect(parsed).toEqual(JSON.parse(JSON.stringify(body)));
});

test('text that is no number is marked by the contract on its own field', () => {
  const draft = newDraft(DEFAULTS, '2026-11-20', 'id-ID');
  const [line] = draft.lines;
  if (!line) throw new Error('no line');
  draft.lines = [
    {
      ...line,
      description: 'Jasa',
      quantity: 'dua',
      discount: { type: 'percent', percent: '120', amount: null },
    },
  ];
  const result = createInvoiceBodySchema.safeParse(invoiceBody(draft));
  expect(result.success).toBe(false);
  const fields = result.error?.issues.map((issue) => fieldOfPath(issue.path));
  expect(fields).toEqual(
    expect.arrayContaining([
      'contact_id',
      'lines.0.quantity',
      'lines.0.unit_price',
      'lines.0.discount',
    ]),
  );
  // JSON would have sent NaN as null: the editor never sends a body the contract refuses.
  expect(fieldOfPath(['lines', 0, 'discount', 'value'])).toBe('lines.0.discount');
  expect(fieldOfPath(['due_date'])).toBe('due_date');
});

test('a saved invoice reads back into the same body, its quantities as typed', () => {
  const saved = invoice({ discount: { type: 'percent', value: 250 } });
  const draft = draftFromInvoice(saved, 'id-ID');
  expect(draft.lines[0]?.quantity).toBe('50');
  expect(draft.discount.percent).toBe('2,5');
  expect(draft.due_edited).toBe(true);
  expect(invoiceBody(draft)).toMatchObject({
    contact_id: saved.contact_id,
    number: 'INV/2026/0007',
    lines: [{ quantity: 50_000, unit_price: 25_000_00, unit: 'kotak', tax_rate: 1100 }],
    discount: { type: 'percent', value: 250 },
  });
});

test('live totals count only lines typed far enough, and match the server figures of a saved one', () => {
  const draft = draftFromInvoice(invoice(), 'id-ID');
  const [line] = draft.lines;
  if (!line) throw new Error('no line');
  const math = calculateInvoice(mathInput(draft, 'IDR', true));
  expect(math.total).toBe(1_387_500_00);
  expect(math.tax).toBe(137_500_00);
  draft.lines = [line, { ...line, key: 'half', quantity: '', unit_price: 10_000_00 }];
  expect(calculateInvoice(mathInput(draft, 'IDR', true)).total).toBe(1_387_500_00);
});

test('the quick invoice is one line whose tax-inclusive price is the amount typed', () => {
  const values = {
    contact_id: uuid(1),
    amount: 1_500_000_00,
    description: 'Katering',
    due_date: '2026-12-04',
  };
  const body = quickInvoiceBody(values, DEFAULTS, '2026-11-20');
  expect(createInvoiceBodySchema.safeParse(body).success).toBe(true);
  expect(body).toMatchObject({
    prices_include_tax: true,
    lines: [{ description: 'Katering', quantity: 1000, unit_price: 1_500_000_00, tax_rate: 1100 }],
  });
  expect(calculateInvoice(quickInvoiceMath(values, DEFAULTS, 'IDR')).total).toBe(1_500_000_00);
});
