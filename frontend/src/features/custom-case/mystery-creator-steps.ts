import { MIN_LEAD_DAYS } from './brief-dates';
import { MAX_SUSPECTS } from './custom-case-draft';

/** Spec 2: the five steps of the Mystery Creator, in the order spec 2 lists them (the form groups them its own way). */
export const mysteryCreatorSteps: readonly { title: string; text: string }[] = [
  { title: 'Your email', text: 'Where your finished case is sent.' },
  { title: 'Crime scene location', text: 'The city, and a street or landmark if you like.' },
  { title: 'Date required by', text: `At least ${MIN_LEAD_DAYS} days from today.` },
  { title: 'Where you heard about us', text: 'So we know how you found us.' },
  { title: `Add up to ${MAX_SUSPECTS} suspects`, text: 'Real friends or pure invention, with as much detail as you like.' },
];
