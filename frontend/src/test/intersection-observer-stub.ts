/**
 * jsdom has no IntersectionObserver. This stand-in records every observer so a test can
 * pretend an element scrolled into view.
 */
export class IntersectionObserverStub implements IntersectionObserver {
  static readonly instances = new Set<IntersectionObserverStub>();

  readonly root = null;
  readonly rootMargin: string;
  readonly scrollMargin = '0px';
  readonly thresholds: readonly number[];
  readonly observed = new Set<Element>();

  constructor(
    private readonly callback: IntersectionObserverCallback,
    options: IntersectionObserverInit = {},
  ) {
    this.rootMargin = options.rootMargin ?? '0px';
    this.thresholds = [options.threshold ?? 0].flat();
    IntersectionObserverStub.instances.add(this);
  }

  observe(target: Element): void {
    this.observed.add(target);
  }

  unobserve(target: Element): void {
    this.observed.delete(target);
  }

  disconnect(): void {
    this.observed.clear();
    IntersectionObserverStub.instances.delete(this);
  }

  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }

  /** Reports every observed element as visible (or not) to its observer. */
  static reportIntersecting(isIntersecting: boolean): void {
    for (const observer of IntersectionObserverStub.instances) {
      const entries = [...observer.observed].map(
        (target) =>
          ({ target, isIntersecting, intersectionRatio: isIntersecting ? 1 : 0 }) as IntersectionObserverEntry,
      );
      if (entries.length > 0) observer.callback(entries, observer);
    }
  }
}
