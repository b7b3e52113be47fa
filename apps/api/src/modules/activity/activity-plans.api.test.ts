/**
 * A page of the activity log reads activities_business_created_idx backwards and stops after
 * the page: no sort of the business's whole log, from the start, from a cursor or in a period.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Statement } from '../../db/sql';
import { createTestApp, type TestApp } from '../../test/harness';
import { type Owner, signUpOwner } from '../../test/ledger';
import { activityPageSql } from './activities.sql';

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Actual Rows': number;
  Plans?: PlanNode[];
};

const ROWS = 5000;
let t: TestApp;
let owner: Owner;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUpOwner(t);
  const neighbour = await signUpOwner(t);
  for (const business of [owner.businessId, neighbour.businessId]) {
    await t.database.query(
      `insert into activities (id, business_id, action, entity_type, created_at)
       select gen_random_uuid(), $1, case when i % 3 = 0 then 'entry.create' else 'note.update' end,
         'entry', timestamptz '2026-01-01' + i * interval '1 minute'
       from generate_series(1, $2::int) i`,
      [business, ROWS],
    );
  }
  await t.database.query('analyze activities');
});
afterAll(() => t.close());

function nodes(node: PlanNode): PlanNode[] {
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
  return nodes(parsed[0].Plan);
}

const cursor = { at: '2026-01-03T00:00:00.000000Z', id: '00000000-0000-4000-8000-000000000000' };

describe('activity log query plans', () => {
  it.each([
    ['the first page', {}, null],
    ['a page after a cursor', {}, cursor],
    ['a period', { from: '2026-01-02', to: '2026-01-03' }, null],
    ['an area of actions after a cursor', { action: 'entry.' }, cursor],
  ])('reads %s from the index, a page’s worth of rows', async (_name, filter, after) => {
    const plan = await planOf(activityPageSql(owner.businessId, 'Asia/Jakarta', filter, after, 50));
    const scan = plan.find((node) => node['Index Name'] === 'activities_business_created_idx');
    expect(scan).toBeDefined();
    // Ties on created_at are ordered by id within the index order (an incremental sort).
    expect(plan.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(scan?.['Actual Rows']).toBeLessThan(ROWS / 10);
  });
});
