import { describe, expect, it } from 'vitest';
import { startAfterFirstPaint } from './start-after-first-paint';

describe('startAfterFirstPaint', () => {
  it('starts at once on a page that is not shown, as it paints nothing', async () => {
    const unshown = document.implementation.createHTMLDocument('not shown');
    expect(unshown.visibilityState).not.toBe('visible');
    const steps: string[] = [];
    const started = startAfterFirstPaint(unshown, async () => steps.push('started'));
    steps.push('asked');
    await started;
    expect(steps).toEqual(['started', 'asked']);
  });

  it('starts on a shown page only after the next frame', async () => {
    expect(document.visibilityState).toBe('visible');
    const steps: string[] = [];
    requestAnimationFrame(() => steps.push('frame'));
    await startAfterFirstPaint(document, async () => steps.push('started'));
    expect(steps).toEqual(['frame', 'started']);
  });
});
