import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnNavigation } from './use-scroll-to-top-on-navigation';

function Page() {
  useScrollToTopOnNavigation();
  return null;
}

describe('useScrollToTopOnNavigation', () => {
  it('leaves the first page where the browser put it, and starts each next page at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = createMemoryRouter([{ path: '*', element: <Page /> }], { initialEntries: ['/stories'] });
    render(<RouterProvider router={router} />);
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/stories?search=lamp'));
    expect(scrollTo).not.toHaveBeenCalled();

    await act(() => router.navigate('/faq'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0 });
  });
});
