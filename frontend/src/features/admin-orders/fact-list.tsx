import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Labelled facts about one thing (an order, a user), as a description list: two columns, one on a phone. */
export function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
