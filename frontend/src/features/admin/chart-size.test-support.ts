import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a chart's container measures 0 × 0 and recharts warns and draws
 * nothing. Call in `beforeEach`: charts' containers then measure a laptop panel, and the charts draw.
 */
export function giveChartsASize(width = 640, height = 280): void {
  const measure = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return this.classList.contains('recharts-responsive-container') ? new DOMRect(0, 0, width, height) : measure.call(this);
  });
}
