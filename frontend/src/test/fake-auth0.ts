import { initialContext, type Auth0ContextInterface, type User } from '@auth0/auth0-react';
import { vi } from 'vitest';

export const testUser: User = {
  sub: 'auth0|sam-spade',
  email: 'sam@example.test',
  name: 'Sam Spade',
  given_name: 'Sam',
  family_name: 'Spade',
};

/** The Auth0 SDK's context as a test controls it: signed out, with every call recorded. */
export function signedOutAuth0(overrides: Partial<Auth0ContextInterface> = {}): Auth0ContextInterface {
  return {
    ...initialContext,
    isLoading: false,
    isAuthenticated: false,
    user: undefined,
    loginWithRedirect: vi.fn<Auth0ContextInterface['loginWithRedirect']>().mockResolvedValue(undefined),
    logout: vi.fn<Auth0ContextInterface['logout']>().mockResolvedValue(undefined),
    // The SDK's overloads also promise a detailed response, which the shop never asks for.
    getAccessTokenSilently: vi.fn(() =>
      Promise.resolve('test-access-token'),
    ) as unknown as Auth0ContextInterface['getAccessTokenSilently'],
    ...overrides,
  };
}

export function signedInAuth0(user: User = testUser, overrides: Partial<Auth0ContextInterface> = {}) {
  return signedOutAuth0({ isAuthenticated: true, user, ...overrides });
}
