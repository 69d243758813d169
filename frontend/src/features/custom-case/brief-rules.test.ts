import { describe, expect, it } from 'vitest';
import { briefErrors, checkBrief } from './brief-rules';
import { draftFixture, suspectDraftFixture, testToday } from './brief.test-fixtures';

describe('briefErrors', () => {
  it('finds nothing wrong with a complete brief', () => {
    expect(briefErrors(draftFixture(), testToday)).toEqual({});
  });

  it('names every missing required field at once', () => {
    const blank = { email: '', dateRequired: '', source: '', city: '', location: '', suspects: [] } as const;
    expect(briefErrors({ ...blank, suspects: [] }, testToday)).toEqual({
      email: 'Email is required',
      dateRequired: 'Choose the date you need your case by',
      source: 'Tell us where you heard about us.',
      city: 'City is required',
      suspects: 'Please add at least one suspect',
    });
  });

  it('takes a date 14 days ahead and refuses one 13 days ahead', () => {
    expect(briefErrors(draftFixture({ dateRequired: '2026-03-15' }), testToday)).toEqual({});
    expect(briefErrors(draftFixture({ dateRequired: '2026-03-14' }), testToday)).toEqual({
      dateRequired: 'Choose a date at least 14 days from today: custom cases currently take up to 14 days.',
    });
  });

  it('takes a date a year ahead and refuses one a day later', () => {
    expect(briefErrors(draftFixture({ dateRequired: '2027-03-01' }), testToday)).toEqual({});
    expect(briefErrors(draftFixture({ dateRequired: '2027-03-02' }), testToday)).toEqual({
      dateRequired: 'Choose a date within a year from today.',
    });
  });

  it('refuses a day that is not on the calendar', () => {
    expect(briefErrors(draftFixture({ dateRequired: '2026-04-31' }), testToday).dateRequired).toBe(
      'Enter the date required as YYYY-MM-DD, a date that exists.',
    );
  });

  it('checks the email as the cart does', () => {
    expect(briefErrors(draftFixture({ email: 'sam@example' }), testToday).email).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(briefErrors(draftFixture({ email: `${'a'.repeat(243)}@example.com` }), testToday).email).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(briefErrors(draftFixture({ email: 'Sam <sam@example.test>' }), testToday).email).toBe(
      'Enter a valid email address, like name@example.com.',
    );
    expect(briefErrors(draftFixture({ email: '  sam@example.test ' }), testToday)).toEqual({});
  });

  it('holds the city, location and suspect fields to the shop limits, counted after trimming', () => {
    const limits: [string, number, string][] = [
      ['fullName', 100, 'Full name can be at most 100 characters.'],
      ['age', 20, 'Age can be at most 20 characters.'],
      ['eyes', 40, 'Eyes can be at most 40 characters.'],
      ['height', 40, 'Height can be at most 40 characters.'],
      ['hairColor', 40, 'Hair color can be at most 40 characters.'],
      ['occupation', 100, 'Occupation can be at most 100 characters.'],
      ['relationship', 200, 'Relationship can be at most 200 characters.'],
    ];
    for (const [field, limit, message] of limits) {
      const atLimit = draftFixture({ suspects: [suspectDraftFixture({ [field]: ` ${'x'.repeat(limit)} ` })] });
      expect(briefErrors(atLimit, testToday)).toEqual({});
      const over = draftFixture({ suspects: [suspectDraftFixture({ [field]: 'x'.repeat(limit + 1) })] });
      expect(briefErrors(over, testToday)).toEqual({ [`suspects.0.${field}`]: message });
    }
    expect(briefErrors(draftFixture({ city: 'x'.repeat(100) }), testToday)).toEqual({});
    expect(briefErrors(draftFixture({ city: 'x'.repeat(10_000) }), testToday)).toEqual({
      city: 'City can be at most 100 characters.',
    });
    expect(briefErrors(draftFixture({ location: 'x'.repeat(201) }), testToday)).toEqual({
      location: 'Location can be at most 200 characters.',
    });
  });

  it('counts characters as people do, so an emoji is one', () => {
    expect(briefErrors(draftFixture({ city: '🔍'.repeat(100) }), testToday)).toEqual({});
  });

  it('names the suspect whose full name is missing', () => {
    const suspects = [suspectDraftFixture(), suspectDraftFixture({ id: 'suspect-2', fullName: '   ' })];
    expect(briefErrors(draftFixture({ suspects }), testToday)).toEqual({ 'suspects.1.fullName': 'Full name is required' });
  });

  it('refuses a seventh suspect', () => {
    const suspects = Array.from({ length: 7 }, (_, index) => suspectDraftFixture({ id: `suspect-${index}` }));
    expect(briefErrors(draftFixture({ suspects }), testToday)).toEqual({
      suspects: 'Maximum number of suspects reached (6)',
    });
  });

  it('refuses control characters and keeps markup as plain text', () => {
    expect(briefErrors(draftFixture({ city: 'Hali\tfax' }), testToday)).toEqual({
      city: 'Use ordinary characters: no line breaks, tabs or other control characters.',
    });
    const markup = '<script>alert(1)</script>';
    expect(briefErrors(draftFixture({ city: markup, location: '"><img src=x onerror=alert(1)>' }), testToday)).toEqual({});
  });
});

describe('checkBrief', () => {
  it('trims the brief and leaves out what was not given', () => {
    const draft = draftFixture({
      email: ' sam@example.test ',
      city: ' Halifax ',
      location: '  ',
      suspects: [suspectDraftFixture({ fullName: ' Ada Grey ', age: ' 41 ', sex: 'F', skinTone: 'PREFER_NOT_TO_SPECIFY' })],
    });

    expect(checkBrief(draft, testToday)).toEqual({
      valid: true,
      brief: {
        email: 'sam@example.test',
        dateRequired: '2026-03-20',
        source: 'YOUTUBE',
        city: 'Halifax',
        location: null,
        suspects: [
          {
            fullName: 'Ada Grey',
            age: '41',
            eyes: null,
            height: null,
            occupation: null,
            relationship: null,
            hairColor: null,
            sex: 'F',
            skinTone: 'PREFER_NOT_TO_SPECIFY',
          },
        ],
      },
    });
  });

  it('gives the errors instead of a brief when anything is wrong', () => {
    expect(checkBrief(draftFixture({ city: '' }), testToday)).toEqual({ valid: false, errors: { city: 'City is required' } });
  });
});
