// Only admin pages show tables, so their styles load with these pages rather than with the shop's first CSS.
import '@mantine/core/styles/Table.css';
import { Paper, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './admin-table.module.css';

interface AdminTableProps {
  /** Names the table for screen readers; the scrolling region around it is "<label> table". */
  label: string;
  /** Below this width the table scrolls sideways inside its panel instead of squeezing its columns. */
  minWidth: number;
  /** The table's head and body. */
  children: ReactNode;
}

/** A back-office table in its panel; on a phone it scrolls inside the panel, and the keyboard can scroll it too. */
export function AdminTable({ label, minWidth, children }: AdminTableProps) {
  return (
    <Paper withBorder radius="lg" className={classes.panel}>
      {/* Focusable so a keyboard user can scroll the hidden columns into view. */}
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        role="region"
        aria-label={`${label} table`}
        tabIndex={0}
        className={classes.scroller}
      >
        <Table aria-label={label} verticalSpacing="sm" horizontalSpacing="md" highlightOnHover className={classes.table}>
          {children}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
