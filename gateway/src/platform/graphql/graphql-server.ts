import { ApolloServer, type ApolloServerPlugin, type PersistedQueryOptions } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { expressMiddleware } from "@as-integrations/express5";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import type { GraphQLSchema } from "graphql";
import { CompiledExecution } from "./compiled-execution";
import { graphqlLimitOptions, graphqlLimitPlugins } from "./graphql-limits";
import { isExpectedCode, maskUnexpectedError } from "../errors/graphql-errors";
import { logger } from "../logger";
import { httpStatusOf } from "../errors/error-codes";
import { clientFailureOf, setChallengeHeaders } from "../errors/http-errors";
import { requestContextOf } from "../http/authentication";
import type { RequestContext } from "../request-context";
import type { GraphqlContext, RequestLoaders } from "./graphql-context";

/** The largest request body /graphql reads; the storefront's biggest query is a few hundred bytes. */
const BODY_LIMIT = "100kb";

/** A token or body refused before Apollo runs (invalid token, too large, not JSON) is answered in GraphQL's error shape, like every other /graphql refusal. */
const answerInGraphqlShape: ErrorRequestHandler = (error: unknown, _req, res, next) => {
  const failure = clientFailureOf(error);
  if (!failure || res.headersSent) {
    next(error);
    return;
  }
  setChallengeHeaders(res, error);
  res.status(httpStatusOf(failure.errorCode)).json({ errors: [{ message: failure.message, extensions: { code: failure.errorCode, ...failure.details } }] });
};

/** Unexpected errors are masked for clients and logged here, where the request's id is known. */
const logUnexpectedErrors: ApolloServerPlugin<GraphqlContext> = {
  async requestDidStart() {
    return {
      async didEncounterErrors({ contextValue, errors }) {
        for (const error of errors) {
          if (error.extensions.validationErrors || isExpectedCode(error.extensions.code)) continue;
          logger.error("graphql.unexpected_error", { requestId: contextValue.requestId, message: error.message, path: error.path, error: error.originalError ?? error });
        }
      },
    };
  },
};

export interface GraphqlEndpoint {
  handler: (RequestHandler | ErrorRequestHandler)[];
  stop(): Promise<void>;
}

export interface GraphqlEndpointOptions {
  schema: GraphQLSchema;
  /** Builds the request's DataLoaders. */
  loaders(ctx: RequestContext): RequestLoaders;
  /** Plugins the shop adds around every operation (the mutation rate limit). */
  plugins?: readonly ApolloServerPlugin<GraphqlContext>[];
  /** How queries are executed: compiled once they have run before, unless a caller chooses otherwise. */
  execution?: CompiledExecution;
  /** Where persisted queries (the storefront's manifest, other clients' registrations) are looked up by hash. */
  persistedQueries?: PersistedQueryOptions;
}

/** POST /graphql over the composed schema; behind `authenticate`, so every request has its context. */
export async function createGraphqlEndpoint(options: GraphqlEndpointOptions): Promise<GraphqlEndpoint> {
  const server = new ApolloServer<GraphqlContext>({
    // Queries run compiled (graphql-jit); Apollo's pipeline, plugins and error formatting stay as they are.
    gateway: (options.execution ?? new CompiledExecution()).gatewayFor(options.schema),
    introspection: true,
    includeStacktraceInErrorResponses: false,
    formatError: maskUnexpectedError,
    ...graphqlLimitOptions,
    ...(options.persistedQueries ? { persistedQueries: options.persistedQueries } : {}),
    // Cache hints are not used; without the plugin Apollo does not wrap every field resolver.
    plugins: [ApolloServerPluginLandingPageDisabled(), ApolloServerPluginCacheControlDisabled(), ...graphqlLimitPlugins, ...(options.plugins ?? []), logUnexpectedErrors],
  });
  await server.start();
  return {
    handler: [
      express.json({ limit: BODY_LIMIT }),
      expressMiddleware(server, {
        context: async ({ res }) => {
          const ctx = requestContextOf(res);
          return { ...ctx, loaders: options.loaders(ctx) };
        },
      }),
      answerInGraphqlShape,
    ],
    stop: () => server.stop(),
  };
}
