import { describe, expect, it } from 'vitest';
import { defaultSponsorName, sponsorNameProblem } from './sponsor-name';

describe('defaultSponsorName', () => {
  it('is the first name and the last initial', () => {
    expect(defaultSponsorName('Ada', 'Lovelace')).toBe('Ada L.');
    expect(defaultSponsorName('  Ada ', ' lovelace')).toBe('Ada L.');
  });

  it('makes do with the part of the name the profile has', () => {
    expect(defaultSponsorName('Ada', null)).toBe('Ada');
    expect(defaultSponsorName(null, 'Lovelace')).toBe('L.');
    expect(defaultSponsorName(null, null)).toBe('');
    expect(defaultSponsorName('', '  ')).toBe('');
  });
});

describe('sponsorNameProblem', () => {
  it('requires a name', () => {
    expect(sponsorNameProblem('')).toBe('Enter the name to show on the story.');
    expect(sponsorNameProblem('   ')).toBe('Enter the name to show on the story.');
  });

  it('allows up to 40 characters once trimmed', () => {
    expect(sponsorNameProblem('A')).toBeNull();
    expect(sponsorNameProblem(` ${'a'.repeat(40)} `)).toBeNull();
    expect(sponsorNameProblem('a'.repeat(41))).toBe('Keep it to 40 characters or fewer.');
  });
});
