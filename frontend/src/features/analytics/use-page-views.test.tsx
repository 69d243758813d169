import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { recordingAnalytics } from './analytics.test-fixtures';

function Pages() {
  const navigate = useNavigate();
  return (
    <>
      <Link to="/faq">FAQ</Link>
      <Link to="/stories/the-salt-marsh-ledger?access=secret">A story</Link>
      <button type="button" onClick={() => void navigate('/stories/the-salt-marsh-ledger?sort=title')}>
        Same page, other query
      </button>
    </>
  );
}

describe('page views', () => {
  it('names the first page and gives the browser’s referrer', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://www.google.com/');
    const analytics = recordingAnalytics();

    renderWithProviders(<Pages />, { route: '/stories?type=MURDER', analytics });

    expect(analytics.propertiesOf('Page View')).toEqual([
      { page: 'Browse Stories', path: '/stories', referrer: 'https://www.google.com/' },
    ]);
  });

  it('leaves the query and fragment out of the browser’s referrer: an order link’s carries its access key', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('https://shop.example/orders/o-1?access=secret-key#summary');
    const analytics = recordingAnalytics();

    renderWithProviders(<Pages />, { route: '/faq', analytics });

    expect(analytics.propertiesOf('Page View')).toEqual([{ page: 'FAQ', path: '/faq', referrer: 'https://shop.example/orders/o-1' }]);
  });

  it('sends no referrer when the browser’s is not an address', () => {
    vi.spyOn(document, 'referrer', 'get').mockReturnValue('not an address?access=secret-key');
    const analytics = recordingAnalytics();

    renderWithProviders(<Pages />, { route: '/faq', analytics });

    expect(analytics.propertiesOf('Page View')[0]?.referrer).toBe('');
  });

  it('gives the previous page of the shop as the referrer after that, without query strings', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<Pages />, { route: '/stories?type=MURDER', analytics });

    await userEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    await userEvent.click(screen.getByRole('link', { name: 'A story' }));

    expect(analytics.propertiesOf('Page View').slice(1)).toEqual([
      { page: 'FAQ', path: '/faq', referrer: `${window.location.origin}/stories` },
      { page: 'Story Detail', path: '/stories/the-salt-marsh-ledger', referrer: `${window.location.origin}/faq` },
    ]);
  });

  it('counts no new view when only the query string changes', async () => {
    const analytics = recordingAnalytics();
    renderWithProviders(<Pages />, { route: '/stories/the-salt-marsh-ledger', analytics });

    await userEvent.click(screen.getByRole('button', { name: 'Same page, other query' }));

    expect(analytics.propertiesOf('Page View')).toHaveLength(1);
  });
});
