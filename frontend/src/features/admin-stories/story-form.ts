import type { StoryContext, StoryDifficulty, StoryInput, StoryRegion, StoryType } from '../../graphql/types.generated';
import { storyContextLabels, storyRegionLabels, storyTypeLabels } from '../../shared/stories/story-labels';
import { typedKeys } from '../../shared/typed-keys';
import { storyDifficultyLabels } from '../catalogue/game-night-labels';
import type { StoryInputFieldsFragment } from './story-input-fields.generated';
import {
  availableWithoutKit,
  choiceMessages,
  lengthMinutesRange,
  lineProblem,
  paragraphsProblem,
  playerCount,
  playersBestOutside,
  playersMaxBelowMin,
  priceMessage,
  priceRangeCents,
  storyIdLength,
  storyIdProblem,
  storyTextLimits,
  videoUrlProblem,
  wholeNumberMessage,
} from './story-form-rules';

/** The editor's fields as typed: numbers stay text until the form is read, so a half-typed one is never lost. */
export interface StoryFormValues {
  id: string;
  title: string;
  city: string;
  region: StoryRegion | '';
  type: StoryType | '';
  context: StoryContext | '';
  shortDescription: string;
  mediumDescription: string;
  longDescription: string;
  videoUrl: string;
  /** In dollars, e.g. `14.95`; the shop keeps cents. */
  price: string;
  isAvailable: boolean;
  isFeatured: boolean;
  playersMin: string;
  playersMax: string;
  playersBest: string;
  lengthMinutes: string;
  difficulty: StoryDifficulty | '';
}

export type StoryFormField = keyof StoryFormValues;
export type StoryFormErrors = Partial<Record<StoryFormField, string>>;

/** The fields in the order the form shows them, so the first one at fault is the first on screen. */
export const storyFormFields: readonly StoryFormField[] = [
  'title',
  'id',
  'city',
  'region',
  'type',
  'context',
  'shortDescription',
  'mediumDescription',
  'longDescription',
  'playersMin',
  'playersMax',
  'playersBest',
  'lengthMinutes',
  'difficulty',
  'price',
  'videoUrl',
  'isAvailable',
  'isFeatured',
];

export interface StoryFormContext {
  /** A new story also needs its id; an existing one keeps it. */
  isNew: boolean;
  /** The shop makes no story available without its kit PDF. */
  hasKitFile: boolean;
}

/** A new story starts Coming Soon, with the game night most kits make. */
export const newStoryFormValues: StoryFormValues = {
  id: '',
  title: '',
  city: '',
  region: '',
  type: '',
  context: '',
  shortDescription: '',
  mediumDescription: '',
  longDescription: '',
  videoUrl: '',
  price: '',
  isAvailable: false,
  isFeatured: false,
  playersMin: '2',
  playersMax: '6',
  playersBest: '4',
  lengthMinutes: '90',
  difficulty: 'MEDIUM',
};

export function storyFormValuesOf(story: StoryInputFieldsFragment): StoryFormValues {
  return {
    id: story.id,
    title: story.title,
    city: story.city,
    region: story.region,
    type: story.type,
    context: story.context,
    shortDescription: story.shortDescription,
    mediumDescription: story.mediumDescription,
    longDescription: story.longDescription,
    videoUrl: story.videoUrl ?? '',
    price: (story.priceCents / 100).toFixed(2),
    isAvailable: story.isAvailable,
    isFeatured: story.isFeatured,
    playersMin: String(story.playersMin),
    playersMax: String(story.playersMax),
    playersBest: String(story.playersBest),
    lengthMinutes: String(story.lengthMinutes),
    difficulty: story.difficulty,
  };
}

/** What the shop takes back to save a story as it is, with one change: the table's quick toggles. */
export function storyInputOf(story: StoryInputFieldsFragment): StoryInput {
  return {
    title: story.title,
    city: story.city,
    region: story.region,
    type: story.type,
    context: story.context,
    shortDescription: story.shortDescription,
    mediumDescription: story.mediumDescription,
    longDescription: story.longDescription,
    videoUrl: story.videoUrl,
    priceCents: story.priceCents,
    isAvailable: story.isAvailable,
    isFeatured: story.isFeatured,
    playersMin: story.playersMin,
    playersMax: story.playersMax,
    playersBest: story.playersBest,
    lengthMinutes: story.lengthMinutes,
    difficulty: story.difficulty,
  };
}

function wholeNumberOf(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,6}$/.test(trimmed) ? Number(trimmed) : null;
}

/** Cents of a dollar amount typed with at most two decimals ("14.95", "15", "9.5"); null for anything else. */
export function centsOf(text: string): number | null {
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const [, dollars = '0', fraction = ''] = match;
  return Number(dollars) * 100 + Number(fraction.padEnd(2, '0'));
}

function choiceOf<Value extends string>(labels: Record<Value, string>, value: string): Value | null {
  return typedKeys(labels).find((choice) => choice === value) ?? null;
}

function inRange(value: number | null, range: { min: number; max: number }): value is number {
  return value !== null && value >= range.min && value <= range.max;
}

export type StoryFormReading =
  | { ok: true; id: string; input: StoryInput }
  | { ok: false; errors: StoryFormErrors };

/**
 * Reads the form into what the shop takes, or says what is wrong with each field, in the shop's
 * words (see story-form-rules.ts) so most mistakes never leave the browser. The shop checks again.
 */
export function readStoryForm(values: StoryFormValues, { isNew, hasKitFile }: StoryFormContext): StoryFormReading {
  const errors: StoryFormErrors = {};
  const fail = (field: StoryFormField, message: string | null) => {
    if (message !== null && errors[field] === undefined) errors[field] = message;
  };

  const id = values.id.trim();
  if (isNew) fail('id', storyIdProblem(id));
  fail('title', lineProblem(values.title, 'Title', storyTextLimits.title));
  fail('city', lineProblem(values.city, 'City', storyTextLimits.city));
  const region = choiceOf(storyRegionLabels, values.region);
  const type = choiceOf(storyTypeLabels, values.type);
  const context = choiceOf(storyContextLabels, values.context);
  if (!region) fail('region', choiceMessages.region);
  if (!type) fail('type', choiceMessages.type);
  if (!context) fail('context', choiceMessages.context);
  const { shortDescription, mediumDescription } = storyTextLimits;
  fail('shortDescription', lineProblem(values.shortDescription, 'Short description', shortDescription));
  fail('mediumDescription', lineProblem(values.mediumDescription, 'Medium description', mediumDescription));
  fail('longDescription', paragraphsProblem(values.longDescription, 'Long description', storyTextLimits.longDescription));
  fail('videoUrl', videoUrlProblem(values.videoUrl));

  const priceCents = centsOf(values.price);
  if (!inRange(priceCents, priceRangeCents)) fail('price', priceMessage);
  if (values.isAvailable && !hasKitFile) fail('isAvailable', availableWithoutKit);

  const playersMin = wholeNumberOf(values.playersMin);
  const playersMax = wholeNumberOf(values.playersMax);
  const playersBest = wholeNumberOf(values.playersBest);
  const minOk = inRange(playersMin, playerCount);
  const maxOk = inRange(playersMax, playerCount);
  const bestOk = inRange(playersBest, playerCount);
  if (!minOk) fail('playersMin', wholeNumberMessage('The fewest players', playerCount));
  if (!maxOk) fail('playersMax', wholeNumberMessage('The most players', playerCount));
  if (!bestOk) fail('playersBest', wholeNumberMessage('The best number of players', playerCount));
  if (minOk && maxOk && playersMax < playersMin) {
    fail('playersMax', playersMaxBelowMin(playersMax, playersMin));
  } else if (minOk && maxOk && bestOk && (playersBest < playersMin || playersBest > playersMax)) {
    fail('playersBest', playersBestOutside(playersMin, playersMax));
  }
  const lengthMinutes = wholeNumberOf(values.lengthMinutes);
  if (!inRange(lengthMinutes, lengthMinutesRange)) {
    fail('lengthMinutes', wholeNumberMessage('Length in minutes', lengthMinutesRange));
  }
  const difficulty = choiceOf(storyDifficultyLabels, values.difficulty);
  if (!difficulty) fail('difficulty', choiceMessages.difficulty);

  const complete =
    region && type && context && difficulty && priceCents !== null && minOk && maxOk && bestOk && lengthMinutes !== null;
  if (Object.keys(errors).length > 0 || !complete) return { ok: false, errors };
  const videoUrl = values.videoUrl.trim();
  return {
    ok: true,
    id,
    input: {
      title: values.title.trim(),
      city: values.city.trim(),
      region,
      type,
      context,
      shortDescription: values.shortDescription.trim(),
      mediumDescription: values.mediumDescription.trim(),
      longDescription: values.longDescription.replace(/\r\n?/g, '\n').trim(),
      videoUrl: videoUrl === '' ? null : videoUrl,
      priceCents,
      isAvailable: values.isAvailable,
      isFeatured: values.isFeatured,
      playersMin,
      playersMax,
      playersBest,
      lengthMinutes,
      difficulty,
    },
  };
}

/**
 * The form field a server field path names: `title`, `story.title` (inside NewStoryInput),
 * `priceCents` for the price in dollars. Null for a path the form has no field for.
 */
export function storyFormFieldOf(path: string): StoryFormField | null {
  const field = path.replace(/^(input\.)?(story\.)?/, '');
  if (field === 'priceCents') return 'price';
  return storyFormFields.find((known) => known === field) ?? null;
}

/** A suggested id from the title: "The Salt-Marsh Ledger!" gives `the-salt-marsh-ledger`. */
export function slugOfTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, storyIdLength.max)
    .replace(/-+$/, '');
}
