import type { Page } from 'playwright-core';

/** The phone the site must fit (SPEC's 390 px walk). */
export const PHONE = { width: 390, height: 844 };

/**
 * What does not fit a phone: the page scrolling sideways, any text drawn beyond the screen's edges (or
 * clipped away by a box that hides its overflow) outside a scroll region, and any table that is wider than
 * the screen without its own labelled, focusable scroll region.
 */
export async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      problems.push(`la página mide ${document.documentElement.scrollWidth} px de ancho`);
    }
    const scroller = (element: Element | null): HTMLElement | null => {
      for (let node = element?.parentElement; node; node = node.parentElement) {
        const overflowX = getComputedStyle(node).overflowX;
        if ((overflowX === 'auto' || overflowX === 'scroll') && node !== document.documentElement)
          return node;
      }
      return null;
    };
    const hiddenOnPurpose = (element: Element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.clip !== 'auto' || style.clipPath !== 'none' || style.visibility === 'hidden') return true;
        if (node.getAttribute('aria-hidden') === 'true') return true;
      }
      return false;
    };
    // Text nodes: their boxes must lie inside the screen and inside every box that hides its overflow.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent || hiddenOnPurpose(parent) || scroller(parent)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width === 0) continue;
        let clipRight = width;
        let clipLeft = 0;
        for (let box = parent.parentElement; box; box = box.parentElement) {
          if (getComputedStyle(box).overflowX === 'hidden' || getComputedStyle(box).overflowX === 'clip') {
            const bounds = box.getBoundingClientRect();
            clipRight = Math.min(clipRight, bounds.right);
            clipLeft = Math.max(clipLeft, bounds.left);
          }
        }
        if (rect.right > clipRight + 1 || rect.left < clipLeft - 1) {
          problems.push(
            `texto cortado: «${text.slice(0, 60)}» (${Math.round(rect.left)}–${Math.round(rect.right)} px)`,
          );
          break;
        }
      }
    }
    for (const table of document.querySelectorAll('table')) {
      if (table.getBoundingClientRect().width <= width) continue;
      const region = scroller(table);
      const labelled = region?.getAttribute('aria-label') || region?.getAttribute('aria-labelledby');
      if (region?.getAttribute('role') !== 'region' || !labelled || region?.tabIndex !== 0) {
        problems.push(
          `tabla ancha sin región de desplazamiento etiquetada: «${table.textContent?.slice(0, 40)}»`,
        );
      }
    }
    return problems;
  });
}
