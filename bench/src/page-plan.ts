/**
 * What the database does for one list page: EXPLAIN ANALYZE of the very statement the app runs.
 * A keyset page should read its rows in index order and stop after limit + 1; a Sort node means
 * it read and sorted every row of the filter first, however deep the page.
 */
import type { Database } from '../../apps/api/src/db/client';
import type { Statement } from '../../apps/api/src/db/sql';

type PlanNode = {
  'Node Type': string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Index Name'?: string;
  Plans?: PlanNode[];
};

export type PagePlan = {
  executionMs: number;
  /** Rows that went into the first Sort node, or null when the plan has none. */
  sortedRows: number | null;
  indexes: string[];
};

function walk(node: PlanNode, visit: (node: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

export async function explainPage(database: Database, statement: Statement): Promise<PagePlan> {
  const [row] = await database.query<{ 'QUERY PLAN': unknown }>(
    `explain (analyze, format json) ${statement.text}`,
    statement.params,
  );
  const raw = row?.['QUERY PLAN'];
  const [top] = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{
    Plan: PlanNode;
    'Execution Time': number;
  }>;
  if (!top) throw new Error('EXPLAIN returned no plan');
  let sortedRows: number | null = null;
  const indexes = new Set<string>();
  walk(top.Plan, (node) => {
    if (sortedRows === null && node['Node Type'].endsWith('Sort')) {
      sortedRows = (node.Plans ?? []).reduce(
        (sum, child) => sum + (child['Actual Rows'] ?? 0) * (child['Actual Loops'] ?? 1),
        0,
      );
    }
    if (node['Index Name']) indexes.add(node['Index Name']);
  });
  return { executionMs: top['Execution Time'], sortedRows, indexes: [...indexes] };
}

export function describePlan(plan: PagePlan): string {
  const how =
    plan.sortedRows === null
      ? `index order (${plan.indexes.join(', ') || 'no index'})`
      : `Sort of ${plan.sortedRows.toLocaleString('en-US')} rows`;
  return `${plan.executionMs.toFixed(1)} ms, ${how}`;
}
