import { Group, Paper, Text, Title } from '@mantine/core';
import { IconClock, IconExternalLink } from '@tabler/icons-react';
import { Eyebrow } from '../../shared/eyebrow';
import classes from './survey-hero.module.css';
import { SurveyLinkButton } from './survey-link-button';
import { SurveyPrize } from './survey-prize';

export function SurveyHero() {
  return (
    <Paper withBorder radius="lg" className={classes.hero}>
      <div>
        <Eyebrow>Detective survey</Eyebrow>
        <Title order={1}>Help us shape the next cold case</Title>
        <Text size="lg" c="dimmed" mt="sm" maw={560}>
          Tell us what makes a case unforgettable, and what would make this shop better. It takes about 5 minutes,
          and 20 participants win a free cold case download.
        </Text>
        <Group mt="xl" gap="lg">
          <SurveyLinkButton className={classes.cta} />
          <Group gap="md" className={classes.facts}>
            <span className={classes.fact}>
              <IconClock size={16} aria-hidden />
              About 5 minutes
            </span>
            <span className={classes.fact}>
              <IconExternalLink size={16} aria-hidden />
              Opens in a new tab
            </span>
          </Group>
        </Group>
      </div>
      <SurveyPrize />
    </Paper>
  );
}
