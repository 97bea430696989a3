import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export type RowWindow = {
  /** Index of the first row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Height in px of the rows above and below the window, kept by spacer rows. */
  paddingTop: number;
  paddingBottom: number;
};

type Options = {
  count: number;
  rowHeight: number;
  scrollRef: RefObject<HTMLElement | null>;
  /** Rows rendered beyond each edge, so keyboard focus can move into them before they show. */
  overscan?: number;
  /** Used while the container has no measured height (first paint, or no layout at all). */
  fallbackViewport?: number;
};

/**
 * Only the rows in (and near) the scroll container's viewport are rendered: a table of 10,000
 * rows keeps a few dozen in the DOM. Rows must have a fixed height.
 */
export function useWindowedRows({
  count,
  rowHeight,
  scrollRef,
  overscan = 8,
  fallbackViewport = 900,
}: Options): RowWindow {
  const [scroll, setScroll] = useState({ top: 0, height: 0 });

  const measure = useCallback(() => {
    const element = scrollRef.current;
    if (!element) return;
    setScroll((previous) =>
      previous.top === element.scrollTop && previous.height === element.clientHeight
        ? previous
        : { top: element.scrollTop, height: element.clientHeight },
    );
  }, [scrollRef]);

  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const resizeObserver =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    resizeObserver?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      resizeObserver?.disconnect();
    };
  }, [scrollRef, measure]);

  const viewport = scroll.height || fallbackViewport;
  const start = Math.max(0, Math.floor(scroll.top / rowHeight) - overscan);
  const end = Math.min(count, Math.ceil((scroll.top + viewport) / rowHeight) + overscan);
  return {
    start: Math.min(start, end),
    end,
    paddingTop: Math.min(start, end) * rowHeight,
    paddingBottom: Math.max(0, count - end) * rowHeight,
  };
}
