import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { faqCategories } from './faq-entries';
import { FaqPage } from './faq.page';
import { questionTransitionMs } from './use-linked-question';

const questionCount = faqCategories.reduce((total, category) => total + category.entries.length, 0);

function question(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}

function expandedQuestions(): string[] {
  return screen
    .getAllByRole('button', { expanded: true })
    .map((button) => button.textContent ?? '')
    .filter((text) => text !== '');
}

describe('FaqPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('titles the page and groups every question under a category heading', () => {
    renderWithProviders(<FaqPage />, { route: '/faq' });

    expect(document.title).toBe('Frequently Asked Questions · Cold Case Kits');
    expect(screen.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeInTheDocument();
    for (const category of faqCategories) {
      const section = screen.getByRole('region', { name: category.title });
      expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(category.entries.length);
    }
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(questionCount);
  });

  it('keeps one question open at a time, across categories', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });

    await user.click(question('How many people can play?'));
    expect(expandedQuestions()).toEqual(['How many people can play?']);

    await user.click(question('Do credits expire?'));
    expect(expandedQuestions()).toEqual(['Do credits expire?']);

    await user.click(question('Do credits expire?'));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('ignores a hash that names no question', () => {
    renderWithProviders(<FaqPage />, { route: '/faq#no-such-question' });
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works from the keyboard', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });

    question('What is a Cold Case Kit?').focus();
    await user.keyboard('{ArrowDown}');
    expect(question('How long does a case take to solve?')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(expandedQuestions()).toEqual(['How long does a case take to solve?']);
  });

  it('offers the support address from the shop configuration', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqPage />, { route: '/faq' });

    await user.click(question('How quickly will support answer?'));
    // The answer becomes reachable once the panel has started to open, a frame or two after the click.
    const answer = await screen.findByRole('region', { name: 'How quickly will support answer?' });
    const supportLink = within(answer).getByRole('link', { name: 'support@coldcasekits.com' });
    expect(supportLink).toBeVisible();
    expect(supportLink).toHaveAttribute('href', 'mailto:support@coldcasekits.com');
  });

  // The scroll waits for questions to finish opening and closing, so these tests drive the clock.
  describe('scrolling to a question', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    function waitOutTransition() {
      act(() => vi.advanceTimersByTime(questionTransitionMs));
    }

    it('opens the linked question and scrolls it into view once it has opened', () => {
      const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
      renderWithProviders(<FaqPage />, { route: '/faq#do-credits-expire' });

      expect(expandedQuestions()).toEqual(['Do credits expire?']);
      expect(screen.getByText(/24 months after you acquire them/)).toBeVisible();
      expect(scrollIntoView).not.toHaveBeenCalled();

      waitOutTransition();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'do-credits-expire');
    });

    it('follows a link to another question while the page is showing', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
      renderWithProviders(
        <>
          <FaqPage />
          <Link to="/faq#how-many-players">Player counts</Link>
        </>,
        { route: '/faq#do-credits-expire' },
      );

      await user.click(screen.getByRole('link', { name: 'Player counts' }));
      expect(expandedQuestions()).toEqual(['How many people can play?']);

      waitOutTransition();
      expect(scrollIntoView).toHaveBeenCalledTimes(1);
      expect(scrollIntoView.mock.contexts[0]).toHaveAttribute('id', 'how-many-players');
    });

    it('puts the open question in the address without scrolling, and clears it on close', async () => {
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const scrollIntoView = vi.spyOn(window.HTMLElement.prototype, 'scrollIntoView');
      const scrollTo = vi.spyOn(window, 'scrollTo');
      renderWithProviders(<FaqPage />, { route: '/faq' });

      await user.click(question('How much does a case cost?'));
      expect(window.location.hash).toBe('#how-much-does-a-case-cost');

      await user.click(question('How much does a case cost?'));
      expect(window.location.hash).toBe('');

      act(() => vi.runAllTimers());
      expect(scrollIntoView).not.toHaveBeenCalled();
      expect(scrollTo).not.toHaveBeenCalled();
    });
  });
});
