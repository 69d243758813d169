import type { AuthChecker } from "type-graphql";
import { toGraphQLError } from "../errors/graphql-errors";
import type { GraphqlContext } from "./graphql-context";

/** 401 without a signed-in user, 403 when a role is required that the user lacks: the same answers as the REST routes. */
export const authChecker: AuthChecker<GraphqlContext> = ({ context }, roles) => {
  if (!context.viewer) throw toGraphQLError({ errorCode: "UNAUTHENTICATED", message: "Sign in to continue" });
  if (roles.includes("admin") && !context.viewer.isAdmin) {
    throw toGraphQLError({ errorCode: "FORBIDDEN", message: "This needs an administrator account" });
  }
  return true;
};
