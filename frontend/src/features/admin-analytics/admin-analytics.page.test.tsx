import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { currentSearchParams, renderWithProviders } from '../../test/render';
import { viewerMock } from '../../test/viewer-fixtures';
import { giveChartsASize } from '../admin/chart-size.test-support';
import { RequireSignIn } from '../auth/require-sign-in';
import { AdminAnalyticsPage } from './admin-analytics.page';
import {
  emptyReportFixture,
  last30Days,
  rangeOf,
  reportFixture,
  reportMock,
  sessionFixture,
  sessionsMock,
  testNow,
} from './admin-analytics.test-fixtures';

function renderPage(mocks: readonly MockedResponse[], { route = '/admin/analytics', isAdmin = true } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <RequireSignIn>
      <AdminAnalyticsPage now={testNow} />
    </RequireSignIn>,
    { route, auth0: signedInAuth0(), mocks: [viewerMock({ isAdmin }), ...mocks] },
  );
  return user;
}

/** The month's report and sessions, as the page opens on them. */
const opening = [reportMock(last30Days, reportFixture(last30Days)), sessionsMock(last30Days, [sessionFixture()])];

function rowsOf(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from((row as HTMLTableRowElement).cells, (cell) => cell.textContent));
}

async function section(name: string) {
  return screen.findByRole('region', { name });
}

function totals() {
  const list = screen.getByText('Page views', { selector: 'dt' }).closest('dl');
  if (!list) throw new Error('the totals are not a description list');
  const terms = within(list).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent, term.nextElementSibling?.textContent]));
}

describe('AdminAnalyticsPage', () => {
  beforeEach(() => {
    giveChartsASize();
  });

  it('is for admins only', async () => {
    renderPage([], { isAdmin: false });

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeInTheDocument();
  });

  it('opens on the last 30 UTC days, today included, with the totals', async () => {
    renderPage(opening);

    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Last 30 days' })).toBeChecked();
    expect(screen.getByText('26 Oct 2026 – 24 Nov 2026, in UTC days')).toBeInTheDocument();
    await section('Traffic');
    expect(totals()).toEqual({ 'Page views': '1,480', Sessions: '312', Visitors: '250', 'Signed-in sessions': '41' });
  });

  it('charts page views and sessions per day, with the same figures as a table', async () => {
    renderPage(opening);

    const traffic = await section('Traffic');
    expect(within(traffic).getByRole('application', { name: 'Page views and sessions per day' })).toBeInTheDocument();
    const table = within(traffic).getByRole('table', { name: 'Page views and sessions per day' });
    expect(rowsOf(table)).toEqual([
      ['23 Nov 2026', '700', '150'],
      ['24 Nov 2026', '780', '162'],
    ]);
  });

  it('shows each story’s funnel with its conversion, the story opening in Story Management', async () => {
    renderPage(opening);

    const funnel = await section('Story funnel');
    const table = within(funnel).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Story',
      'Viewed',
      'Added to cart',
      'Checked out',
      'Paid',
      'Conversion',
    ]);
    expect(rowsOf(table)).toEqual([
      ['Fog Over LisbonMurder', '200', '50', '20', '16', '8%'],
      ['Ashes in AustinMurder', '40', '4', '1', '0', '0%'],
    ]);
    expect(within(table).getByRole('link', { name: 'Fog Over Lisbon' })).toHaveAttribute('href', '/admin/stories/fog-over-lisbon');
    expect(within(funnel).getByRole('region', { name: 'Story funnel table' })).toHaveAttribute('tabindex', '0');
  });

  it('lists the top referrers, the conversion by story type and the top pages', async () => {
    renderPage(opening);

    expect(rowsOf(within(await section('Top referrers')).getByRole('table'))).toEqual([
      ['Direct, or no referrer', '200'],
      ['news.example.com', '112'],
    ]);
    expect(rowsOf(within(await section('Conversion by story type')).getByRole('table'))).toEqual([
      ['Murder', '240', '16', '6.7%'],
      ['Theft', '10', '0', '0%'],
    ]);
    expect(rowsOf(within(await section('Top pages')).getByRole('table'))).toEqual([
      ['Story Detail', '900'],
      ['Home', '580'],
    ]);
  });

  it('asks for the last 7 or 90 days when the operator picks them, counted back from today', async () => {
    const lastWeek = rangeOf('2026-11-18', '2026-11-24');
    const lastQuarter = rangeOf('2026-08-27', '2026-11-24');
    const user = renderPage([
      ...opening,
      reportMock(lastWeek, reportFixture(lastWeek, { pageViews: 77 })),
      sessionsMock(lastWeek, []),
      reportMock(lastQuarter, reportFixture(lastQuarter, { pageViews: 9001 })),
      sessionsMock(lastQuarter, []),
    ]);
    await section('Traffic');

    await user.click(screen.getByRole('radio', { name: 'Last 7 days' }));
    expect(await screen.findByText('77')).toBeInTheDocument();
    expect(currentSearchParams().get('days')).toBe('7');
    expect(screen.getByText('18 Nov 2026 – 24 Nov 2026, in UTC days')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Last 90 days' }));
    expect(await screen.findByText('9,001')).toBeInTheDocument();
    expect(currentSearchParams().get('days')).toBe('90');
  });

  it('asks for the days the operator types, once they apply them', async () => {
    const november = rangeOf('2026-11-01', '2026-11-15');
    const user = renderPage([...opening, reportMock(november, reportFixture(november, { visitors: 4321 })), sessionsMock(november, [])]);
    await section('Traffic');

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const form = screen.getByRole('form', { name: 'Custom range' });
    expect(within(form).getByLabelText('From')).toHaveValue('2026-10-26');
    await user.clear(within(form).getByLabelText('From'));
    await user.type(within(form).getByLabelText('From'), '2026-11-01');
    await user.clear(within(form).getByLabelText('To'));
    await user.type(within(form).getByLabelText('To'), '2026-11-15');
    await user.click(within(form).getByRole('button', { name: 'Apply' }));

    expect(await screen.findByText('4,321')).toBeInTheDocument();
    expect(currentSearchParams().toString()).toBe('from=2026-11-01&to=2026-11-15');
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
  });

  it('refuses a custom range that ends before it starts, without asking the server', async () => {
    const user = renderPage(opening);
    await section('Traffic');

    await user.click(screen.getByRole('radio', { name: 'Custom' }));
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-10-01');
    await user.click(screen.getByRole('button', { name: 'Apply' }));

    expect(to).toBeInvalid();
    expect(to).toHaveAccessibleDescription('The last day cannot come before the first.');
    expect(currentSearchParams().toString()).toBe('');
  });

  it('opens on the days a shared link names', async () => {
    const halloween = rangeOf('2026-10-31', '2026-10-31');
    renderPage([reportMock(halloween, reportFixture(halloween)), sessionsMock(halloween, [])], {
      route: '/admin/analytics?from=2026-10-31&to=2026-10-31',
    });

    expect(await screen.findByText('31 Oct 2026 – 31 Oct 2026, in UTC days')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Custom' })).toBeChecked();
    expect(await section('Traffic')).toBeInTheDocument();
  });

  it('says so when nothing happened in the days chosen', async () => {
    renderPage([reportMock(last30Days, emptyReportFixture(last30Days)), sessionsMock(last30Days, [])]);

    expect(within(await section('Traffic')).getByText('No visits in these days.')).toBeInTheDocument();
    expect(within(await section('Story funnel')).getByText('No story was viewed in these days.')).toBeInTheDocument();
    expect(within(await section('Conversion by story type')).getByText('No story was viewed in these days.')).toBeInTheDocument();
    expect(within(await section('Top referrers')).getByText('No sessions in these days.')).toBeInTheDocument();
    expect(within(await section('Top pages')).getByText('No page views in these days.')).toBeInTheDocument();
    expect(await within(await section('Recent sessions')).findByText('No sessions in these days.')).toBeInTheDocument();
  });

  it('offers to try again when the report does not load', async () => {
    const user = renderPage([
      reportMock(last30Days, new Error('network down')),
      sessionsMock(last30Days, []),
      reportMock(last30Days, reportFixture(last30Days)),
    ]);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await section('Traffic')).toBeInTheDocument();
    expect(totals()['Page views']).toBe('1,480');
  });

  it('lists the sessions newest first, and reads on by cursor', async () => {
    const user = renderPage([
      reportMock(last30Days, reportFixture(last30Days)),
      sessionsMock(last30Days, [sessionFixture({ signedIn: true })], { endCursor: 'cursor-1' }),
      sessionsMock(
        last30Days,
        [sessionFixture({ id: 's2', landingPath: null, referrer: null, lastSeenAt: '2026-11-24T12:00:10.000Z' })],
        { after: 'cursor-1' },
      ),
    ]);

    const sessions = await section('Recent sessions');
    const table = await within(sessions).findByRole('table');
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Started',
      'Length',
      'Landing page',
      'Referrer',
      'Page views',
      'Events',
      'Visitor',
    ]);
    const [first] = rowsOf(table);
    expect(first.slice(1)).toEqual(['4 min', '/stories/fog-over-lisbon', 'news.example.com', '5', '9', 'Signed in']);
    expect(first[0]).toContain('24 Nov 2026');

    await user.click(within(sessions).getByRole('button', { name: 'Load more' }));

    expect(await within(table).findByText('Direct')).toBeInTheDocument();
    expect(rowsOf(table)[1].slice(1)).toEqual(['under a minute', '—', 'Direct', '5', '9', 'Anonymous']);
    expect(within(sessions).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers to try the sessions again when they do not load, the rest of the page staying', async () => {
    const user = renderPage([
      reportMock(last30Days, reportFixture(last30Days)),
      sessionsMock(last30Days, new Error('network down')),
      sessionsMock(last30Days, [sessionFixture()]),
    ]);

    const sessions = await section('Recent sessions');
    expect(await within(sessions).findByRole('alert')).toHaveTextContent('The sessions did not load.');
    expect(screen.getByRole('region', { name: 'Traffic' })).toBeInTheDocument();

    await user.click(within(sessions).getByRole('button', { name: 'Try again' }));

    expect(await within(sessions).findByRole('table')).toBeInTheDocument();
  });
});
