import { Paper, Text, Title } from '@mantine/core';
import { useShopper } from '../cart/use-shopper';
import { CustomCaseRow } from './custom-case-row';
import { useMyCustomCasesQuery } from './custom-cases-section.generated';
import classes from './library-section.module.css';
import { SectionLoadError } from './section-load-error';

/** "Your Custom Cases" on My Library: the mysteries written to order, shown only to customers who have any. */
export function CustomCasesSection() {
  // The shop must know the signed-in user before it can find their cases.
  const registered = useShopper().status === 'customer';
  const { data, error, refetch } = useMyCustomCasesQuery({ skip: !registered, notifyOnNetworkStatusChange: true });

  if (error && !data) {
    return (
      <SectionLoadError
        title="Your custom cases did not load"
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  const customCases = data?.myCustomCases ?? [];
  if (customCases.length === 0) return null;
  return (
    <section aria-labelledby="your-custom-cases-heading">
      <Title order={2} id="your-custom-cases-heading">
        Your Custom Cases
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Mysteries written to your brief, from the first draft to the finished case file.
      </Text>
      <Paper withBorder radius="lg" px="lg" className={classes.panel}>
        <ul className={classes.list}>
          {customCases.map((customCase) => (
            <CustomCaseRow key={customCase.id} customCase={customCase} />
          ))}
        </ul>
      </Paper>
    </section>
  );
}
