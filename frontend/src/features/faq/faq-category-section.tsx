import { Accordion, Title } from '@mantine/core';
import { FaqAnswer } from './faq-answer';
import classes from './faq-category-section.module.css';
import type { FaqCategory } from './faq-entries';
import { questionTransitionMs } from './use-linked-question';

interface FaqCategorySectionProps {
  category: FaqCategory;
  /** The one open question on the whole page, which may belong to another category. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

export function FaqCategorySection({ category, openId, onOpenChange }: FaqCategorySectionProps) {
  const headingId = `${category.id}-heading`;
  const openHere = category.entries.some((entry) => entry.id === openId) ? openId : null;

  return (
    <section id={category.id} aria-labelledby={headingId} className={classes.section}>
      <Title order={2} id={headingId} className={classes.heading}>
        {category.title}
      </Title>
      <Accordion
        value={openHere}
        onChange={onOpenChange}
        order={3}
        variant="separated"
        transitionDuration={questionTransitionMs}
        classNames={{ item: classes.item, control: classes.control, label: classes.label }}
      >
        {category.entries.map((entry) => (
          <Accordion.Item key={entry.id} value={entry.id} id={entry.id}>
            <Accordion.Control>{entry.question}</Accordion.Control>
            <Accordion.Panel>
              <FaqAnswer entry={entry} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </section>
  );
}
