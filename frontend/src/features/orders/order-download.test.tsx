import type { MockedResponse } from '@apollo/client/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { OrderPage } from './order.page';
import { orderDownloadMock, orderFixture, orderMock, orderRoute } from './order.test-fixtures';

const caseFileUrl = 'http://shop.test/files/kits/salt-marsh.pdf?sig=abc';

function renderFulfilledOrder(download: MockedResponse) {
  renderWithProviders(<OrderPage />, {
    route: orderRoute,
    path: '/orders/:orderId',
    mocks: [orderMock(orderFixture()).mock, download],
  });
}

async function saltMarshLine() {
  await screen.findByRole('heading', { name: 'Your case files are ready' });
  const [line] = within(screen.getByRole('region', { name: 'Order summary' })).getAllByRole('listitem');
  return line;
}

describe('OrderPage downloads', () => {
  const assign = vi.fn<(url: string) => void>();

  beforeEach(() => {
    vi.stubGlobal('location', { ...window.location, assign });
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    assign.mockReset();
  });

  it('asks once for a fresh link and lets the browser download it', async () => {
    // On a fake clock the server's answer waits until the test has seen the button busy.
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const download = orderDownloadMock('11', { __typename: 'DownloadLink', url: caseFileUrl });
    renderFulfilledOrder({ ...download.mock, delay: 500 });
    const line = await saltMarshLine();

    await user.dblClick(within(line).getByRole('button', { name: 'Download case file' }));

    expect(within(line).getByRole('button', { name: 'Preparing...' })).toBeDisabled();
    expect(await within(line).findByRole('button', { name: 'Download case file' })).toBeEnabled();
    expect(download.result).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledTimes(1);
    expect(assign).toHaveBeenCalledWith(caseFileUrl);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the server’s reason when it refuses a link', async () => {
    const message = "We couldn't find that case file on this order.";
    const download = orderDownloadMock('11', { __typename: 'NotFoundError', message });
    renderFulfilledOrder(download.mock);
    const line = await saltMarshLine();

    await userEvent.click(within(line).getByRole('button', { name: 'Download case file' }));

    const alert = await within(line).findByRole('alert');
    expect(alert).toHaveTextContent('Download unavailable');
    expect(alert).toHaveTextContent(message);
    expect(assign).not.toHaveBeenCalled();
  });

  it('says so when the request itself fails', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const download = orderDownloadMock('11', { __typename: 'DownloadLink', url: caseFileUrl });
    renderFulfilledOrder({ request: download.mock.request, error: new Error('Network down') });
    const line = await saltMarshLine();

    await userEvent.click(within(line).getByRole('button', { name: 'Download case file' }));

    expect(await within(line).findByRole('alert')).toHaveTextContent("We couldn't prepare your case file just now.");
    expect(assign).not.toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('Could not get a case-file link', expect.any(Error));
  });
});
