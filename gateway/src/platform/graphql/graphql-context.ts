import type { RequestContext } from "../request-context";

/**
 * Per-request DataLoaders. Each module adds its own entry by declaration merging and builds it in
 * its descriptor, so batching never leaks data between requests.
 */
export interface RequestLoaders {}

/** What every resolver receives: the request context the services take, and the request's loaders. */
export interface GraphqlContext extends RequestContext {
  readonly loaders: RequestLoaders;
}
