/**
 * A report's table: the first column (what each row is) stays in view while the figures scroll
 * sideways inside the table, so a phone shows a year by month without the page itself scrolling.
 */
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from '../../components/scroll-region';
import classes from './report-table-view.module.css';

export type ReportColumn = {
  key: string;
  title: ReactNode;
  /** Figures are right-aligned in tabular digits; the first column never is. */
  figure?: boolean;
};

export type ReportRow = {
  key: string;
  cells: ReactNode[];
  /** A total or a section's head, in bold. */
  strong?: boolean;
};

type Props = {
  /** Names the scrolling region and the table for screen readers. */
  label: string;
  columns: readonly ReportColumn[];
  rows: readonly ReportRow[];
  /** The width the table needs before it scrolls; the first column's share is about a third. */
  minWidth?: number;
};

export function ReportTableView({ label, columns, rows, minWidth }: Props) {
  const width = minWidth ?? 160 + (columns.length - 1) * 120;
  return (
    <ScrollRegion label={label} minWidth={width}>
      <Table className={classes.table} aria-label={label} verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} className={column.figure ? classes.figure : undefined}>
                {column.title}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key} className={row.strong ? classes.strong : undefined}>
              {row.cells.map((cell, index) => (
                <Table.Td
                  // The cells of a row are its columns, in order.
                  // biome-ignore lint/suspicious/noArrayIndexKey: a cell's place is its identity
                  key={index}
                  className={columns[index]?.figure ? classes.figure : undefined}
                >
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
