/** What is clicked on the server's page before the app has taken it over, to be clicked again once it has. */
export interface EarlyClicks {
  /** Stops holding clicks and makes each held one again, on the buttons still on the page. */
  release: () => void;
}

/**
 * Holds the clicks on the page's buttons until the app has taken the page over: until then a button has no handler,
 * and a shopper's early "Add to Cart" would be lost. Links are left alone: they work as plain links.
 */
export function holdEarlyClicks(document: Document): EarlyClicks {
  const held = new Set<HTMLElement>();
  const hold = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"]') : null;
    if (!button) return;
    event.preventDefault();
    event.stopPropagation();
    held.add(button);
  };
  document.addEventListener('click', hold, { capture: true });
  return {
    release: () => {
      document.removeEventListener('click', hold, { capture: true });
      const buttons = [...held];
      held.clear();
      for (const button of buttons) if (button.isConnected) button.click();
    },
  };
}
