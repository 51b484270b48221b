/**
 * One adapter per paging kind (`x-paging`): which query values ask for a page, and where the
 * items, total and next cursor are in the answer. Screens count pages from 1 whatever the API does.
 */
import { readPath } from '@/api/envelope';
import type { PagingInfo } from '@/api/operations';

export interface PageRequest {
  /** 1-based page number shown to the user. */
  readonly page: number;
  readonly pageSize: number;
  /** Cursor of the page to load (cursor paging only). */
  readonly cursor?: string | null;
}

export interface PageResult {
  readonly items: readonly unknown[];
  /** Total number of items, when the API says. */
  readonly total?: number;
  /** Whether more items follow (cursor paging). */
  readonly hasMore?: boolean;
  readonly nextCursor?: string | null;
}

export function pageQuery(paging: PagingInfo | null, request: PageRequest): Record<string, unknown> {
  switch (paging?.kind) {
    case 'page':
      return { [paging.pageParam]: request.page - 1 + paging.firstPage, [paging.sizeParam]: request.pageSize };
    case 'offset':
      return { [paging.offsetParam]: (request.page - 1) * request.pageSize, [paging.limitParam]: request.pageSize };
    case 'cursor':
      return {
        [paging.sizeParam]: request.pageSize,
        ...(request.cursor ? { [paging.cursorParam]: request.cursor } : {}),
      };
    default:
      return {};
  }
}

export function readPage(paging: PagingInfo | null, body: unknown): PageResult {
  const items = paging ? readPath(body, paging.items) : body;
  const list = Array.isArray(items) ? items : [];
  switch (paging?.kind) {
    case 'page':
    case 'offset':
      return { items: list, total: numberOr(readPath(body, paging.total), list.length) };
    case 'cursor': {
      const next = readPath(body, paging.nextCursor);
      return {
        items: list,
        hasMore: readPath(body, paging.hasMore) === true,
        // A cursor may be a number (the comments' `last_id`): it travels as text in the query.
        nextCursor: typeof next === 'string' || typeof next === 'number' ? String(next) : null,
      };
    }
    default:
      return { items: list, total: list.length };
  }
}

/** Whether the list is paged on the server (else the screen pages and filters locally). */
export function isServerPaged(paging: PagingInfo | null): boolean {
  return paging?.kind === 'page' || paging?.kind === 'offset' || paging?.kind === 'cursor';
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}
