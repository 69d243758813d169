import { Anchor } from '@mantine/core';
import type { LegalParties } from './legal-content';
import classes from './legal-prose.module.css';

export function LegalContactCard({ parties }: { parties: LegalParties }) {
  return (
    <address className={classes.contact}>
      <strong>{parties.companyName}</strong>
      <span>{parties.companyAddress}</span>
      <Anchor href={`mailto:${parties.supportEmail}`} underline="always">
        {parties.supportEmail}
      </Anchor>
    </address>
  );
}
