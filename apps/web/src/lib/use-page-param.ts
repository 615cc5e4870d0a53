import { useCallback, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { pageCount, parsePage } from './paging';

/**
 * The page of a paged list, kept in `?page=` so Back and a reload return to it.
 * Page 1 keeps the address clean.
 */
export function usePageParam(): [number, (page: number) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = parsePage(searchParams.get('page'));
  const setPage = useCallback(
    (next: number) =>
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next <= 1) params.delete('page');
          else params.set('page', String(next));
          return params;
        },
        { preventScrollReset: true },
      ),
    [setSearchParams],
  );
  return [page, setPage];
}

/** A page past the end (an old link, a shorter list) moves to the last page. */
export function useKeepPageInRange({
  page,
  total,
  pageSize,
  setPage,
}: {
  page: number;
  total: number | undefined;
  pageSize: number;
  setPage: (page: number) => void;
}) {
  useEffect(() => {
    if (total === undefined) return;
    const last = pageCount(total, pageSize);
    if (page > last) setPage(last);
  }, [page, total, pageSize, setPage]);
}
