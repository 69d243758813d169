import { afterEach, describe, expect, it } from 'vitest';
import { clearDraft, CUSTOM_CASE_DRAFT_KEY, parseDraft, readDraft, writeDraft } from './custom-case-draft';
import { draftFixture, suspectDraftFixture } from './brief.test-fixtures';

describe('the custom case draft', () => {
  afterEach(() => window.sessionStorage.clear());

  it('is kept in session storage and read back as it was', () => {
    const draft = draftFixture({ suspects: [suspectDraftFixture({ sex: 'M', skinTone: 'DARK', age: '30' })] });
    writeDraft(draft);

    expect(window.sessionStorage.getItem(CUSTOM_CASE_DRAFT_KEY)).not.toBeNull();
    expect(readDraft()).toEqual(draft);

    clearDraft();
    expect(readDraft()).toBeNull();
  });

  it('drops what is out of shape rather than trusting it', () => {
    const stored = JSON.stringify({
      email: 42,
      dateRequired: '2026-03-20',
      source: 'RADIO',
      city: 'Halifax',
      suspects: [{ id: 'a', fullName: 'Ada', sex: 'X', skinTone: 'LIGHT' }, 'nobody', ...Array(8).fill({ fullName: 'B' })],
    });

    const draft = parseDraft(stored);

    expect(draft).toMatchObject({ email: '', dateRequired: '2026-03-20', source: '', city: 'Halifax', location: '' });
    expect(draft?.suspects).toHaveLength(6);
    expect(draft?.suspects[0]).toMatchObject({ id: 'a', fullName: 'Ada', sex: '', skinTone: 'LIGHT', age: '' });
    expect(new Set(draft?.suspects.map((suspect) => suspect.id)).size).toBe(6);
  });

  it('ignores what is not a draft at all', () => {
    expect(parseDraft('not json')).toBeNull();
    expect(parseDraft('[1, 2]')).toBeNull();
  });
});
