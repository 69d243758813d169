import { describe, expect, it, vi } from 'vitest';
import { currentAccessToken } from './access-token';
import type { AuthActions, SessionUser } from './auth-session';
import { createAuthSessionStore } from './auth-session-store';

const user: SessionUser = { id: 'auth0|sam', email: null, name: null, givenName: null, familyName: null };

function actions(getAccessToken: AuthActions['getAccessToken']): AuthActions {
  return { signIn: vi.fn(), signUp: vi.fn(), signOut: vi.fn(), getAccessToken };
}

describe('currentAccessToken', () => {
  it('sends nothing, and asks the provider nothing, while nobody is known to be signed in', async () => {
    const getAccessToken = vi.fn(() => Promise.resolve('token'));
    for (const status of ['loading', 'signed-out'] as const) {
      const store = createAuthSessionStore({ status, actions: actions(getAccessToken) });
      expect(await currentAccessToken(store)).toBeNull();
    }
    expect(getAccessToken).not.toHaveBeenCalled();
  });

  it("gives the signed-in user's current token", async () => {
    const store = createAuthSessionStore({
      status: 'signed-in',
      user,
      actions: actions(() => Promise.resolve('token')),
    });
    expect(await currentAccessToken(store)).toBe('token');
  });

  it('sends the request anonymously when the token cannot be renewed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const store = createAuthSessionStore({
      status: 'signed-in',
      user,
      actions: actions(() => Promise.reject(new Error('login_required'))),
    });
    expect(await currentAccessToken(store)).toBeNull();
  });
});
