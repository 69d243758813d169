import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthErrorBoundary } from './auth-error-boundary';

function FailingSdk(): never {
  throw new Error('auth0-spa-js must run on a secure origin');
}

describe('AuthErrorBoundary', () => {
  it('keeps the rest of the page when the identity SDK cannot start, and reports it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onError = vi.fn();
    render(
      <>
        <p>The catalogue</p>
        <AuthErrorBoundary onError={onError}>
          <FailingSdk />
        </AuthErrorBoundary>
      </>,
    );

    expect(screen.getByText('The catalogue')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledTimes(1);
  });
});
