import { ApolloLink, execute, gql, Observable, type FetchResult, type Operation } from '@apollo/client';
import { describe, expect, it, vi } from 'vitest';
import { createAuthLink } from './auth-link';
import { createUnauthorizedLink } from './unauthorized-link';

const query = gql`
  query Probe {
    __typename
  }
`;

/** Runs one operation through `link` and resolves when it completes, either way. */
function run(link: ApolloLink): Promise<void> {
  return new Promise((resolve) => {
    execute(link, { query }).subscribe({ complete: resolve, error: () => resolve() });
  });
}

function answering(result: (operation: Operation) => Observable<FetchResult>) {
  const seen: Operation[] = [];
  const link = new ApolloLink((operation) => {
    seen.push(operation);
    return result(operation);
  });
  return { link, seen };
}

const ok = () => Observable.of<FetchResult>({ data: { __typename: 'Query' } });

function failingWith(statusCode: number) {
  return () =>
    new Observable<FetchResult>((observer) => {
      observer.error(Object.assign(new Error(`Response not successful: ${statusCode}`), { statusCode }));
    });
}

describe('the auth link', () => {
  it('adds the bearer token while someone is signed in', async () => {
    const api = answering(ok);
    await run(createAuthLink(() => Promise.resolve('abc')).concat(api.link));
    expect(api.seen[0]?.getContext().headers).toEqual({ Authorization: 'Bearer abc' });
  });

  it('sends anonymous requests without an Authorization header', async () => {
    const api = answering(ok);
    await run(createAuthLink(() => Promise.resolve(null)).concat(api.link));
    expect(api.seen[0]?.getContext().headers).toBeUndefined();
  });
});

describe('the unauthorized link', () => {
  it('reacts to a 401 answer', async () => {
    const onUnauthorized = vi.fn();
    await run(createUnauthorizedLink(onUnauthorized).concat(answering(failingWith(401)).link));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('leaves other failures alone', async () => {
    const onUnauthorized = vi.fn();
    await run(createUnauthorizedLink(onUnauthorized).concat(answering(failingWith(500)).link));
    await run(createUnauthorizedLink(onUnauthorized).concat(answering(failingWith(403)).link));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
