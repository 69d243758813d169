import { Container, Text, Title } from '@mantine/core';
import { Eyebrow } from '../../shared/eyebrow';
import type { LegalDocumentContent } from './legal-content';
import { LegalContents } from './legal-contents';
import { LegalDates } from './legal-dates';
import classes from './legal-document.module.css';
import { LegalSection } from './legal-section';
import { useScrollToHash } from './use-scroll-to-hash';

/** One legal page: title, dates, a table of contents and the numbered sections it links to. */
export function LegalDocument({ content }: { content: LegalDocumentContent }) {
  useScrollToHash();

  return (
    <Container size="lg" py={{ base: 'xl', md: 56 }}>
      <article>
        <header className={classes.header}>
          <Eyebrow>Legal</Eyebrow>
          <Title order={1}>{content.title}</Title>
          <Text className={classes.summary}>{content.summary}</Text>
          <LegalDates effective={content.effective} lastUpdated={content.lastUpdated} />
        </header>
        <div className={classes.layout}>
          <LegalContents sections={content.sections} />
          <div className={classes.body}>
            {content.sections.map((section, index) => (
              <LegalSection key={section.id} section={section} number={index + 1} />
            ))}
          </div>
        </div>
      </article>
    </Container>
  );
}
