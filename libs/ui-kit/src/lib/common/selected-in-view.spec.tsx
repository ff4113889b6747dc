import { render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSelectedInView } from './selected-in-view';

/** A row 300 px wide from x = 0; its chosen item spans `item` (left, right) as laid out. */
function Row({ item, placement, chooseFirst = false }: { item: [number, number]; placement: unknown; chooseFirst?: boolean }) {
  const row = useRef<HTMLDivElement>(null);
  useSelectedInView(row, '[data-selected]', placement);
  return (
    <div ref={row} data-testid="row" data-box="0,300">
      <span data-selected={chooseFirst || undefined}>first</span>
      <span data-selected={!chooseFirst || undefined} data-box={item.join()}>
        chosen
      </span>
    </div>
  );
}

const scrolled = vi.fn();
const scrollBy = Element.prototype.scrollBy;
function laidOut() {
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const [left, right] = (this.getAttribute('data-box') ?? '0,0').split(',').map(Number);
    return { left, right, top: 0, bottom: 0, width: right - left, height: 0, x: left, y: 0, toJSON: () => ({}) };
  });
  Element.prototype.scrollBy = scrolled as unknown as Element['scrollBy'];
}
afterEach(() => {
  vi.restoreAllMocks();
  Element.prototype.scrollBy = scrollBy;
  scrolled.mockClear();
});

describe('the chosen item of a sideways-scrolling row stays in view', () => {
  // 45 px: 15% of the 300 px row, for the next item to peek past the chosen one.
  it('scrolls the row by what the item passes its end edge, and on, for the next item to peek (flush, it read as the last)', () => {
    laidOut();
    render(<Row item={[280, 360]} placement="a" />);
    expect(scrolled).toHaveBeenCalledWith({ left: 60 + 45 });
  });

  it('scrolls back by what the item passes its start edge, and on, for the item before to peek (a right-to-left row scrolled away, or a choice before the view)', () => {
    laidOut();
    render(<Row item={[-40, 30]} placement="a" />);
    expect(scrolled).toHaveBeenCalledWith({ left: -40 - 45 });
  });

  it('peeks no further than keeps an item nearly as wide as the row whole: 20 px beyond a 280 px item', () => {
    laidOut();
    render(<Row item={[250, 530]} placement="a" />);
    expect(scrolled).toHaveBeenCalledWith({ left: 230 + 20 });
  });

  it('measures nothing when a row opens on its first item, which is at its start', () => {
    laidOut();
    render(<Row item={[100, 200]} placement="a" chooseFirst />);
    expect(Element.prototype.getBoundingClientRect).not.toHaveBeenCalled();
  });

  it('leaves a row alone whose chosen item is whole in view', () => {
    laidOut();
    render(<Row item={[100, 200]} placement="a" />);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('looks again when what places the items changes (a badge widening the ones before), not on every render', () => {
    laidOut();
    const { rerender } = render(<Row item={[100, 200]} placement="a" />);
    rerender(<Row item={[260, 330]} placement="a" />);
    expect(scrolled).not.toHaveBeenCalled();
    rerender(<Row item={[260, 330]} placement="b" />);
    expect(scrolled).toHaveBeenCalledWith({ left: 30 + 45 });
  });
});
