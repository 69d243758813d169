import { execute, HttpLink, type DocumentNode } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { AddToCartDocument } from '../features/cart/use-add-to-cart.generated';
import { ViewerDocument } from '../features/auth/use-viewer.generated';
import { CataloguePageDocument } from '../features/catalogue/catalogue.page.generated';
import { publicPersistedQueries } from '../graphql/public-persisted-queries.generated';
import { createPublicQueryLink } from './persisted-query-link';

interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: { query?: string; extensions?: unknown } | null;
}

/** The network: records each request and answers it with `answer`'s body. */
function recordingNetwork(answer: (request: SentRequest) => unknown = () => ({ data: {} })) {
  const sent: SentRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request: SentRequest = {
      method: init?.method ?? 'GET',
      url: new URL(String(input), 'https://shop.example.test'),
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as SentRequest['body']) : null,
    };
    sent.push(request);
    return new Response(JSON.stringify(answer(request)), { headers: { 'content-type': 'application/json' } });
  };
  const link = createPublicQueryLink().concat(new HttpLink({ uri: '/graphql', fetch }));
  return { link, sent };
}

function send(link: ReturnType<typeof recordingNetwork>['link'], query: DocumentNode, variables: Record<string, unknown> = {}): Promise<void> {
  return new Promise((resolve) => {
    execute(link, { query, variables }).subscribe({ complete: resolve, error: () => resolve() });
  });
}

const catalogueVariables = { sort: 'DOWNLOADS', limit: 16, includeFeatured: true };
const catalogueId = publicPersistedQueries.operations.find((operation) => operation.name === 'CataloguePage')?.id;

describe('the public query link', () => {
  it('sends a public catalogue query as a GET carrying only its manifest id', async () => {
    const network = recordingNetwork();
    await send(network.link, CataloguePageDocument, catalogueVariables);
    const [request] = network.sent;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe('/graphql');
    expect(request?.url.searchParams.get('query')).toBeNull();
    expect(JSON.parse(request?.url.searchParams.get('extensions') ?? '{}')).toEqual({ persistedQuery: { version: 1, sha256Hash: catalogueId } });
    expect(JSON.parse(request?.url.searchParams.get('variables') ?? '{}')).toEqual(catalogueVariables);
    // Apollo Server's CSRF prevention lets a GET through when it names a non-simple content type.
    expect(request?.headers.get('content-type')).toBe('application/json');
  });

  it('sends mutations and personal queries whole, over POST', async () => {
    const network = recordingNetwork();
    await send(network.link, AddToCartDocument, { productId: 'story:s01' });
    await send(network.link, ViewerDocument);
    expect(network.sent.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(network.sent.every((request) => typeof request.body?.query === 'string' && request.body.extensions === undefined)).toBe(true);
  });

  it('falls back to sending queries whole when the gateway does not know an id', async () => {
    const network = recordingNetwork((request) =>
      request.method === 'GET' ? { errors: [{ message: 'PersistedQueryNotFound', extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] } : { data: {} },
    );
    await send(network.link, CataloguePageDocument, catalogueVariables);
    await send(network.link, CataloguePageDocument, { ...catalogueVariables, limit: 32 });
    expect(network.sent.map((request) => request.method)).toEqual(['GET', 'POST', 'POST']);
    expect(network.sent.slice(1).every((request) => typeof request.body?.query === 'string')).toBe(true);
  });
});
