import { isPlainText, PLAIN_TEXT_MESSAGE } from '../../shared/plain-text';

/**
 * The shop's rules for a story, with its messages word for word (gateway modules/stories/story-rules.ts),
 * so the editor says in the browser what the shop would say on save. The shop checks again: these
 * only spare a round trip.
 */

/** Counted as the shop counts characters: by code point, so an emoji is one. */
export function characterCount(text: string): number {
  return [...text].length;
}

export const storyTextLimits = {
  title: 160,
  city: 80,
  shortDescription: 280,
  mediumDescription: 1000,
  longDescription: 10000,
  videoUrl: 500,
} as const;

const tooLong = (label: string, max: number) => `${label} can be at most ${max.toLocaleString('en-US')} characters.`;

/** One line of ordinary text, required; the problem with it, if any. */
export function lineProblem(value: string, label: string, max: number): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return `Enter the ${label.toLowerCase()}.`;
  if (!isPlainText(trimmed)) return `${label}: ${PLAIN_TEXT_MESSAGE}`;
  return characterCount(trimmed) > max ? tooLong(label, max) : null;
}

/** Paragraphs separated by a blank line, required. */
export function paragraphsProblem(value: string, label: string, max: number): string | null {
  const text = value.replace(/\r\n?/g, '\n').trim();
  if (text.length === 0) return `Enter the ${label.toLowerCase()}.`;
  if (!isPlainText(text.replace(/\n/g, ' '))) {
    return `${label}: use ordinary characters and line breaks only, no tabs or other control characters.`;
  }
  return characterCount(text) > max ? tooLong(label, max) : null;
}

/** An optional https address for the trailer. */
export function videoUrlProblem(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed.length === 0) return null;
  if (characterCount(trimmed) > storyTextLimits.videoUrl) return tooLong('Video URL', storyTextLimits.videoUrl);
  const message = 'Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…';
  if (!URL.canParse(trimmed) || !isPlainText(trimmed)) return message;
  const url = new URL(trimmed);
  if (url.protocol !== 'https:' || url.hostname.length === 0) return message;
  if (url.username !== '' || url.password !== '') return 'Video URL must not carry a user name or password.';
  return null;
}

export const priceRangeCents = { min: 0, max: 100000 };
// The shop words it in cents, the field it answers; the form asks for dollars, so says it in dollars.
export const priceMessage = 'Price must be from $0.00 to $1,000.00, in dollars and cents such as 14.95.';

export const playerCount = { min: 1, max: 20 };
export const lengthMinutesRange = { min: 15, max: 600 };

export const wholeNumberMessage = (label: string, range: { min: number; max: number }) =>
  `${label} must be a whole number from ${range.min} to ${range.max}.`;

export const playersMaxBelowMin = (max: number, min: number) => `The most players (${max}) must be at least the fewest (${min}).`;

export const playersBestOutside = (min: number, max: number) =>
  `The best number of players must be from ${min} to ${max}, within the range the story plays with.`;

export const availableWithoutKit =
  'Upload the kit PDF before making the story available; until then it stays Coming Soon.';

/** A story id is its URL slug; the longest product id, `print-intl-<id>`, must fit in 64 characters. */
export const storyIdLength = { min: 3, max: 53 };
const storyIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function storyIdProblem(id: string): string | null {
  if (id.length < storyIdLength.min) return `The id must be at least ${storyIdLength.min} characters long.`;
  if (id.length > storyIdLength.max) {
    return `The id can be at most ${storyIdLength.max} characters long, so its longest product id (print-intl-…) fits in 64.`;
  }
  if (!storyIdPattern.test(id)) {
    return 'The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger.';
  }
  if (id === 'new') return `"${id}" names a page of Story Management and cannot be a story's id.`;
  return null;
}

/** The form's own: a select left on "Choose…" never reaches the shop, which only sees a value it offered. */
export const choiceMessages = {
  region: 'Choose a region.',
  type: 'Choose a type.',
  context: 'Choose high tech or low tech.',
  difficulty: 'Choose a difficulty.',
} as const;
