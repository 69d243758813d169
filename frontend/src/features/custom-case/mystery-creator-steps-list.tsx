import { Text, Title } from '@mantine/core';
import { mysteryCreatorSteps } from './mystery-creator-steps';
import classes from './mystery-creator-steps-list.module.css';

/** Spec 2: the five listed steps, beside the form on wide screens and above it on a phone. */
export function MysteryCreatorSteps() {
  return (
    <section aria-labelledby="mystery-creator-steps-heading" className={classes.aside}>
      <Title order={2} id="mystery-creator-steps-heading" className={classes.heading}>
        How it works
      </Title>
      <ol className={classes.list}>
        {mysteryCreatorSteps.map(({ title, text }, index) => (
          <li key={title} className={classes.step}>
            <span className={classes.number} aria-hidden>
              {index + 1}
            </span>
            <div>
              <Text fw={600} className={classes.title}>
                {title}
              </Text>
              <Text size="sm" c="dimmed">
                {text}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
