import { ApolloLink, Observable, type FetchResult } from '@apollo/client';
import { print } from 'graphql';

/** One GraphQL operation as the server's own schema takes it. */
export interface GraphqlRequest {
  query: string;
  operationName?: string;
  variables: Record<string, unknown>;
}

/** The server's answer, in GraphQL's response shape. */
export interface GraphqlAnswer {
  data?: Record<string, unknown> | null;
  errors?: readonly { message: string }[];
}

/** Runs an operation against the gateway's schema in the gateway's own process, for the visitor being served. */
export type ExecuteGraphql = (request: GraphqlRequest) => Promise<GraphqlAnswer>;

/** Answers the app's queries in-process while the server renders a page: no HTTP round trip to itself. */
export function createInProcessLink(executeGraphql: ExecuteGraphql): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        executeGraphql({
          query: print(operation.query),
          operationName: operation.operationName,
          variables: operation.variables,
        }).then(
          (answer) => {
            observer.next(answer as FetchResult);
            observer.complete();
          },
          (error: unknown) => observer.error(error),
        );
      }),
  );
}
