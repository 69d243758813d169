import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page';

function Loaded() {
  return <p>The page</p>;
}

describe('lazyPage', () => {
  it('renders a preloaded page in the first pass, without showing the fallback', async () => {
    const { Page, preload } = lazyPage(() => Promise.resolve({ default: Loaded }));
    await preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    // Synchronously: no await, no fallback in between.
    expect(screen.getByText('The page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('suspends for a page not loaded yet, as React.lazy does', async () => {
    const { Page } = lazyPage(() => Promise.resolve({ default: Loaded }));
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('The page')).toBeInTheDocument();
  });
});
