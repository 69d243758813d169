import type { ModuleDescriptor } from "../../platform/module";
import { Account } from "./account.entity";
import { createIdentity } from "./create-identity";
import { identityRouter } from "./identity.routes";
import { OidcRecord } from "./oidc-record.entity";

/**
 * The embedded OpenID Connect provider and its accounts, serving Auth0's routes at the shop's
 * origin. With an Auth0 tenant configured it stays off and contributes only its tables.
 */
export const identityModule: ModuleDescriptor<null> = {
  name: "identity",
  entities: [Account, OidcRecord],
  resolvers: [],
  async create({ config, uow, mailer, rateLimits }) {
    if (config.auth.provider !== "embedded") return { services: null };
    const identity = await createIdentity(config, uow, mailer, rateLimits);
    return {
      services: null,
      routers: [{ mount: "root", router: identityRouter(identity.provider, identity.accounts, identity.limits) }],
      stop: async () => identity.stop(),
    };
  },
};
