import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { creditAccountMock, expiryGroupFixture } from '../../test/credit-fixtures';
import { signedInAuth0, signedOutAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { RequireSignIn } from '../auth/require-sign-in';
import { CreditAccountDocument } from '../credits/use-credit-account.generated';
import { AccountPage } from './account.page';
import { myCustomCaseFixture, myCustomCasesMock } from './custom-cases.test-fixtures';
import { myHardCopiesMock } from './hard-copies.test-fixtures';
import { libraryMock, sponsoredStoryFixture } from './library.test-fixtures';

const guardedAccountPage = (
  <RequireSignIn>
    <AccountPage />
  </RequireSignIn>
);

function renderAccountPage(mocks = [creditAccountMock(), libraryMock()]) {
  // The custom cases and hard copies have queries of their own: none, unless a test's mocks say otherwise.
  renderWithProviders(guardedAccountPage, {
    route: '/account',
    auth0: signedInAuth0(),
    mocks: [...mocks, myCustomCasesMock(), myHardCopiesMock([])],
  });
}

async function section(name: string) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`${name} is not a section`);
  return element;
}

describe('AccountPage', () => {
  it('sends a signed-out visitor to sign in, and back to My Library afterwards', () => {
    const auth0 = signedOutAuth0();
    renderWithProviders(guardedAccountPage, { route: '/account', auth0 });

    expect(screen.getByText('Redirecting to sign in…')).toBeInTheDocument();
    expect(auth0.loginWithRedirect).toHaveBeenCalledTimes(1);
    expect(auth0.loginWithRedirect).toHaveBeenCalledWith({ appState: { returnTo: '/account' } });
  });

  it('shows the fingerprint loader while the balance is on its way', () => {
    renderAccountPage();

    expect(screen.getByRole('heading', { level: 1, name: 'My Library' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('counts the credits still needed for a story', async () => {
    renderAccountPage([creditAccountMock({ balance: 3 }), libraryMock()]);

    const credits = await section('Your Credits');
    expect(within(credits).getByText('3 credits')).toBeInTheDocument();
    expect(within(credits).getByText('7 more needed for a story')).toBeInTheDocument();
    expect(document.title).toBe('My Library · Cold Case Kits');
  });

  it('says when the credits are enough for a story', async () => {
    renderAccountPage([creditAccountMock({ balance: 12 }), libraryMock()]);

    expect(await screen.findByText('Enough to download a story!')).toBeInTheDocument();
    expect(screen.getByText('12 credits')).toBeInTheDocument();
  });

  it('counts from what the shop says a story costs', async () => {
    renderAccountPage([creditAccountMock({ balance: 10, creditsPerStory: 12 }), libraryMock()]);

    expect(await screen.findByText('2 more needed for a story')).toBeInTheDocument();
  });

  it('lists when the credits expire, month by month, earliest first and in words', async () => {
    const expirySchedule = [
      expiryGroupFixture(2028, 1, 5),
      expiryGroupFixture(2027, 12, 1),
      expiryGroupFixture(2028, 3, 6),
    ];
    renderAccountPage([creditAccountMock({ balance: 12, expirySchedule }), libraryMock()]);

    const credits = await section('Your Credits');
    const schedule = within(credits).getByRole('list', { name: 'Expiry schedule' });
    expect(within(schedule).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1 expires in December 2027',
      '5 expire in January 2028',
      '6 expire in March 2028',
    ]);
  });

  it('leaves out the expiry schedule when there are no credits', async () => {
    renderAccountPage([creditAccountMock({ balance: 0 }), libraryMock()]);

    const credits = await section('Your Credits');
    expect(within(credits).getByText('0 credits')).toBeInTheDocument();
    expect(within(credits).queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows an empty library with a way to the catalogue', async () => {
    renderAccountPage();

    expect(await screen.findByRole('heading', { name: 'Your Library' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No Stories Yet' })).toBeInTheDocument();
    expect(screen.getByText("You haven't purchased any stories yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Stories' })).toHaveAttribute('href', '/stories');
  });

  it('leaves out Your Sponsored Stories for a user who sponsors none', async () => {
    renderAccountPage();

    await screen.findByRole('heading', { name: 'Your Library' });
    expect(screen.queryByRole('heading', { name: 'Your Sponsored Stories' })).not.toBeInTheDocument();
  });

  it('lists the stories the user sponsors with the name shown, their downloads and the credits earned', async () => {
    const ashes = sponsoredStoryFixture();
    const fog = sponsoredStoryFixture({
      sponsorName: 'The Spade Family',
      downloads: 1,
      creditsEarned: 1,
      story: { ...ashes.story, id: 'fog-over-lisbon', title: 'Fog Over Lisbon', city: 'Lisbon', region: 'EUROPE' },
    });
    renderAccountPage([creditAccountMock(), libraryMock([], [ashes, fog])]);

    const sponsored = await section('Your Sponsored Stories');
    const [first, second] = within(sponsored).getAllByRole('listitem');
    if (!first || !second) throw new Error('Expected two sponsored stories');

    expect(within(first).getByRole('link', { name: 'Ashes in Austin' })).toHaveAttribute('href', '/stories/ashes-in-austin');
    expect(first.querySelector('img')).toHaveAttribute('src', '/images/stories/thumbnails/ashes.jpg');
    expect(first).toHaveTextContent('Austin, USA · Sponsored 14 Jun 2026');
    expect(within(first).getByText('Shown as Sam S.')).toBeInTheDocument();
    expect(within(first).getByText('12 downloads')).toBeInTheDocument();
    expect(within(first).getByText('16 credits earned')).toBeInTheDocument();

    expect(within(second).getByRole('link', { name: 'Fog Over Lisbon' })).toHaveAttribute('href', '/stories/fog-over-lisbon');
    expect(within(second).getByText('Shown as The Spade Family')).toBeInTheDocument();
    expect(within(second).getByText('1 download')).toBeInTheDocument();
    expect(within(second).getByText('1 credit earned')).toBeInTheDocument();
  });

  it('shows Your Custom Cases after the library, for a customer who ordered one', async () => {
    renderAccountPage([creditAccountMock(), libraryMock(), myCustomCasesMock([myCustomCaseFixture({ status: 'WRITING' })])]);

    const customCases = await section('Your Custom Cases');
    expect(within(customCases).getByRole('heading', { name: 'Custom case in Halifax' })).toBeInTheDocument();
    expect(within(customCases).getByText('Being written')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Your Credits', 'Your Library', 'Your Custom Cases']);
  });

  it('offers to try again when the library does not load', async () => {
    renderAccountPage([creditAccountMock(), { request: libraryMock().request, error: new Error('Network down') }]);

    expect(await screen.findByRole('heading', { name: 'This page is out of reach' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('offers to try again when the credits do not load', async () => {
    renderAccountPage([{ request: { query: CreditAccountDocument }, error: new Error('Network down') }, libraryMock()]);

    expect(await screen.findByRole('heading', { name: 'This page is out of reach' })).toBeInTheDocument();
  });
});
