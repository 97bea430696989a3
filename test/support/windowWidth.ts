// jsdom has no matchMedia: the screens that lay themselves out by CSS media queries (cards on a
// phone, a table wider up) are given a window of a width of the test's choosing.

/** A window `width` px wide, as far as CSS media queries go. */
export function windowWidth(width: number) {
  const matches = (query: string) => {
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return max ? width <= Number(max[1]) : false;
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

/** Back to jsdom's window, with no matchMedia: for an afterEach. */
export function forgetWindowWidth() {
  delete (window as { matchMedia?: unknown }).matchMedia;
}
