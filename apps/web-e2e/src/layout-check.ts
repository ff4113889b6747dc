import type { Locator, Page } from '@playwright/test';

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

/**
 * Finds text drawn over other text and anything sticking out of the viewport. `besides` names
 * fixed chrome the page scrolls under by design (the phone's tab bar), left out of the overlaps.
 */
export function layoutProblems(page: Page, besides = ''): Promise<LayoutProblems> {
  return page.evaluate(
    ({ selector, besides }) => {
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('aria-label') ?? '').trim().slice(0, 40)}"`;
      const boxes = [...document.querySelectorAll(selector)]
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        // An invisible element (the bar's items that wrapped, listed under 'More') is neither read nor pressed.
        .filter(
          ({ element, box }) =>
            box.width > 0 &&
            box.height > 0 &&
            element.checkVisibility({ visibilityProperty: true }) &&
            !(besides && element.closest(besides)),
        );
      const overlaps: string[] = [];
      boxes.forEach((a, i) =>
        boxes.slice(i + 1).forEach((b) => {
          const apart =
            a.box.right <= b.box.left + 1 ||
            b.box.right <= a.box.left + 1 ||
            a.box.bottom <= b.box.top + 1 ||
            b.box.bottom <= a.box.top + 1;
          const nested = a.element.contains(b.element) || b.element.contains(a.element);
          if (!apart && !nested) overlaps.push(`${describe(a.element)} overlaps ${describe(b.element)}`);
        }),
      );
      const width = document.documentElement.clientWidth;
      // A row that scrolls sideways on its own (the phone's category chips) holds its overflow: the page does not scroll.
      const scrolledInside = (element: Element) => {
        for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
          if (getComputedStyle(parent).overflowX !== 'visible') return true;
        }
        return false;
      };
      const outside = [...document.body.querySelectorAll('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            box.width > 0 &&
            (box.right > width + 1 || box.left < -1) &&
            getComputedStyle(element).position !== 'fixed' &&
            !scrolledInside(element)
          );
        })
        .map(describe);
      return { overlaps, outside, checked: boxes.length };
    },
    { selector: READABLE, besides },
  );
}

/** Issue 11's cheap Android: the narrowest phone the layout is checked on. */
export const PHONE = { width: 360, height: 740 };

/** WCAG 2.5.8: a control outside running text is at least 24 × 24 px. */
export const MIN_TARGET = 24;
/** The bottom tab bar is pressed with a thumb, one-handed: 44 × 44 px, as both phone platforms ask. */
export const MIN_TAB_TARGET = 44;
/**
 * The header's controls are pressed with a thumb too: as tall as the tab bar's. Their width is the general minimum,
 * since a 360 px header's row shares its width between the logo, the balance and four buttons.
 */
export const MIN_HEADER_TARGET_HEIGHT = MIN_TAB_TARGET;

/** What a player presses: buttons, links, inputs, selects and tabs. */
const CONTROLS = 'button, a[href], input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], summary';

export interface PhoneFit {
  /** How far the page scrolls sideways (0 when it fits the width). */
  sidewaysScroll: number;
  /**
   * When it scrolls: the innermost element without which it would not, as `main > div > label`. An
   * element wider than the page is easy to list; this also finds what escapes a clipping row (an
   * absolutely placed child whose containing block is outside the row), which such a list misses.
   */
  widener: string | null;
  /** The header's height, or null on a route without one. */
  headerHeight: number | null;
  /** Controls outside running text smaller than their minimum, as `button "Log in" 60×20 < 24×24` (`… < 24×44` in the header). */
  smallTargets: string[];
  /** Pictures of the header drawn narrower than their own shape, cut (a logo showing "Meko"), as `img "Home" 40 px of 108`. */
  cutPictures: string[];
  /** How many controls were measured, so a check of nothing cannot pass. */
  controls: number;
}

/**
 * Measures what issue 11 asks of a phone: no sideways scroll, the header's height, the size of
 * every visible control, and the header's pictures whole. A link inside a sentence (its parent has
 * text of its own) is running text and exempt, as WCAG 2.5.8 allows; controls of the tab bar named
 * `tabBarLabel` need 44 × 44, and the site header's 44 px of height.
 */
export function phoneFit(page: Page, tabBarLabel: string): Promise<PhoneFit> {
  return page.evaluate(
    ({ controls, tabBarLabel, minTarget, minTabTarget, minHeaderHeight }) => {
      const root = document.documentElement;
      // The site's banner, not a <header> inside the page's own content.
      const banner = [...document.querySelectorAll('header')].find(
        (header) => !header.closest('main, article, aside, nav, section, [role="dialog"]'),
      );
      const inRunningText = (element: Element) =>
        element.tagName === 'A' &&
        [...(element.parentElement?.childNodes ?? [])].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
      const visible = (element: Element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return style.visibility !== 'hidden' && box.width > 0 && box.height > 0 && !element.closest('[inert], [aria-hidden="true"]');
      };
      // A native control drawn by its label (a hidden checkbox behind a styled box) is measured through the label;
      // one clipped away until focused (the skip link) is not drawn, so it is no target.
      const visuallyHidden = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return (
          (element.tagName === 'INPUT' && (box.width <= 1 || box.height <= 1 || style.opacity === '0')) || style.clipPath === 'inset(50%)'
        );
      };
      const measured = [...document.querySelectorAll(controls)].filter((element) => visible(element) && !visuallyHidden(element));
      const smallTargets = measured.flatMap((element) => {
        if (inRunningText(element)) return [];
        const inTabBar = !!element.closest(`nav[aria-label="${tabBarLabel}"]`);
        const minWidth = inTabBar ? minTabTarget : minTarget;
        const minHeight = inTabBar ? minTabTarget : banner?.contains(element) ? minHeaderHeight : minTarget;
        const box = element.getBoundingClientRect();
        if (box.width >= minWidth - 0.5 && box.height >= minHeight - 0.5) return [];
        const name = (element.getAttribute('aria-label') || element.textContent?.trim() || element.querySelector('img')?.alt || '').slice(
          0,
          40,
        );
        return [`${element.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}×${Math.round(box.height)} < ${minWidth}×${minHeight}`];
      });
      const sidewaysScroll = Math.max(0, root.scrollWidth - root.clientWidth);
      // Hides one child at a time (and puts it back) and follows the one whose absence ends the overflow.
      let widener: string | null = null;
      if (sidewaysScroll > 0) {
        const path: string[] = [];
        for (let parent: Element = document.body; ;) {
          const culprit = [...parent.children].find((child) => {
            if (!(child instanceof HTMLElement || child instanceof SVGElement)) return false;
            const display = child.style.display;
            child.style.display = 'none';
            const fits = root.scrollWidth - root.clientWidth < sidewaysScroll;
            child.style.display = display;
            return fits;
          });
          if (!culprit) break;
          path.push(culprit.tagName.toLowerCase());
          parent = culprit;
        }
        widener = path.join(' > ') || null;
      }
      const cutPictures = [...(banner?.querySelectorAll('img') ?? [])].flatMap((image) => {
        const box = image.getBoundingClientRect();
        if (!visible(image) || !image.naturalHeight) return [];
        const whole = (box.height * image.naturalWidth) / image.naturalHeight;
        return box.width >= whole - 1 ? [] : [`img "${image.alt}" ${Math.round(box.width)} px of ${Math.round(whole)}`];
      });
      return {
        sidewaysScroll,
        widener,
        headerHeight: banner ? banner.getBoundingClientRect().height : null,
        smallTargets,
        cutPictures,
        controls: measured.length,
      };
    },
    { controls: CONTROLS, tabBarLabel, minTarget: MIN_TARGET, minTabTarget: MIN_TAB_TARGET, minHeaderHeight: MIN_HEADER_TARGET_HEIGHT },
  );
}

/**
 * Left-to-right words (Latin letters, no right-to-left script) that the page's direction shows out of
 * their order: a mark or figure at an end moved to the other ("?How do I register", a time before its
 * date). Measured as drawn: each character's box, line by line, must follow the text's own order.
 * As `summary "How do I register?"`.
 */
export function reorderedLatinText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const range = document.createRange();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const data = node.textContent ?? '';
      if (!/[A-Za-z]/.test(data) || /[\p{Script=Arabic}\p{Script=Hebrew}]/u.test(data)) continue;
      const element = node.parentElement;
      if (!element || element.getBoundingClientRect().width === 0 || getComputedStyle(element).visibility === 'hidden') continue;
      const drawn: { index: number; top: number; left: number }[] = [];
      for (let index = 0; index < data.length; index++) {
        if (/\s/.test(data[index])) continue;
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const box = range.getBoundingClientRect();
        if (box.width > 0) drawn.push({ index, top: Math.round(box.top), left: box.left });
      }
      const shown = [...drawn].sort((a, b) => a.top - b.top || a.left - b.left);
      if (shown.some((char, at) => char.index !== drawn[at].index))
        found.push(`${element.tagName.toLowerCase()} "${data.trim().slice(0, 60)}"`);
    }
    return found;
  });
}

export interface OneLineText {
  text: string;
  /** Longer than its box, so cut (with an ellipsis where the style asks for one). */
  cut: boolean;
  /** The first letter is drawn inside the box: a cut line lost its end, not its start. */
  startShown: boolean;
  /** Right to left, the page's start is the right: how far a whole line ends from the box's right edge. */
  gapAtStart: number;
}

/** How each one-line text (a tile's name, a winner's game) sits in its box. */
export function oneLineTexts(lines: Locator): Promise<OneLineText[]> {
  return lines.evaluateAll((elements) =>
    elements.map((line) => {
      const box = line.getBoundingClientRect();
      const first = document.createRange();
      first.setStart(line.firstChild as Text, 0);
      first.setEnd(line.firstChild as Text, 1);
      const glyph = first.getBoundingClientRect();
      const all = document.createRange();
      all.selectNodeContents(line);
      const cut = line.scrollWidth > line.clientWidth;
      return {
        text: line.textContent ?? '',
        cut,
        startShown: glyph.left >= box.left - 0.5 && glyph.right <= box.right + 0.5,
        gapAtStart: cut ? 0 : box.right - all.getBoundingClientRect().right,
      };
    }),
  );
}
