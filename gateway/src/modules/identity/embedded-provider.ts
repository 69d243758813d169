import type { Configuration, KoaContextWithOIDC } from "oidc-provider" with { "resolution-mode": "import" };
import { FRAMABLE_BY_THE_SHOP, framableByTheShop } from "../../platform/http/security-headers";
import type { AccountsService } from "./accounts.service";
import type { IdentityStore } from "./identity-store";
import { messagePage, signOutPage } from "./idp-views";
import { OidcAdapter } from "./oidc-adapter";
import { loadProviderKeys } from "./provider-keys";

export const STOREFRONT_CLIENT_ID = "coldcase-storefront";
const SHOP_API_SCOPE = "shop";
const HOUR = 60 * 60;

export interface EmbeddedProviderConfig {
  publicUrl: string;
  issuer: string;
  audience: string;
  emailClaim: string;
  emailVerifiedClaim: string;
}

/** Paths the provider answers itself: Auth0's routes at the shop's origin, plus its own end-session route. */
export const PROVIDER_ROUTES = {
  authorization: "/authorize",
  token: "/oauth/token",
  jwks: "/.well-known/jwks.json",
  userinfo: "/userinfo",
  end_session: "/idp/session/end",
  revocation: "/oauth/revoke",
  introspection: "/oauth/introspect",
  pushed_authorization_request: "/oauth/par",
  code_verification: "/idp/device",
  device_authorization: "/oauth/device/auth",
  backchannel_authentication: "/oauth/bc-authorize",
  registration: "/idp/register",
  challenge: "/idp/challenge",
} as const;

export type EmbeddedProvider = Awaited<ReturnType<typeof createEmbeddedProvider>>;

/**
 * A standards-compliant OpenID Connect provider speaking Auth0's routes, so the Auth0 SDKs work
 * against it unchanged: PKCE, RS256 ID tokens, RS256 JWT access tokens for the shop's API,
 * silent authentication and sign-out. Its keys, sessions and grants live in the shop's database.
 */
export async function createEmbeddedProvider(config: EmbeddedProviderConfig, store: IdentityStore, accounts: AccountsService) {
  const { default: Provider, errors } = await import("oidc-provider");
  const keys = await loadProviderKeys(store);

  const configuration: Configuration = {
    adapter: (model: string) => new OidcAdapter(store, model),
    clients: [
      {
        client_id: STOREFRONT_CLIENT_ID,
        client_name: "Cold Case Kits",
        application_type: "web",
        token_endpoint_auth_method: "none",
        grant_types: ["authorization_code"],
        response_types: ["code"],
        redirect_uris: [`${config.publicUrl}/sign-in/callback`],
        post_logout_redirect_uris: [`${config.publicUrl}/stories`, `${config.publicUrl}/`],
      },
    ],
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", "given_name", "family_name"] },
    scopes: ["openid", "email", "profile", "offline_access"],
    conformIdTokenClaims: false,
    extraParams: ["audience", "screen_hint"],
    pkce: { required: () => true },
    routes: PROVIDER_ROUTES,
    ttl: { AccessToken: HOUR, AuthorizationCode: 60, IdToken: HOUR, Interaction: HOUR, Session: 14 * 24 * HOUR, Grant: 14 * 24 * HOUR },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/idp/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      webMessageResponseMode: { enabled: true, ack: "individual-draft-01" },
      revocation: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: async (ctx, form) => {
          const autoSubmitted = form
            .replace("<form ", "<form data-sign-out ")
            .replace("</form>", '<input type="hidden" name="logout" value="yes" /><noscript><button type="submit">Sign out</button></noscript></form>');
          ctx.type = "html";
          ctx.body = signOutPage(autoSubmitted);
        },
        postLogoutSuccessSource: async (ctx) => {
          ctx.type = "html";
          ctx.body = messagePage("Signed out", "You are signed out of Cold Case Kits.", { href: "/stories", label: "Back to the stories" });
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== config.audience) throw new errors.InvalidTarget();
          return { scope: SHOP_API_SCOPE, audience: config.audience, accessTokenTTL: HOUR, accessTokenFormat: "jwt", jwt: { sign: { alg: "RS256" } } };
        },
      },
    },
    // The storefront is the shop's own client: signing in is consent enough, no consent screen.
    loadExistingGrant: async (ctx) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (clientId !== STOREFRONT_CLIENT_ID || !accountId) return undefined;
      const existingId = ctx.oidc.session?.grantIdFor(clientId);
      const existing = existingId ? await ctx.oidc.provider.Grant.find(existingId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope("openid email profile");
      grant.addResourceScope(config.audience, SHOP_API_SCOPE);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, subject) => {
      const account = await accounts.findById(subject);
      if (!account) return undefined;
      const name = [account.givenName, account.familyName].filter(Boolean).join(" ");
      return {
        accountId: account.id,
        claims: () => ({
          sub: account.id,
          email: account.email,
          email_verified: account.emailVerified,
          ...(account.givenName ? { given_name: account.givenName } : {}),
          ...(account.familyName ? { family_name: account.familyName } : {}),
          ...(name ? { name } : {}),
        }),
      };
    },
    // Auth0 puts profile facts in access tokens through namespaced claims; the gateway reads them the same way.
    extraTokenClaims: async (_ctx, token) => {
      if (token.kind !== "AccessToken" || !("accountId" in token) || typeof token.accountId !== "string") return undefined;
      const account = await accounts.findById(token.accountId);
      return account ? { [config.emailClaim]: account.email, [config.emailVerifiedClaim]: account.emailVerified } : undefined;
    },
    renderError: async (ctx, out) => {
      ctx.type = "html";
      ctx.body = messagePage("Sign-in problem", String(out.error_description ?? out.error ?? "Something went wrong."), {
        href: "/stories",
        label: "Back to the stories",
      });
    },
  };

  const provider = new Provider(config.issuer, configuration);
  provider.proxy = true;
  // Silent sign-in loads /authorize (and only it) in a hidden frame of the shop's pages; its answer, a page that hands
  // the result to that frame's parent, drops the frame-ancestors directive, so the shop's own origin is put back here.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path !== PROVIDER_ROUTES.authorization) return;
    ctx.set("Content-Security-Policy", framableByTheShop(ctx.response.get("Content-Security-Policy")));
    ctx.set("X-Frame-Options", FRAMABLE_BY_THE_SHOP);
  });
  return provider;
}
