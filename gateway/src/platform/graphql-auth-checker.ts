import { GraphQLError } from "graphql";
import type { AuthChecker } from "type-graphql";
import type { GatewayContext } from "./graphql-context";

/** 401 without a signed-in user, 403 when a role is required that the user lacks: the same answers as the REST routes. */
export const authChecker: AuthChecker<GatewayContext> = ({ context }, roles) => {
  if (!context.viewer) {
    throw new GraphQLError("Sign in to continue", { extensions: { code: "UNAUTHENTICATED", http: { status: 401 } } });
  }
  if (roles.includes("admin") && !context.viewer.isAdmin) {
    throw new GraphQLError("This needs an administrator account", { extensions: { code: "FORBIDDEN", http: { status: 403 } } });
  }
  return true;
};
