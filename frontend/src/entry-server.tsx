import { getMarkupFromTree } from '@apollo/client/react/ssr';
import { StrictMode, type ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app';
import { serverRenderedPageSource } from './app/routes';
import { applyServerShopConfig } from './app/shop-config';
import type { ExecuteGraphql } from './app/ssr/in-process-link';
import { serializeForScript } from './app/ssr/server-state';
import { createServerServices } from './app/ssr/server-services';

export type { ExecuteGraphql, GraphqlAnswer, GraphqlRequest } from './app/ssr/in-process-link';

export interface PageRenderRequest {
  /** The path and query string of the page, e.g. `/stories?type=murder`. */
  url: string;
  /** The settings the gateway also puts into the page for the browser (the shop-config JSON). */
  shopConfig: unknown;
  executeGraphql: ExecuteGraphql;
}

export interface RenderedPage {
  /** The markup inside #root. */
  appHtml: string;
  /** The GraphQL answers the markup was made from, as JSON safe inside a script element. */
  apolloStateJson: string;
  /** The code-split page module rendered (its key in the browser build's manifest), whose stylesheet the page needs at once. */
  pageModule: string | null;
}

/**
 * Renders everything, lazily loaded pages included, before answering: the page is sent whole.
 * A part that fails would be left for the browser to render, under a page that looks finished:
 * the whole render fails instead, and the gateway sends the page for the browser to render.
 */
async function prerenderToString(element: ReactElement): Promise<string> {
  const failures: unknown[] = [];
  const { prelude } = await prerender(element, {
    // Every boundary inline, in place: React would otherwise move large ones to the end of the
    // page with an inline script to put them back, which a strict Content-Security-Policy forbids.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failures.push(error);
    },
  });
  const html = await new Response(prelude).text();
  if (failures.length > 0) throw new AggregateError(failures, 'Part of the page failed to render on the server');
  return html;
}

/**
 * The page at `url` as an anonymous visitor first sees it, with the GraphQL answers it was made
 * from, so the browser's first render (hydrateRoot in main.tsx) matches it exactly.
 */
export async function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  applyServerShopConfig(request.shopConfig);
  const services = createServerServices(request.executeGraphql);
  const tree = (
    <StrictMode>
      <StaticRouter location={request.url}>
        <App services={services} />
      </StaticRouter>
    </StrictMode>
  );
  // Renders until every query the page makes has its answer, then keeps the last, complete render.
  const appHtml = await getMarkupFromTree({ tree, renderFunction: prerenderToString });
  return {
    appHtml,
    apolloStateJson: serializeForScript(services.apolloClient.extract()),
    pageModule: serverRenderedPageSource(new URL(request.url, 'http://storefront.invalid').pathname),
  };
}
