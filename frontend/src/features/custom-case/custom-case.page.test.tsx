import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { viewerMock } from '../../test/viewer-fixtures';
import { CUSTOMER_EMAIL_KEY } from '../cart/customer-email';
import { suspectDraftFixture, draftFixture, testClock } from './brief.test-fixtures';
import { CUSTOM_CASE_DRAFT_KEY, readDraft, writeDraft } from './custom-case-draft';
import {
  addSuspect,
  addSuspectButton,
  dateRequiredField,
  field,
  fillBriefDetails,
  renderCustomCasePage,
  setDateRequired,
  sourceField,
  submitButton,
  suspectFieldset,
} from './custom-case.test-fixtures';

afterEach(() => window.sessionStorage.clear());

function errorOf(element: HTMLElement): string {
  expect(element).toBeInvalid();
  const described = element.getAttribute('aria-describedby') ?? '';
  return described
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('the Mystery Creator', () => {
  it('introduces the service, its price, the turnaround and the five steps', () => {
    renderCustomCasePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Mystery Creator' })).toBeInTheDocument();
    expect(document.title).toBe('Create Custom Mystery · Cold Case Kits');
    expect(screen.getByText(/For only \$39\.95 USD, craft a custom mystery/)).toBeInTheDocument();
    expect(screen.getByText(/typically delivered within 24-48 hours, but .* up to 14 days/)).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'How it works' })).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Your email',
      'Crime scene location',
      'Date required by',
      'Where you heard about us',
      'Add up to 6 suspects',
    ]);
  });

  it('offers the spec fields, with the date held between 14 and 365 days from today (UTC)', () => {
    renderCustomCasePage();

    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(dateRequiredField()).toHaveAttribute('type', 'date');
    expect(dateRequiredField()).toHaveAttribute('min', '2026-03-15');
    expect(dateRequiredField()).toHaveAttribute('max', '2027-03-01');
    const sources = within(sourceField()).getAllByRole('option').map((option) => option.textContent);
    expect(sources).toEqual(['Choose one', 'Google', 'YouTube', 'TikTok', 'Instagram', 'Pinterest', 'Other']);
    expect(field('City')).toBeRequired();
    expect(field('Location')).not.toBeRequired();
    expect(screen.getByText('Minimum 1, maximum 6')).toBeInTheDocument();
  });

  it('says what is missing, field by field, and takes focus to the first', async () => {
    const { user } = renderCustomCasePage();

    await user.click(submitButton());

    expect(errorOf(field('Email'))).toContain('Email is required');
    expect(errorOf(dateRequiredField())).toContain('Choose the date you need your case by');
    expect(errorOf(sourceField())).toContain('Tell us where you heard about us.');
    expect(errorOf(field('City'))).toContain('City is required');
    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one suspect');
    expect(field('Email')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes focus to Add Suspect when a suspect is all that is missing', async () => {
    const { user } = renderCustomCasePage();
    await fillBriefDetails(user);

    await user.click(submitButton());

    expect(screen.getByRole('alert')).toHaveTextContent('Please add at least one suspect');
    expect(addSuspectButton()).toHaveFocus();
  });

  it('refuses a date 13 days ahead and takes one 14 days ahead', async () => {
    const { user } = renderCustomCasePage();
    await user.click(submitButton());

    setDateRequired('2026-03-14');
    expect(errorOf(dateRequiredField())).toContain(
      'Choose a date at least 14 days from today: custom cases currently take up to 14 days.',
    );
    setDateRequired('2026-03-15');
    expect(dateRequiredField()).toBeValid();
    setDateRequired('2027-03-02');
    expect(errorOf(dateRequiredField())).toContain('Choose a date within a year from today.');
  });

  it('counts the days from the clock it is given', async () => {
    const { user } = renderCustomCasePage({ clock: testClock(new Date('2026-12-25T23:30:00Z')) });
    await user.click(submitButton());

    expect(dateRequiredField()).toHaveAttribute('min', '2027-01-08');
    setDateRequired('2027-01-07');
    expect(dateRequiredField()).toBeInvalid();
    setDateRequired('2027-01-08');
    expect(dateRequiredField()).toBeValid();
  });

  it('checks the email, city and location as the shop does', async () => {
    const { user } = renderCustomCasePage();
    await user.click(submitButton());

    await user.type(field('Email'), 'sam@example');
    expect(errorOf(field('Email'))).toContain('Enter a valid email address, like name@example.com.');
    await user.click(field('City'));
    await user.paste('x'.repeat(10_000));
    expect(errorOf(field('City'))).toContain('City can be at most 100 characters.');
    await user.click(field('Location'));
    await user.paste('x'.repeat(201));
    expect(errorOf(field('Location'))).toContain('Location can be at most 200 characters.');
    await user.clear(field('Location'));
    await user.paste('"><img src=x onerror=alert(1)>');
    expect(field('Location')).toBeValid();
  });

  it("checks every suspect field with the shop's limits", async () => {
    const { user, clock } = renderCustomCasePage();
    await user.click(addSuspectButton());
    clock.runDelayed();
    await user.click(submitButton());
    const suspect = suspectFieldset(1);

    expect(errorOf(field('Full Name', suspect))).toContain('Full name is required');
    const limits: [string, number, string][] = [
      ['Full Name', 100, 'Full name can be at most 100 characters.'],
      ['Age', 20, 'Age can be at most 20 characters.'],
      ['Eyes', 40, 'Eyes can be at most 40 characters.'],
      ['Hair Color', 40, 'Hair color can be at most 40 characters.'],
      ['Height', 40, 'Height can be at most 40 characters.'],
      ['Occupation', 100, 'Occupation can be at most 100 characters.'],
      ['Relationship', 200, 'Relationship can be at most 200 characters.'],
    ];
    for (const [label, limit, message] of limits) {
      const input = field(label, suspect);
      await user.click(input);
      await user.paste('x'.repeat(limit));
      expect(input).toBeValid();
      await user.type(input, 'x');
      expect(errorOf(input)).toContain(message);
    }
    for (const select of within(suspect).getAllByRole('combobox')) expect(select).toBeValid();
  });

  it('offers the spec choices of sex and skin tone, both optional', async () => {
    const { user, clock } = renderCustomCasePage();
    await addSuspect(user, 'Ada Grey', clock);
    const suspect = suspectFieldset(1);

    const options = (name: string) =>
      within(within(suspect).getByRole('combobox', { name })).getAllByRole('option').map((option) => option.textContent);
    expect(options('Sex')).toEqual(['Not given', 'M', 'F', 'N/A']);
    expect(options('Skin Tone')).toEqual(['Not given', 'Light', 'Medium', 'Dark', 'Other', 'Prefer not to specify']);
  });

  it('scrolls a new suspect into view 100 ms after it is added, and puts the cursor in its name', async () => {
    const scrolled = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
    const { user, clock } = renderCustomCasePage();

    await user.click(addSuspectButton());

    const suspect = suspectFieldset(1);
    expect(clock.pendingDelays()).toEqual([100]);
    expect(scrolled).not.toHaveBeenCalled();
    clock.runDelayed();
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(suspect);
    expect(field('Full Name', suspect)).toHaveFocus();
  });

  it('stops at six suspects', async () => {
    const { user, clock } = renderCustomCasePage();

    for (let count = 1; count <= 5; count += 1) await user.click(addSuspectButton());
    expect(addSuspectButton()).toBeEnabled();
    expect(screen.queryByText('Maximum number of suspects reached (6)')).not.toBeInTheDocument();
    await user.click(addSuspectButton());
    clock.runDelayed();

    expect(screen.getAllByRole('group', { name: /^Suspect \d$/ })).toHaveLength(6);
    expect(addSuspectButton()).toBeDisabled();
    expect(screen.getByText('Maximum number of suspects reached (6)').closest('[role="status"]')).toBeInTheDocument();
  });

  it('removes a suspect and numbers the others again', async () => {
    const { user, clock } = renderCustomCasePage();
    await addSuspect(user, 'Ada Grey', clock);
    await addSuspect(user, 'Basil Hart', clock);
    await addSuspect(user, 'Cora Lind', clock);

    await user.click(within(suspectFieldset(2)).getByRole('button', { name: 'Remove suspect 2' }));

    expect(screen.getAllByRole('group', { name: /^Suspect \d$/ })).toHaveLength(2);
    expect(field('Full Name', suspectFieldset(1))).toHaveValue('Ada Grey');
    expect(field('Full Name', suspectFieldset(2))).toHaveValue('Cora Lind');
    expect(addSuspectButton()).toHaveFocus();
  });

  it('keeps the draft in session storage on every change and restores it on return', async () => {
    const { user, clock, view } = renderCustomCasePage();
    await fillBriefDetails(user, { city: 'Lunenburg' });
    const suspect = await addSuspect(user, 'Ada Grey', clock);
    await user.type(field('Age', suspect), '41');
    await user.selectOptions(within(suspect).getByRole('combobox', { name: 'Sex' }), 'F');

    expect(readDraft()).toMatchObject({
      email: 'sam@example.test',
      dateRequired: '2026-03-20',
      source: 'YOUTUBE',
      city: 'Lunenburg',
      location: 'The lighthouse',
      suspects: [{ fullName: 'Ada Grey', age: '41', sex: 'F' }],
    });
    view.unmount();

    renderCustomCasePage();
    expect(field('Email')).toHaveValue('sam@example.test');
    expect(dateRequiredField()).toHaveValue('2026-03-20');
    expect(sourceField()).toHaveValue('YOUTUBE');
    expect(field('City')).toHaveValue('Lunenburg');
    expect(field('Full Name', suspectFieldset(1))).toHaveValue('Ada Grey');
    expect(field('Age', suspectFieldset(1))).toHaveValue('41');
    expect(within(suspectFieldset(1)).getByRole('combobox', { name: 'Sex' })).toHaveValue('F');
  });

  it('ignores a stored draft it cannot read', () => {
    window.sessionStorage.setItem(CUSTOM_CASE_DRAFT_KEY, '{not json');
    renderCustomCasePage();

    expect(field('City')).toHaveValue('');
  });

  it("fills an empty email from the visitor's stored email", () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'visitor@example.test');
    renderCustomCasePage();

    expect(field('Email')).toHaveValue('visitor@example.test');
  });

  it('keeps an email the draft already has', () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'visitor@example.test');
    writeDraft(draftFixture({ email: 'ada@example.test', suspects: [suspectDraftFixture()] }));
    renderCustomCasePage();

    expect(field('Email')).toHaveValue('ada@example.test');
  });

  it("fills an empty email from the signed-in customer's profile", async () => {
    renderCustomCasePage({ auth0: signedInAuth0(), mocks: [viewerMock()] });

    await waitFor(() => expect(field('Email')).toHaveValue('sam@example.test'));
  });

  it('lets the customer clear a suggested email', async () => {
    window.localStorage.setItem(CUSTOMER_EMAIL_KEY, 'visitor@example.test');
    const { user } = renderCustomCasePage();

    await user.clear(field('Email'));

    expect(field('Email')).toHaveValue('');
  });
});
