import { ApolloLink, type Operation } from '@apollo/client';
import { createPersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { getOperationName } from '@apollo/client/utilities';
import type { DocumentNode } from 'graphql';
import { publicPersistedQueries } from '../graphql/public-persisted-queries.generated';

const idByOperationName = new Map(publicPersistedQueries.operations.map((operation) => [operation.name, operation.id]));

/** The catalogue's public queries go by id; everything else (personal queries, mutations) is sent whole over POST. */
function isPublicCatalogueQuery(operation: Operation): boolean {
  return idByOperationName.has(operation.operationName);
}

/** The id the gateway knows the query by, from the build-time manifest: no hashing in the browser. */
function manifestIdOf(document: DocumentNode): string {
  const name = getOperationName(document);
  const id = name === null ? undefined : idByOperationName.get(name);
  if (id === undefined) throw new Error(`${name ?? 'An unnamed query'} is not in the persisted query manifest`);
  return id;
}

/**
 * Sends the storefront's public catalogue queries as persisted queries over GET, by the id the
 * gateway knows from the same build-time manifest, so the browser and a CDN can keep the answers
 * (the gateway marks them `public` with an ETag). Personal queries stay POST: their variables (an
 * order's access token) must not end up in URLs. Should the gateway not know an id (a tab older
 * than a deploy), this link stops using ids and sends every query whole, as before.
 */
export function createPublicQueryLink(): ApolloLink {
  const persisted = createPersistedQueryLink({
    generateHash: manifestIdOf,
    useGETForHashedQueries: true,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
  // Other operations pass through untouched to the HTTP link after this one.
  return ApolloLink.split(isPublicCatalogueQuery, persisted);
}
