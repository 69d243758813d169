import type { ApolloServerPlugin, BaseContext } from "@apollo/server";
import { PublicQueryClassifier } from "./graphql-public-query";
import { carriesCredentials, PRIVATE_NO_STORE, PUBLIC_ANSWER_VARY, publicCacheControl } from "./http-caching";

export interface GraphqlHttpCachingOptions {
  /** Root query fields whose answers are the same for every anonymous visitor. */
  publicQueryFields: ReadonlySet<string>;
  /** How long the shop's own response cache keeps a public answer (CATALOGUE_CACHE_TTL_MS). */
  ttlMs: number;
}

/**
 * Cache-Control for `/graphql`: an anonymous query of public fields answered without errors may be
 * kept by the browser and shared caches (it is a GET when the storefront sends it persisted);
 * every other answer is `private, no-store`. Express adds the ETag and answers If-None-Match.
 */
export function graphqlHttpCachingPlugin(options: GraphqlHttpCachingOptions): ApolloServerPlugin<BaseContext> {
  const publicQueries = new PublicQueryClassifier(options.publicQueryFields);
  const publicControl = publicCacheControl(options.ttlMs);
  return {
    async requestDidStart({ request }) {
      const headers = request.http?.headers;
      const anonymous = headers !== undefined && !carriesCredentials({ authorization: headers.get("authorization"), cookie: headers.get("cookie") });
      return {
        async willSendResponse({ response, operation }) {
          const answered = response.body.kind === "single" && !response.body.singleResult.errors && (response.http.status ?? 200) === 200;
          const shared = anonymous && answered && operation !== undefined && publicQueries.isPublicOperation(operation);
          response.http.headers.set("cache-control", shared ? publicControl : PRIVATE_NO_STORE);
          response.http.headers.set("vary", PUBLIC_ANSWER_VARY);
        },
      };
    },
  };
}
