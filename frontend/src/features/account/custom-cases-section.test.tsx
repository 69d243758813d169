import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInAuth0 } from '../../test/fake-auth0';
import { renderWithProviders } from '../../test/render';
import { MyCustomCasesDocument } from './custom-cases-section.generated';
import { CustomCasesSection } from './custom-cases-section';
import { customCaseDownloadMock, myCustomCaseFixture, myCustomCasesMock } from './custom-cases.test-fixtures';

const briefReceived = myCustomCaseFixture();
const writing = myCustomCaseFixture({ id: '8', orderNumber: 'CCK-1032', status: 'WRITING' });
const delivered = myCustomCaseFixture({
  id: '9',
  orderId: '33',
  orderNumber: 'CCK-1033',
  status: 'DELIVERED',
  deliveredAt: '2026-03-12T12:00:00.000Z',
  brief: { ...briefReceived.brief, city: 'Lunenburg', location: null, suspects: [briefReceived.brief.suspects[0]!] },
});
const cancelled = myCustomCaseFixture({ id: '10', orderNumber: 'CCK-1034', status: 'CANCELLED' });

function renderSection(...mocks: MockedResponse[]) {
  renderWithProviders(<CustomCasesSection />, { route: '/account', auth0: signedInAuth0(), mocks });
}

async function caseRows() {
  const section = (await screen.findByRole('heading', { level: 2, name: 'Your Custom Cases' })).closest('section');
  if (!section) throw new Error('Your Custom Cases is not a section');
  return within(section).getAllByRole('listitem');
}

describe('Your Custom Cases', () => {
  const assign = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('is left out for a customer with no custom case', async () => {
    const answered = vi.fn(() => ({ data: { myCustomCases: [] } }));
    renderSection({ request: { query: MyCustomCasesDocument }, result: answered });

    await vi.waitFor(() => expect(answered).toHaveBeenCalled());
    expect(screen.queryByRole('heading', { name: 'Your Custom Cases' })).not.toBeInTheDocument();
  });

  it('lists each case with its city, order, date ordered and where it stands', async () => {
    renderSection(myCustomCasesMock([briefReceived, writing, delivered, cancelled]));
    const [received, beingWritten, done, refunded] = await caseRows();

    expect(within(received!).getByRole('heading', { name: 'Custom case in Halifax' })).toBeInTheDocument();
    expect(received).toHaveTextContent('The lighthouse · 2 suspects · Needed by March 20, 2026');
    expect(within(received!).getByRole('link', { name: 'Order CCK-1031' })).toHaveAttribute('href', '/orders/31');
    expect(received).toHaveTextContent('Ordered 1 Mar 2026');
    expect(within(received!).getByText('Brief received')).toBeInTheDocument();
    expect(received).toHaveTextContent('We have your brief: writing starts soon.');
    expect(within(received!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(beingWritten!).getByText('Being written')).toBeInTheDocument();
    expect(within(beingWritten!).queryByRole('button')).not.toBeInTheDocument();

    expect(within(done!).getByText('Delivered')).toBeInTheDocument();
    expect(done).toHaveTextContent('1 suspect · Needed by March 20, 2026');
    expect(done).toHaveTextContent('Ordered 1 Mar 2026 · Delivered 12 Mar 2026');
    expect(within(done!).getByRole('button', { name: 'Download Again' })).toBeEnabled();

    expect(within(refunded!).getByText('Cancelled')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('Refunded before delivery.');
    expect(within(refunded!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('downloads a delivered case again through a fresh link', async () => {
    const url = 'http://shop.test/files/custom-cases/9/case-file?sig=xyz';
    const download = customCaseDownloadMock('9', { __typename: 'DownloadLink', url });
    renderSection(myCustomCasesMock([delivered]), download.mock);
    const [done] = await caseRows();

    await userEvent.click(within(done!).getByRole('button', { name: 'Download Again' }));

    expect(await within(done!).findByRole('button', { name: 'Download Again' })).toBeEnabled();
    expect(download.result).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(url);
  });

  it('shows why a download was refused', async () => {
    const message = 'This custom case is not yours to download.';
    renderSection(myCustomCasesMock([delivered]), customCaseDownloadMock('9', { __typename: 'NotFoundError', message }).mock);
    const [done] = await caseRows();

    await userEvent.click(within(done!).getByRole('button', { name: 'Download Again' }));

    expect(await within(done!).findByRole('alert')).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('keeps customer text as text', async () => {
    const markup = '<script>alert(1)</script>';
    renderSection(myCustomCasesMock([myCustomCaseFixture({ brief: { ...briefReceived.brief, city: markup } })]));

    const [row] = await caseRows();
    expect(within(row!).getByRole('heading', { name: `Custom case in ${markup}` })).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
  });

  it('offers to try again when the cases do not load', async () => {
    renderSection({ request: { query: MyCustomCasesDocument }, error: new Error('Network down') }, myCustomCasesMock([writing]));

    expect(await screen.findByText('Your custom cases did not load')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await caseRows()).toHaveLength(1);
  });
});
