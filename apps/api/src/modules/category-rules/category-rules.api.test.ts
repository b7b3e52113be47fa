/**
 * Category rules through the API (issue 13): create, list in order, move, change, delete; the
 * category must be the business's own, usable and of the rule's direction; another business's
 * rule does not exist; a deleted category takes its rules along.
 */
import type { CategoryRule } from '@usaha/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/harness';
import { addMember, categoryNamed, data, type Owner, signUpOwner } from '../../test/ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RULES = '/api/v1/category-rules/';

async function createRule(client: TestClient, body: Record<string, unknown>) {
  return data<CategoryRule>(await client.request('POST', RULES, { body }), 201);
}

async function rulesOf(client: TestClient) {
  return data<CategoryRule[]>(await client.request('GET', RULES));
}

const order = (rules: CategoryRule[]) => rules.map((rule) => [rule.contains, rule.position]);

describe('category rules', () => {
  let owner: Owner;
  let stock: string;
  let sales: string;
  beforeAll(async () => {
    owner = await signUpOwner(t);
    stock = (await categoryNamed(owner, 'Pembelian stok')).id;
    sales = (await categoryNamed(owner, 'Penjualan')).id;
  });

  it('keeps the text with its spaces tidied, in order, a new one last unless placed', async () => {
    const first = await createRule(owner, {
      contains: '  INDOMARET  ',
      direction: 'out',
      category_id: stock,
    });
    expect(first).toMatchObject({
      contains: 'INDOMARET',
      direction: 'out',
      position: 1,
      version: 1,
    });
    await createRule(owner, { contains: 'ALFA   MART', category_id: stock });
    const placed = await createRule(owner, {
      contains: 'BUDI SANTOSO',
      direction: 'in',
      category_id: sales,
      position: 1,
    });
    expect(placed.position).toBe(1);
    const rules = await rulesOf(owner);
    expect(order(rules)).toEqual([
      ['BUDI SANTOSO', 1],
      ['INDOMARET', 2],
      ['ALFA MART', 3],
    ]);
    expect(rules[2]?.direction).toBe('any');
  });

  it('moves a rule and closes up the others; a stale version is a conflict', async () => {
    const [budi] = await rulesOf(owner);
    if (!budi) throw new Error('no rule');
    const moved = data<CategoryRule>(
      await owner.request('PUT', `${RULES}${budi.id}/`, {
        body: { version: budi.version, position: 99 },
      }),
    );
    expect(moved).toMatchObject({ position: 3, version: budi.version + 1 });
    expect(order(await rulesOf(owner))).toEqual([
      ['INDOMARET', 1],
      ['ALFA MART', 2],
      ['BUDI SANTOSO', 3],
    ]);
    const stale = await owner.request('PUT', `${RULES}${budi.id}/`, {
      body: { version: budi.version, contains: 'BUDI' },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'VERSION_CONFLICT' });
  });

  it('refuses the same text for the same direction twice, in any case', async () => {
    const response = await owner.request('POST', RULES, {
      body: { contains: 'indomaret', direction: 'out', category_id: stock },
    });
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'CONFLICT',
      field_codes: { contains: ['rule_exists'] },
    });
  });

  it('takes a category of the kind its direction needs, not archived', async () => {
    const wrongKind = await owner.request('POST', RULES, {
      body: { contains: 'GAJI', direction: 'in', category_id: stock },
    });
    expect(wrongKind.statusCode, wrongKind.body).toBe(422);
    expect(wrongKind.json()).toMatchObject({ code: 'CATEGORY_KIND_MISMATCH' });
    const old = data<{ id: string; version: number }>(
      await owner.request('POST', '/api/v1/categories/', {
        body: { name: 'Lama', kind: 'expense' },
      }),
      201,
    );
    await owner.request('PUT', `/api/v1/categories/${old.id}/`, {
      body: { version: old.version, archived: true },
    });
    const archived = await owner.request('POST', RULES, {
      body: { contains: 'LAMA', category_id: old.id },
    });
    expect(archived.statusCode, archived.body).toBe(422);
    expect(archived.json()).toMatchObject({ code: 'CATEGORY_ARCHIVED' });
  });

  it('refuses bad input with a 4xx envelope', async () => {
    for (const body of [
      { contains: ' x ', category_id: stock },
      { contains: 'A'.repeat(101), category_id: stock },
      { contains: 'OK TEXT', category_id: 'not-an-id' },
      { contains: 'OK TEXT', category_id: stock, direction: 'sideways' },
      { contains: 'OK TEXT', category_id: stock, position: 0 },
    ]) {
      const response = await owner.request('POST', RULES, { body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });

  it('deletes a rule and numbers the rest 1…n again', async () => {
    const [first] = await rulesOf(owner);
    const response = await owner.request('DELETE', `${RULES}${first?.id}/`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Category rule deleted' });
    expect(order(await rulesOf(owner))).toEqual([
      ['ALFA MART', 1],
      ['BUDI SANTOSO', 2],
    ]);
  });

  it('goes with its category when the unused category is deleted', async () => {
    const fuel = data<{ id: string }>(
      await owner.request('POST', '/api/v1/categories/', {
        body: { name: 'Bensin', kind: 'expense' },
      }),
      201,
    );
    await createRule(owner, { contains: 'PERTAMINA', category_id: fuel.id });
    const removed = await owner.request('DELETE', `/api/v1/categories/${fuel.id}/`);
    expect(removed.json()).toMatchObject({ archived: false });
    expect((await rulesOf(owner)).map((rule) => rule.contains)).not.toContain('PERTAMINA');
  });
});

describe('another business', () => {
  it("neither sees nor changes a rule, nor uses another business's category", async () => {
    const owner = await signUpOwner(t);
    const other = await signUpOwner(t);
    const stock = await categoryNamed(owner, 'Pembelian stok');
    const rule = await createRule(owner, { contains: 'INDOMARET', category_id: stock.id });

    expect(await rulesOf(other)).toEqual([]);
    const change = await other.request('PUT', `${RULES}${rule.id}/`, {
      body: { version: rule.version, contains: 'DIAMBIL' },
    });
    expect(change.statusCode, change.body).toBe(404);
    expect((await other.request('DELETE', `${RULES}${rule.id}/`)).statusCode).toBe(404);
    const foreign = await other.request('POST', RULES, {
      body: { contains: 'INDOMARET', category_id: stock.id },
    });
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect((await rulesOf(owner)).map((r) => r.contains)).toEqual(['INDOMARET']);
  });

  it('a cashier reads the rules but may not change them', async () => {
    const owner = await signUpOwner(t);
    const cashier = await addMember(t, owner, 'cashier');
    const stock = await categoryNamed(owner, 'Pembelian stok');
    await createRule(owner, { contains: 'INDOMARET', category_id: stock.id });
    expect((await rulesOf(cashier)).length).toBe(1);
    const response = await cashier.request('POST', RULES, {
      body: { contains: 'ALFAMART', category_id: stock.id },
    });
    expect(response.statusCode).toBe(403);
  });
});
