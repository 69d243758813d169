import { describe, expect, it } from 'vitest';
import { defaultSponsorName, normalizeSponsorName, sponsorNameProblem } from './sponsor-name';

describe('defaultSponsorName', () => {
  it('is the first name and the last initial', () => {
    expect(defaultSponsorName('Ada', 'Lovelace')).toBe('Ada L.');
    expect(defaultSponsorName('  Ada ', ' lovelace')).toBe('Ada L.');
  });

  it('makes do with the part of the name the profile has', () => {
    expect(defaultSponsorName('Ada', null)).toBe('Ada');
    expect(defaultSponsorName(null, 'Lovelace')).toBe('L.');
    expect(defaultSponsorName('  ', 'lovelace')).toBe('L.');
  });

  it('suggests nothing when the profile has no names', () => {
    expect(defaultSponsorName(null, null)).toBe('');
    expect(defaultSponsorName('', '  ')).toBe('');
  });

  it('keeps an astral initial whole', () => {
    expect(defaultSponsorName('Ada', '𝓛ovelace')).toBe('Ada 𝓛.');
  });
});

describe('normalizeSponsorName', () => {
  it('trims the name and makes each run of spaces one, as the shop does', () => {
    expect(normalizeSponsorName('  The   Spade\tFamily ')).toBe('The Spade Family');
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

  it('counts characters as the shop does: in code points, with runs of spaces as one', () => {
    expect(sponsorNameProblem('𝓐'.repeat(40))).toBeNull();
    expect(sponsorNameProblem('𝓐'.repeat(41))).toBe('Keep it to 40 characters or fewer.');
    expect(sponsorNameProblem(`${'a'.repeat(20)}   ${'b'.repeat(19)}`)).toBeNull();
  });
});
