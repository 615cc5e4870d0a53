/** How many pages `total` rows fill; an empty list still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  if (!(pageSize > 0)) return 1;
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** `?page=` from the address bar as a page number from 1 (bad values give 1). */
export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
