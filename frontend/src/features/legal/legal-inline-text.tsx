import { Anchor } from '@mantine/core';
import { Link } from 'react-router-dom';
import type { LegalInline, LegalText } from './legal-content';
import classes from './legal-prose.module.css';

function InlineRun({ run }: { run: LegalInline }) {
  if (typeof run === 'string') return run;
  switch (run.kind) {
    case 'strong':
      return <strong>{run.text}</strong>;
    case 'code':
      return <code className={classes.code}>{run.text}</code>;
    case 'email':
      return (
        <Anchor href={`mailto:${run.address}`} underline="always">
          {run.address}
        </Anchor>
      );
    case 'page':
      return (
        <Anchor component={Link} to={run.to} underline="always">
          {run.label}
        </Anchor>
      );
  }
}

export function LegalInlineText({ text }: { text: LegalText }) {
  // The runs of a legal text are fixed and never reordered, so their position is a stable key.
  return text.map((run, index) => <InlineRun key={index} run={run} />);
}
