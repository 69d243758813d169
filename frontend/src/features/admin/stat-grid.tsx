import { Paper, SimpleGrid } from '@mantine/core';
import classes from './stat-grid.module.css';

export interface Stat {
  label: string;
  value: string;
}

/** Headline figures as a description list: each label names the number under it. */
export function StatGrid({ stats }: { stats: readonly Stat[] }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing="md" className={classes.grid}>
      {stats.map((stat) => (
        <Paper key={stat.label} withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} className={classes.card}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
