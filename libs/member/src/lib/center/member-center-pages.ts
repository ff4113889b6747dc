import type { MemberCenterPages } from './member-center';

/** The member library's own entries (the non-money ones), each its own chunk. */
export const MEMBER_CENTER_PAGES: MemberCenterPages = {};
