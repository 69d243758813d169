import { Container, Stack } from '@mantine/core';
import { usePageTitle } from '../../shared/use-page-title';
import { CustomCaseForm } from './custom-case-form';
import classes from './custom-case.page.module.css';
import { systemClock, type MysteryCreatorClock } from './mystery-creator-clock';
import { MysteryCreatorIntro } from './mystery-creator-intro';
import { MysteryCreatorSteps } from './mystery-creator-steps-list';

/** Spec 2, "/custom": the Mystery Creator. */
export function CustomCasePage({ clock = systemClock }: { clock?: MysteryCreatorClock }) {
  usePageTitle('Create Custom Mystery');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap={40}>
        <MysteryCreatorIntro />
        <div className={classes.layout}>
          <MysteryCreatorSteps />
          <CustomCaseForm clock={clock} />
        </div>
      </Stack>
    </Container>
  );
}
