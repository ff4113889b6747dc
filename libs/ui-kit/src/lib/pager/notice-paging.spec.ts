import { describe, expect, it } from 'vitest';
import { NOTICES_PER_PAGE, noticePageCount, noticesOnPage, pageOfNotice } from './pager';

const notices = Array.from({ length: 23 }, (_, i) => ({ id: 100 + i }));

describe('notice paging (spec §2: 9 a page)', () => {
  it('shows nine notices a page, the rest on the last page', () => {
    expect(NOTICES_PER_PAGE).toBe(9);
    expect(noticePageCount(23)).toBe(3);
    expect(noticesOnPage(notices, 1).map((n) => n.id)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108]);
    expect(noticesOnPage(notices, 3).map((n) => n.id)).toEqual([118, 119, 120, 121, 122]);
  });

  it('keeps one page when there is nothing, and clamps a page past the end', () => {
    expect(noticePageCount(0)).toBe(1);
    expect(noticesOnPage(notices, 7)).toEqual(noticesOnPage(notices, 3));
  });

  it('opens a deep-linked notice on its own page', () => {
    expect(pageOfNotice(notices, 109)).toBe(2);
    expect(pageOfNotice(notices, 122)).toBe(3);
    expect(pageOfNotice(notices, 999)).toBe(1);
    expect(pageOfNotice(notices, undefined)).toBe(1);
  });
});
