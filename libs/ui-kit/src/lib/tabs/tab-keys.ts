import type { KeyboardEvent } from 'react';

/** The tab that is the list's one tab stop: the selected one, or the first when the selected key is none of them. */
export function tabStopOf<K>(tabs: readonly { key: K }[], selected: K): number {
  return Math.max(
    0,
    tabs.findIndex((tab) => tab.key === selected),
  );
}

/**
 * A tab list's keys (WAI-ARIA), on the list: the arrows move along the reading direction (so they flip in
 * right-to-left pages), Up and Down too where `upDown`, Home and End jump to the ends; moving selects
 * and focuses. `index` is the tab that is the tab stop.
 */
export function onTabListKey<K>(
  event: KeyboardEvent<HTMLElement>,
  tabs: readonly { key: K }[],
  index: number,
  onSelect: (key: K) => void,
  upDown = false,
) {
  const list = event.currentTarget;
  const rtl = getComputedStyle(list).direction === 'rtl';
  const steps: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
  if (upDown) Object.assign(steps, { ArrowDown: 1, ArrowUp: -1 });
  const step = steps[event.key];
  const next = step ? (index + step + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : -1;
  if (next < 0) return;
  event.preventDefault();
  onSelect(tabs[next].key);
  list.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus();
}
