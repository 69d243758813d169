import { afterEach, describe, expect, it } from 'vitest';
import { initialAuthSession } from './initial-auth-session';

function expireCookie(name: string): void {
  document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

describe('initialAuthSession', () => {
  afterEach(() => {
    expireCookie('auth0.shop-client.is.authenticated');
    expireCookie('auth0.is.authenticated');
    window.history.replaceState(null, '', '/');
  });

  it('knows a visitor without the SDK cookie is signed out, before the SDK arrives', () => {
    document.cookie = 'auth0.other-client.is.authenticated=true; path=/';
    expect(initialAuthSession('shop-client')).toEqual({ status: 'signed-out', actions: null });
    expireCookie('auth0.other-client.is.authenticated');
  });

  it('waits for the SDK when its cookie says a session may exist', () => {
    document.cookie = 'auth0.shop-client.is.authenticated=true; path=/';
    expect(initialAuthSession('shop-client')).toEqual({ status: 'loading', actions: null });
  });

  it('honours the cookie older SDK versions wrote', () => {
    document.cookie = 'auth0.is.authenticated=true; path=/';
    expect(initialAuthSession('shop-client').status).toBe('loading');
  });

  it('waits for the SDK when the provider has just sent the browser back', () => {
    window.history.replaceState(null, '', '/sign-in/callback?code=abc&state=xyz');
    expect(initialAuthSession('shop-client').status).toBe('loading');
  });

  it('does not mistake an unrelated query string for a sign-in response', () => {
    window.history.replaceState(null, '', '/stories?search=code');
    expect(initialAuthSession('shop-client').status).toBe('signed-out');
  });
});
