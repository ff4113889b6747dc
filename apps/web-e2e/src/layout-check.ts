import type { Page } from '@playwright/test';

/** What a player reads and presses: the text and controls of the page's chrome and content. */
const READABLE = 'header a, header button, header input, header select, nav a, nav button, main h1, aside a, footer a';

export interface LayoutProblems {
  /** Pairs of readable elements drawn over each other. */
  overlaps: string[];
  /** Elements that reach past the sides of the viewport (the page would scroll sideways). */
  outside: string[];
  /** How many readable elements were looked at, so a check of nothing cannot pass. */
  checked: number;
}

/** Finds text drawn over other text and anything sticking out of the viewport. */
export function layoutProblems(page: Page): Promise<LayoutProblems> {
  return page.evaluate((selector) => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
    const boxes = [...document.querySelectorAll(selector)]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && box.height > 0);
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          a.box.right <= b.box.left + 1 || b.box.right <= a.box.left + 1 || a.box.bottom <= b.box.top + 1 || b.box.bottom <= a.box.top + 1;
        const nested = a.element.contains(b.element) || b.element.contains(a.element);
        if (!apart && !nested) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
      }),
    );
    const width = document.documentElement.clientWidth;
    const outside = [...document.body.querySelectorAll('*')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== 'fixed';
      })
      .map(describe);
    return { overlaps, outside, checked: boxes.length };
  }, READABLE);
}
