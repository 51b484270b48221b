/**
 * A list shown as cards instead of a table: each row is drawn by a component of its resource (a
 * notice's marks and link, a notification's sender and target, an account's 들어가기), for lists a
 * merchant reads or picks from rather than manages. The engine keeps the rest: the call and its
 * paging, filters and tabs in the address, and the loading, empty and error-with-retry states.
 */
import type { ComponentType } from 'react';
import type { RouteDef } from '@/config/paths';
import type { OperationRef } from '../resource/types';

/** What a card's parts get: the row as the call answered it, and every row shown with it. */
export interface CardProps<Row = unknown> {
  readonly row: Row;
  readonly rows: readonly Row[];
}

export interface CardsDef {
  /** Accessible name of the list (공지사항); default the resource's label. */
  readonly label?: string;
  /** The card's content, left. */
  readonly Card: ComponentType<CardProps>;
  /** Beside it, right: its date, its action. */
  readonly Aside?: ComponentType<CardProps>;
  /** Key of a row among its list (default the resource's id field). */
  readonly rowKey?: (row: unknown) => string;
  /**
   * Rows per page, and how more are shown: numbered pages (the list's own, in the address), or
   * 더 보기 adding the next page under the rows shown (`append`).
   */
  readonly more?: { readonly kind: 'append'; readonly pageSize: number };
  /** Rows of the same call with these query values shown above the first page (important notices). */
  readonly pinned?: Readonly<Record<string, unknown>>;
  /** Rows shown; the others are left out (a deleted account). */
  readonly show?: (row: unknown) => boolean;
  /** Views as tabs kept in the address; a tab may ask another call (`op`) or need a feature flag. */
  readonly tabs?: CardTabsDef;
  /** A call made once each time the screen opens, e.g. recording that the notifications were seen. */
  readonly onOpen?: OperationRef;
  /** Links in the heading to other screens (비즈프로필 만들기). */
  readonly links?: readonly { readonly label: string; readonly route: RouteDef }[];
}

export interface CardTabsDef {
  /** Its name in the address (`?tab=business`; the default tab is left out). */
  readonly param: string;
  /** Accessible name of the tab list. */
  readonly label: string;
  readonly default: string;
  readonly tabs: readonly CardTabDef[];
}

export interface CardTabDef {
  readonly key: string;
  readonly label: string;
  /** Query values the tab sends. */
  readonly query?: Readonly<Record<string, unknown>>;
  /**
   * The tab's own call, when it is not the list's. Its path may bind the tab's key as a route
   * parameter named like the tabs' `param` (`/notifications/{type}/list`, scope `{ type: 'tab' }`).
   */
  readonly op?: OperationRef;
  /** Shown only to a person with this feature flag (대행사: AGENCY). */
  readonly flag?: string;
}

export interface CardsInput<Row> extends Omit<CardsDef, 'Card' | 'Aside' | 'rowKey' | 'show'> {
  Card: ComponentType<CardProps<Row>>;
  Aside?: ComponentType<CardProps<Row>>;
  rowKey?: (row: Row) => string;
  show?: (row: Row) => boolean;
}

/** Cards typed by the list's row (`cards<Notice>({ Card: NoticeTitle })`). */
export function cards<Row>(input: CardsInput<Row>): CardsDef {
  return input as unknown as CardsDef;
}
