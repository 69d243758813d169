// Only admin pages show tables, so their styles load with these pages rather than with the shop's first CSS.
import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './analytics-tables.module.css';

interface ScrollingTableProps {
  /** Names the scrolling region, which takes focus so the keyboard can scroll it too. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  children: ReactNode;
}

/** A table that keeps its columns readable on a phone by scrolling sideways within its panel. */
export function ScrollingTable({ label, minWidth, children }: ScrollingTableProps) {
  return (
    <div className={classes.scroller} role="region" aria-label={label} tabIndex={0}>
      <Table miw={minWidth} verticalSpacing="xs" highlightOnHover className={classes.table}>
        {children}
      </Table>
    </div>
  );
}
