import { Text, Title } from '@mantine/core';
import { surveySteps } from './survey-steps';
import classes from './survey-steps-list.module.css';

export function SurveyStepsList() {
  return (
    <section aria-labelledby="survey-steps-heading">
      <Title order={2} id="survey-steps-heading">
        How it works
      </Title>
      <ol className={classes.list}>
        {surveySteps.map(({ icon: StepIcon, title, text }, index) => (
          <li key={title} className={classes.step}>
            <div className={classes.marker}>
              <span className={classes.number}>{index + 1}</span>
              <StepIcon size={20} stroke={1.6} className={classes.icon} aria-hidden />
            </div>
            <Title order={3} className={classes.title}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" className={classes.text}>
              {text}
            </Text>
          </li>
        ))}
      </ol>
    </section>
  );
}
