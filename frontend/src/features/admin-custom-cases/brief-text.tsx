import { Text, Title } from '@mantine/core';
import { formatLongDate } from '../../shared/format/format-date';
import { referralSourceLabels, skinToneLabels, suspectSexLabels } from '../custom-case/brief-options';
import type { AdminCustomCaseFieldsFragment } from './admin-custom-cases.page.generated';
import classes from './brief-text.module.css';

type Brief = AdminCustomCaseFieldsFragment['brief'];
type Suspect = Brief['suspects'][number];

const notGiven = '—';

function Facts({ facts, label }: { facts: readonly [string, string | null | undefined][]; label: string }) {
  return (
    <dl className={classes.facts} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} className={classes.fact}>
          <dt>{term}</dt>
          <dd>{value?.trim() ? value : notGiven}</dd>
        </div>
      ))}
    </dl>
  );
}

function suspectFacts(suspect: Suspect): [string, string | null][] {
  return [
    ['Full name', suspect.fullName],
    ['Age', suspect.age],
    ['Sex', suspect.sex ? suspectSexLabels[suspect.sex] : null],
    ['Eyes', suspect.eyes],
    ['Hair color', suspect.hairColor],
    ['Height', suspect.height],
    ['Skin tone', suspect.skinTone ? skinToneLabels[suspect.skinTone] : null],
    ['Occupation', suspect.occupation],
    ['Relationship', suspect.relationship],
  ];
}

/** The whole brief as the customer wrote it, every field shown, as plain text. */
export function BriefText({ brief }: { brief: Brief }) {
  return (
    <>
      <Facts
        label="Brief"
        facts={[
          ['Email', brief.email],
          ['Date required', formatLongDate(brief.dateRequired)],
          ['Where heard', referralSourceLabels[brief.source]],
          ['City', brief.city],
          ['Location', brief.location],
        ]}
      />
      <Title order={3} className={classes.suspectsHeading}>
        {brief.suspects.length} {brief.suspects.length === 1 ? 'suspect' : 'suspects'}
      </Title>
      <ol className={classes.suspects}>
        {brief.suspects.map((suspect, index) => (
          // A brief never changes once stored, so a suspect's place is a stable key.
          <li key={index} className={classes.suspect}>
            <Text fw={600} className={classes.suspectName}>
              Suspect {index + 1}
            </Text>
            <Facts label={`Suspect ${index + 1}`} facts={suspectFacts(suspect)} />
          </li>
        ))}
      </ol>
    </>
  );
}
