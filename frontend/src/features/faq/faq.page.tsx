import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../shared/use-page-title';
import { FaqCategorySection } from './faq-category-section';
import { FaqContact } from './faq-contact';
import { faqCategories } from './faq-entries';
import { FaqTopics } from './faq-topics';
import classes from './faq.module.css';
import { useLinkedQuestion } from './use-linked-question';

const questionIds: ReadonlySet<string> = new Set(
  faqCategories.flatMap((category) => category.entries.map((entry) => entry.id)),
);

export function FaqPage() {
  usePageTitle('Frequently Asked Questions');
  const { openId, setOpenId } = useLinkedQuestion(questionIds);

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Title order={1}>Frequently Asked Questions</Title>
      <Text c="dimmed" size="lg" mt="xs" maw={640}>
        Everything you might want to know before you open your first case file: how the games work, what you
        receive, and how we look after you along the way.
      </Text>
      <div className={classes.layout}>
        <FaqTopics categories={faqCategories} />
        <Stack gap={48}>
          {faqCategories.map((category) => (
            <FaqCategorySection key={category.id} category={category} openId={openId} onOpenChange={setOpenId} />
          ))}
          <FaqContact />
        </Stack>
      </div>
    </Container>
  );
}
