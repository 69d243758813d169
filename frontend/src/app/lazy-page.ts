import { lazy, type ComponentType } from 'react';

type PageModule = { default: ComponentType };

export interface LazyPage {
  Page: ComponentType;
  /** Loads the page's code; once it has arrived, the page renders without suspending. */
  preload: () => Promise<void>;
}

/**
 * A value React.lazy takes as already loaded: unlike a Promise, it calls back at once, so the
 * page renders in the same pass instead of suspending for a tick. React reads lazy loaders as
 * thenables, which is all this is.
 */
function loadedAlready(module: PageModule): Promise<PageModule> {
  const thenable = {
    then(onLoaded: (loaded: PageModule) => unknown) {
      onLoaded(module);
      return thenable;
    },
  };
  return thenable as unknown as Promise<PageModule>;
}

/**
 * A code-split page that can be loaded ahead of rendering. The browser loads the page the server
 * rendered before taking its HTML over: a page that suspended then would be left as the server's
 * HTML, and the first update reaching it (an answer arriving elsewhere) would swap it for the
 * loading fallback and back, moving everything below it.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: PageModule | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module;
    });
  const Page = lazy(() => (loaded ? loadedAlready(loaded) : load()));
  return { Page, preload };
}
