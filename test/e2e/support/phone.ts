// Measures of what a phone's screen must allow: no sideways page scroll, fingers-sized targets.
import { expect, type Locator, type Page } from '@playwright/test';

/** The smallest size, each way, of whatever is tapped on a phone. */
export const MIN_TAP_PX = 44;

/** How wide the page is laid out, and how wide the window it scrolls in. */
export const pageWidth = (page: Page) =>
  page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));

/**
 * Asserts that nothing on the page as it is now makes it wider than the screen. A phone's browser
 * widens its window to fit a page that overflows (zooming out) so the window's own width is
 * checked against the screen's too: without that, `scrollWidth <= innerWidth` would always hold.
 */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const screenWidth = page.viewportSize()!.width;
  const { scrollWidth, innerWidth } = await pageWidth(page);
  const widths = `${where}: page ${scrollWidth} px, window ${innerWidth} px, screen ${screenWidth} px`;
  expect(innerWidth, widths).toBe(screenWidth);
  expect(scrollWidth, widths).toBeLessThanOrEqual(innerWidth);
}

/**
 * Every link, button, input and select shown inside `scope` smaller than MIN_TAP_PX either way,
 * as "button «Ver» 40×36" (empty when all are big enough). Hidden ones (display: none, or a
 * collapsed menu) are left out: nobody can tap them.
 */
export function smallTapTargets(scope: Locator): Promise<string[]> {
  return scope
    .locator('a[href], button, input:not([type="hidden"]), select, textarea')
    .evaluateAll((elements, min) => {
      const small: string[] = [];
      for (const element of elements) {
        const box = element.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.width >= min && box.height >= min) continue;
        const name =
          element.getAttribute('aria-label') ?? (element.textContent ?? '').trim().slice(0, 30);
        small.push(
          `${element.tagName.toLowerCase()} «${name}» ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
      return small;
    }, MIN_TAP_PX);
}
