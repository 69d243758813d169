import { describe, expect, it } from 'vitest';
import {
  centsOf,
  newStoryFormValues,
  readStoryForm,
  slugOfTitle,
  storyFormFieldOf,
  type StoryFormValues,
} from './story-form';

const complete: StoryFormValues = {
  ...newStoryFormValues,
  id: 'the-salt-marsh-ledger',
  title: '  The Salt Marsh Ledger ',
  city: 'Halifax',
  region: 'CANADA',
  type: 'MURDER',
  context: 'LOW_TECH',
  shortDescription: 'A harbour clerk vanishes.',
  mediumDescription: 'A harbour clerk vanishes in 1962.',
  longDescription: 'The tide took the boat.\r\n\r\nThe ledger stayed dry.',
  price: '14.95',
};

const newStory = { isNew: true, hasKitFile: false };

function errorsOf(values: Partial<StoryFormValues>, context = newStory) {
  const reading = readStoryForm({ ...complete, ...values }, context);
  return reading.ok ? {} : reading.errors;
}

describe('readStoryForm', () => {
  it('reads a complete form into the shop’s input, in cents, trimmed', () => {
    const reading = readStoryForm(complete, newStory);
    expect(reading).toEqual({
      ok: true,
      id: 'the-salt-marsh-ledger',
      input: {
        title: 'The Salt Marsh Ledger',
        city: 'Halifax',
        region: 'CANADA',
        type: 'MURDER',
        context: 'LOW_TECH',
        shortDescription: 'A harbour clerk vanishes.',
        mediumDescription: 'A harbour clerk vanishes in 1962.',
        longDescription: 'The tide took the boat.\n\nThe ledger stayed dry.',
        videoUrl: null,
        priceCents: 1495,
        isAvailable: false,
        isFeatured: false,
        playersMin: 2,
        playersMax: 6,
        playersBest: 4,
        lengthMinutes: 90,
        difficulty: 'MEDIUM',
      },
    });
  });

  it('words each problem as the shop does', () => {
    expect(errorsOf({ ...newStoryFormValues, title: ' ' })).toMatchObject({
      id: 'The id must be at least 3 characters long.',
      title: 'Enter the title.',
      city: 'Enter the city.',
      region: 'Choose a region.',
      shortDescription: 'Enter the short description.',
      longDescription: 'Enter the long description.',
      price: 'Price must be from $0.00 to $1,000.00, in dollars and cents such as 14.95.',
    });
    expect(errorsOf({ title: 'x'.repeat(161), mediumDescription: 'One\nTwo', videoUrl: 'http://example.com' })).toEqual({
      title: 'Title can be at most 160 characters.',
      mediumDescription: 'Medium description: Use ordinary characters: no line breaks, tabs or other control characters.',
      videoUrl: 'Video URL must be a full https:// address, such as https://www.youtube.com/watch?v=…',
    });
  });

  it('checks the id of a new story only', () => {
    expect(errorsOf({ id: 'The Ledger' })).toEqual({
      id: 'The id must be lower-case letters and digits in words joined by single hyphens, such as the-salt-marsh-ledger.',
    });
    expect(errorsOf({ id: 'new' })).toEqual({ id: '"new" names a page of Story Management and cannot be a story\'s id.' });
    expect(errorsOf({ id: '' }, { isNew: false, hasKitFile: false })).toEqual({});
  });

  it('keeps the players in order and the length in range', () => {
    expect(errorsOf({ playersMin: '4', playersMax: '3' })).toEqual({
      playersMax: 'The most players (3) must be at least the fewest (4).',
    });
    expect(errorsOf({ playersBest: '7' })).toEqual({
      playersBest: 'The best number of players must be from 2 to 6, within the range the story plays with.',
    });
    expect(errorsOf({ playersMin: '0', playersBest: '2.5', lengthMinutes: '601' })).toEqual({
      playersMin: 'The fewest players must be a whole number from 1 to 20.',
      playersBest: 'The best number of players must be a whole number from 1 to 20.',
      lengthMinutes: 'Length in minutes must be a whole number from 15 to 600.',
    });
  });

  it('makes no story available without its kit', () => {
    expect(errorsOf({ isAvailable: true })).toEqual({
      isAvailable: 'Upload the kit PDF before making the story available; until then it stays Coming Soon.',
    });
    expect(errorsOf({ isAvailable: true }, { isNew: false, hasKitFile: true })).toEqual({});
  });
});

describe('centsOf', () => {
  it('reads dollars with up to two decimals', () => {
    expect(centsOf('14.95')).toBe(1495);
    expect(centsOf('9.5')).toBe(950);
    expect(centsOf(' 15 ')).toBe(1500);
    expect(centsOf('0')).toBe(0);
    expect(centsOf('14.955')).toBeNull();
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('')).toBeNull();
  });
});

describe('slugOfTitle', () => {
  it('suggests an id from the title', () => {
    expect(slugOfTitle('The Salt-Marsh Ledger!')).toBe('the-salt-marsh-ledger');
    expect(slugOfTitle('  Café  São Paulo  ')).toBe('cafe-sao-paulo');
    expect(slugOfTitle('a'.repeat(60))).toHaveLength(53);
  });
});

describe('storyFormFieldOf', () => {
  it('places the shop’s field paths on the form’s fields', () => {
    expect(storyFormFieldOf('playersMax')).toBe('playersMax');
    expect(storyFormFieldOf('story.title')).toBe('title');
    expect(storyFormFieldOf('priceCents')).toBe('price');
    expect(storyFormFieldOf('id')).toBe('id');
    expect(storyFormFieldOf('somethingElse')).toBeNull();
  });
});
