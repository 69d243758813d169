import { Container, Stack } from '@mantine/core';
import { usePageTitle } from '../../shared/use-page-title';
import { SurveyHero } from './survey-hero';
import { SurveyStepsList } from './survey-steps-list';

export function SurveyPage() {
  usePageTitle('Survey');

  return (
    <Container size="lg" py={{ base: 'xl', md: 48 }}>
      <Stack gap={56}>
        <SurveyHero />
        <SurveyStepsList />
      </Stack>
    </Container>
  );
}
