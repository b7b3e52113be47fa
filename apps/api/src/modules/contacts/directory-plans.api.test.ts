/**
 * The directory lists read their indexes: a page by name walks the name index without sorting
 * the table, and a search of three characters or more reads the trigram index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../db/sql';
import { seedContacts, seedProducts } from '../../test/directory';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Owner, signUpOwner } from '../../test/ledger';
import { productPageSql, productSearchSql } from '../products/products.sql';
import { contactPageSql, contactSearchSql } from './contacts.sql';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
};

let t: TestApp;
let owner: Owner;
const ROWS = 3000;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  const neighbour = await signUpOwner(t);
  await seedContacts(t.database, owner.businessId, ROWS);
  await seedContacts(t.database, neighbour.businessId, ROWS);
  // Products are narrow rows: with fewer, scanning the business's rows is as cheap as any index.
  await seedProducts(t.database, owner.businessId, 5 * ROWS);
  await seedProducts(t.database, neighbour.businessId, ROWS);
  await t.database.query('analyze contacts');
  await t.database.query('analyze products');
});
afterAll(() => t.close());

/** The nodes that ran: a picker's later tiers do not when the first ones fill the answer. */
function nodes(node: PlanNode): PlanNode[] {
  if (node['Actual Loops'] === 0) return [];
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

async function planOf(statement: Statement) {
  const [row] = await t.database.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(
    `explain (analyze, format json) ${statement.text}`,
    statement.params,
  );
  const raw = row?.['QUERY PLAN'];
  const parsed = typeof raw === 'string' ? (JSON.parse(raw) as [{ Plan: PlanNode }]) : raw;
  if (!parsed) throw new Error('no plan');
  const all = nodes(parsed[0].Plan);
  return {
    types: all.map((node) => node['Node Type']),
    indexes: all.flatMap((node) => (node['Index Name'] ? [node['Index Name']] : [])),
  };
}

const cursor = { name: 'kontak 01500', id: '00000000-0000-4000-8000-000000000000' };

describe('directory query plans', () => {
  it('pages contacts by the name index without sorting, from the start and from a cursor', async () => {
    for (const statement of [
      contactPageSql(owner.businessId, {}, null, 50),
      contactPageSql(owner.businessId, { kind: 'customer' }, cursor, 50),
    ]) {
      const plan = await planOf(statement);
      expect(plan.indexes).toContain('contacts_business_name_idx');
      expect(plan.types).not.toContain('Sort');
    }
  });

  it('searches contacts of three characters or more through the trigram index', async () => {
    for (const statement of [
      contactPageSql(owner.businessId, { q: 'Kontak 00042' }, null, 50),
      contactPageSql(owner.businessId, { q: '0812-000-0042' }, null, 50),
    ]) {
      expect((await planOf(statement)).indexes).toContain('contacts_search_trgm_idx');
    }
  });

  it('answers the contact picker from indexes, whatever the query', async () => {
    for (const q of ['', 'ko', 'kontak', 'kontak 0004', 'ntak 0004', '0812 0000 042']) {
      const plan = await planOf(contactSearchSql(owner.businessId, q));
      expect(plan.types, q).not.toContain('Seq Scan');
      expect(plan.indexes, q).toContain('contacts_business_name_idx');
    }
    const contains = await planOf(contactSearchSql(owner.businessId, 'ntak 02999'));
    expect(contains.indexes).toContain('contacts_search_trgm_idx');
  });

  it('pages and searches products through their indexes', async () => {
    const page = await planOf(productPageSql(owner.businessId, { active: true }, null, 50));
    expect(page.indexes).toContain('products_business_name_idx');
    expect(page.types).not.toContain('Sort');
    const search = await planOf(productPageSql(owner.businessId, { q: '00042' }, null, 50));
    expect(search.indexes).toContain('products_search_trgm_idx');
    const expected: Array<[string, string[]]> = [
      ['', ['products_business_name_idx']],
      ['b', ['products_business_sku_key']],
      ['b-0004', ['products_business_sku_key']],
      ['barang 0004', ['products_business_sku_key', 'products_business_name_idx']],
      [
        'rang 04242',
        ['products_business_sku_key', 'products_business_name_idx', 'products_search_trgm_idx'],
      ],
    ];
    for (const [q, indexes] of expected) {
      const plan = await planOf(productSearchSql(owner.businessId, q));
      expect(plan.types, q).not.toContain('Seq Scan');
      expect(plan.indexes, q).toEqual(expect.arrayContaining(indexes));
    }
  });
});
