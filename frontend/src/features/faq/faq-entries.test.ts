import { describe, expect, it } from 'vitest';
import { faqCategories } from './faq-entries';

const entries = faqCategories.flatMap((category) => category.entries);
const allText = entries.flatMap((entry) => [entry.question, ...entry.answer]).join(' ');

describe('faqCategories', () => {
  it('holds about 28 questions, each with an answer', () => {
    expect(entries.length).toBeGreaterThanOrEqual(26);
    expect(entries.length).toBeLessThanOrEqual(30);
    for (const entry of entries) expect(entry.answer.length).toBeGreaterThan(0);
  });

  it('gives every question and category a unique slug to link to', () => {
    const ids = [...faqCategories.map((category) => category.id), ...entries.map((entry) => entry.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  // The shop's published terms: an edit that drops one should fail here, not reach customers.
  it.each([
    '60 to 90 minutes',
    'from 1 to 8 players',
    '2 to 6',
    '13 and over',
    'under 16',
    'PDF',
    'printed at home',
    '$34.95',
    'the USA, Canada and Mexico',
    '$49.95',
    '1 to 3 weeks',
    'about a week within Canada',
    '2 to 3 weeks to other countries',
    '$14.95',
    '10 credits get you a story',
    '$19.95 and earns you 5 credits',
    'you earn 1 more credit',
    '24 months after you acquire them',
    'cannot be converted into cash',
    'only one sponsor',
    '$39.95',
    '1 to 6 suspects',
    '14 days',
    '24 to 48 hours',
    'email you a link to download the PDF',
    'within 14 days of purchase',
    'within 7 days of purchase',
    'up to 30 days',
    '5 to 10 business days',
    'cannot be transferred',
    'about 24 hours',
    'signed in',
  ])('states "%s"', (fact) => {
    expect(allText).toContain(fact);
  });
});
