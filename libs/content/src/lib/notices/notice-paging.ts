/** Spec §2 / §9: the notice modal and page list nine notices a page. */
export const NOTICES_PER_PAGE = 9;

export const noticePageCount = (total: number) => Math.max(1, Math.ceil(total / NOTICES_PER_PAGE));

/** The notices on a page (1-based), clamped to the pages there are. */
export function noticesOnPage<T>(notices: readonly T[], page: number): T[] {
  const last = noticePageCount(notices.length);
  const current = Math.min(Math.max(1, page), last);
  return notices.slice((current - 1) * NOTICES_PER_PAGE, current * NOTICES_PER_PAGE);
}

/** The page a notice is on (1-based); the first page when it is not in the list. */
export function pageOfNotice<T extends { id: number }>(notices: readonly T[], id: number | undefined): number {
  const index = id === undefined ? -1 : notices.findIndex((notice) => notice.id === id);
  return index < 0 ? 1 : Math.floor(index / NOTICES_PER_PAGE) + 1;
}
