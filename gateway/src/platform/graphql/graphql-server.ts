import { ApolloServer } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type RequestHandler } from "express";
import type { GraphQLSchema } from "graphql";
import { graphqlLimitOptions, graphqlLimitPlugins } from "./graphql-limits";
import { maskUnexpectedError } from "../errors/graphql-errors";
import { requestContextOf } from "../http/authentication";
import type { RequestContext } from "../request-context";
import type { GraphqlContext, RequestLoaders } from "./graphql-context";

export interface GraphqlEndpoint {
  handler: RequestHandler[];
  stop(): Promise<void>;
}

export interface GraphqlEndpointOptions {
  schema: GraphQLSchema;
  /** Builds the request's DataLoaders. */
  loaders(ctx: RequestContext): RequestLoaders;
}

/** POST /graphql over the composed schema; behind `authenticate`, so every request has its context. */
export async function createGraphqlEndpoint(options: GraphqlEndpointOptions): Promise<GraphqlEndpoint> {
  const server = new ApolloServer<GraphqlContext>({
    schema: options.schema,
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedError,
    ...graphqlLimitOptions,
    // Cache hints are not used; without the plugin Apollo does not wrap every field resolver.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ...graphqlLimitPlugins],
  });
  await server.start();
  return {
    handler: [
      express.json({ limit: "100kb" }),
      expressMiddleware(server, {
        context: async ({ res }) => {
          const ctx = requestContextOf(res);
          return { ...ctx, loaders: options.loaders(ctx) };
        },
      }),
    ],
    stop: () => server.stop(),
  };
}
