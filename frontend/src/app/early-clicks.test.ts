import { afterEach, describe, expect, it } from 'vitest';
import { holdEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

function pageWithButton(): { button: HTMLButtonElement; link: HTMLAnchorElement; clicks: string[] } {
  document.body.innerHTML = '<button type="button"><span>Add to Cart</span></button><a href="#faq">FAQ</a>';
  const clicks: string[] = [];
  const button = document.querySelector('button')!;
  const link = document.querySelector('a')!;
  document.body.addEventListener('click', (event) => clicks.push((event.target as Element).closest('button, a')!.tagName));
  return { button, link, clicks };
}

describe('holdEarlyClicks', () => {
  it('holds a click on a button until released, then makes it once, however often it was clicked', () => {
    const { button, clicks } = pageWithButton();
    const early = holdEarlyClicks(document);
    button.querySelector('span')!.click();
    button.click();
    expect(clicks).toEqual([]);
    early.release();
    expect(clicks).toEqual(['BUTTON']);
    button.click();
    expect(clicks).toEqual(['BUTTON', 'BUTTON']);
  });

  it('leaves links alone and forgets buttons that left the page', () => {
    const { button, link, clicks } = pageWithButton();
    const early = holdEarlyClicks(document);
    link.click();
    button.click();
    button.remove();
    early.release();
    expect(clicks).toEqual(['A']);
  });
});
