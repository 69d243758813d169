import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type RequestHandler } from "express";
import type { GraphQLFormattedError } from "graphql";
import { createStoryLoaders } from "../modules/stories/stories.loaders";
import { viewerOf } from "./authentication";
import type { GatewayContext } from "./graphql-context";
import { buildGatewaySchema, type SchemaServices } from "./graphql-schema";
import { logger } from "./logger";

/** Codes whose messages are written for clients; anything else is an unexpected failure and is masked. */
const CLIENT_ERROR_CODES = new Set([
  "BAD_USER_INPUT",
  "GRAPHQL_PARSE_FAILED",
  "GRAPHQL_VALIDATION_FAILED",
  "BAD_REQUEST",
  "PERSISTED_QUERY_NOT_FOUND",
  "PERSISTED_QUERY_NOT_SUPPORTED",
  "OPERATION_RESOLUTION_FAILURE",
  "UNAUTHENTICATED",
  "FORBIDDEN",
]);

export function maskUnexpectedError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const code = formatted.extensions?.code;
  if (typeof code === "string" && CLIENT_ERROR_CODES.has(code)) return formatted;
  if (formatted.extensions?.validationErrors) {
    return { ...formatted, extensions: { ...formatted.extensions, code: "BAD_USER_INPUT" } };
  }
  logger.error("graphql.unexpected_error", { message: formatted.message, path: formatted.path, error });
  return { message: "Internal server error", path: formatted.path, extensions: { code: "INTERNAL_SERVER_ERROR" } };
}

export interface GraphqlEndpoint {
  handler: RequestHandler[];
  stop(): Promise<void>;
}

export async function createGraphqlEndpoint(services: SchemaServices): Promise<GraphqlEndpoint> {
  const server = new ApolloServer<GatewayContext>({
    schema: await buildGatewaySchema(services),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedError,
    // Cache hints are not used; without the plugin Apollo does not wrap every field resolver.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled()],
  });
  await server.start();
  return {
    handler: [
      express.json({ limit: "100kb" }),
      expressMiddleware(server, {
        context: async ({ res }) => ({ loaders: createStoryLoaders(services.stories), viewer: viewerOf(res) }),
      }),
    ],
    stop: () => server.stop(),
  };
}
