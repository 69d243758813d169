import { Auth0Provider, type AppState } from '@auth0/auth0-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { shopConfig } from '../../app/shop-config';
import type { AuthSession } from './auth-session';
import { Auth0SessionBridge } from './auth0-session-bridge';

const { domain, clientId, audience } = shopConfig.auth;

const authorizationParams = {
  audience,
  redirect_uri: `${window.location.origin}/sign-in/callback`,
  scope: 'openid profile email',
};

interface Auth0ConnectorProps {
  onSessionChange: (session: AuthSession) => void;
}

/**
 * The Auth0 SDK with the shop's settings. Loaded after the first paint, so the catalogue's
 * first load never pays for it.
 */
export function Auth0Connector({ onSessionChange }: Auth0ConnectorProps) {
  const navigate = useNavigate();
  const onRedirectCallback = useCallback(
    (appState?: AppState) => navigate(appState?.returnTo ?? '/stories', { replace: true }),
    [navigate],
  );

  // Tokens live in memory only; after a reload, or when they expire, the provider's session
  // cookie renews them through silent authentication in a hidden frame of the shop's own origin.
  return (
    <Auth0Provider
      domain={domain}
      clientId={clientId}
      authorizationParams={authorizationParams}
      cacheLocation="memory"
      onRedirectCallback={onRedirectCallback}
    >
      <Auth0SessionBridge onSessionChange={onSessionChange} />
    </Auth0Provider>
  );
}
