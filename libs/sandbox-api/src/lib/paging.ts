/** One page of a list, in the contract's paged shape. */
export function page<T>(items: T[], pageNum: number, pageSize: number) {
  return {
    content: items.slice((pageNum - 1) * pageSize, pageNum * pageSize),
    pageNum,
    pageSize,
    totalPages: Math.max(1, Math.ceil(items.length / pageSize)),
    totalElements: items.length,
  };
}
