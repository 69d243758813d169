import { describe, expect, it } from 'vitest';
import { suspectDraftFixture } from './brief.test-fixtures';
import { suspectDetails, suspectHeadline } from './suspect-summary';

describe('a suspect summary', () => {
  it('starts with the number and the name', () => {
    expect(suspectHeadline(suspectDraftFixture({ fullName: ' Ada Grey ' }), 1)).toBe('2. Ada Grey');
  });

  it('gives every detail given in the spec order', () => {
    const suspect = suspectDraftFixture({
      relationship: 'Sister',
      sex: 'F',
      age: '41',
      eyes: 'Green',
      hairColor: 'Auburn',
      height: "5'6\"",
      occupation: 'Lighthouse keeper',
      skinTone: 'PREFER_NOT_TO_SPECIFY',
    });

    expect(suspectDetails(suspect)).toBe(
      'Relationship: Sister · Sex: F · Age: 41 · Eyes: Green · Hair: Auburn · Height: 5\'6" · Occupation: Lighthouse keeper · Skin tone: Prefer not to specify',
    );
  });

  it('leaves out what was not given', () => {
    expect(suspectDetails(suspectDraftFixture({ sex: 'NOT_APPLICABLE', occupation: '  ' }))).toBe('Sex: N/A');
    expect(suspectDetails(suspectDraftFixture())).toBe('');
  });
});
