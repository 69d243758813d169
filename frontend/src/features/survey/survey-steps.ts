import { IconClock, IconExternalLink, IconMail, IconSearch, type Icon } from '@tabler/icons-react';

export interface SurveyStep {
  icon: Icon;
  title: string;
  text: string;
}

export const surveySteps: readonly SurveyStep[] = [
  {
    icon: IconSearch,
    title: 'Look around the shop',
    text: 'Browse the catalogue, open a story or two and get a feel for the site. First impressions are exactly what we want to hear about.',
  },
  {
    icon: IconExternalLink,
    title: 'Open the survey',
    text: 'It opens in a new tab, so this page stays right where you left it.',
  },
  {
    icon: IconClock,
    title: 'Answer for about 5 minutes',
    text: 'Tell us what you enjoyed, what puzzled you and what you would like to play next. There are no wrong answers.',
  },
  {
    icon: IconMail,
    title: 'Leave your email at the end',
    text: 'Enter your email address on the last page: that is how we reach the 20 participants who win a free cold case download.',
  },
];
