/**
 * The largest page a paged call takes (the contract's `Paging`: `pageSize` at most 200): an export fetches the range in
 * as few calls as it can, and the offer form lists a team's direct downlines in one.
 */
export const LARGEST_PAGE_SIZE = 200;
