import { Title } from '@mantine/core';
import { LegalBlocks } from './legal-blocks';
import type { LegalSectionContent } from './legal-content';
import classes from './legal-prose.module.css';

interface LegalSectionProps {
  section: LegalSectionContent;
  number: number;
}

export function LegalSection({ section, number }: LegalSectionProps) {
  return (
    <section className={classes.section}>
      <Title order={2} size="1.375rem" id={section.id} className={classes.heading}>
        <span className={classes.number}>{number}.</span> {section.heading}
      </Title>
      <LegalBlocks blocks={section.blocks} />
    </section>
  );
}
