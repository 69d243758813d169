import '@testing-library/jest-dom/vitest';
import './testing-library-fake-timers';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { IntersectionObserverStub } from './intersection-observer-stub';

// Browser APIs that jsdom lacks but Mantine and the catalogue rely on.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub implements ResizeObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}

window.ResizeObserver = ResizeObserverStub;
window.IntersectionObserver = IntersectionObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => undefined;
window.scrollTo = vi.fn() as typeof window.scrollTo;

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
