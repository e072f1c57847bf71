import type { Request } from 'express'

/** A query number, or the fallback when it is missing or not a number. */
export const queryNumber = (raw: unknown, fallback: number): number => {
  const n = Number(raw)
  return raw === undefined || Number.isNaN(n) ? fallback : n
}

/** ?page (from 0) and ?itemsPerPage (10 when missing or 0) of the listening-session lists. */
export function sessionPageQuery(query: Request['query']) {
  return { page: queryNumber(query.page, 0), itemsPerPage: queryNumber(query.itemsPerPage, 10) || 10 }
}

/** One page of a list of sessions in the real server's `{total, numPages, page, itemsPerPage, sessions}`. */
export function sessionPage<T, J>(
  rows: T[],
  { page, itemsPerPage }: { page: number; itemsPerPage: number },
  toJson: (row: T) => J,
) {
  return {
    total: rows.length,
    numPages: Math.ceil(rows.length / itemsPerPage),
    page,
    itemsPerPage,
    sessions: rows.slice(page * itemsPerPage, (page + 1) * itemsPerPage).map(toJson),
  }
}
