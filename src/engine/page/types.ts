/**
 * A page of panels about the account that is neither a list, a record nor a form (a hub: the
 * profile's parts and quest, a brand's branch figures). The engine reads each panel's calls, and
 * each panel loads, fails with 다시 시도 and shows its data on its own; only what the data means is
 * the resource's (a component, a figure, a column).
 */
import type { ComponentType } from 'react';
import type { RouteDef } from '@/config/paths';
import type { OperationRef, RelatedRowsDef } from '../resource/types';

/** A call a panel reads: every path parameter bound by the account or the route. */
export interface PanelReadDef {
  readonly op: OperationRef;
  /** Query values always sent. */
  readonly query?: Readonly<Record<string, unknown>>;
  /** A failure does not hold the panel: the component gets `undefined` (a count it says it could not read). */
  readonly optional?: boolean;
  /** Said instead of the error when the call answers 404 (the account has no such thing). */
  readonly missing?: string;
}

/** What a view panel's component gets: each read's payload by its name. */
export interface ViewPanelProps {
  readonly data: Readonly<Record<string, unknown>>;
}

/** A panel drawn by the resource's component from the payloads of the calls it declares. */
export interface ViewPanelDef {
  readonly kind: 'view';
  /** Its heading; without one the component draws its own panels (a form of several steps). */
  readonly title?: string;
  readonly reads: Readonly<Record<string, PanelReadDef>>;
  readonly component: ComponentType<ViewPanelProps>;
}

/** A link to another screen of the account (filled from the route's parameters). */
export interface PageLinkDef {
  readonly label: string;
  readonly route: RouteDef;
  readonly primary?: boolean;
  /** Shown only when the page's gate lets the merchant make records (register a branch). */
  readonly gated?: boolean;
}

export interface LinksPanelDef {
  readonly kind: 'links';
  readonly title: string;
  readonly links: readonly PageLinkDef[];
}

/** One figure of a figures panel: a number read from a call (how many branches are open). */
export interface FigureDef {
  readonly label: string;
  readonly read: PanelReadDef;
  readonly value: (payload: unknown) => number;
  /** The counting word after the number (곳, 개). */
  readonly unit?: string;
}

export interface FiguresPanelDef {
  readonly kind: 'figures';
  readonly title: string;
  readonly figures: readonly FigureDef[];
}

/** Rows of a call as a table, read only (the latest uploads, the rewards received). */
export interface RowsPanelDef {
  readonly kind: 'rows';
  readonly rows: RelatedRowsDef;
}

export type PanelDef = ViewPanelDef | LinksPanelDef | FiguresPanelDef | RowsPanelDef;

/**
 * A call asked first: whether the merchant may make records here. When it says no, the page says
 * why under `title`; `holdsPanels` pages (an upload) show nothing else, the others hide their
 * gated links only.
 */
export interface PageGateDef {
  readonly read: PanelReadDef;
  /** Why not, from the payload (the server's sentence); undefined when they may. */
  readonly blocked: (payload: unknown) => string | undefined;
  readonly title: string;
  readonly holdsPanels?: boolean;
}

/**
 * A page at a route of its own. Its definition (panels, their copy and components) loads with the
 * page, not with the app's first code, which has every resource: the route's loader fetches it and
 * then starts the panels' calls.
 */
export interface PageRouteDef {
  readonly route: RouteDef;
  readonly load: () => Promise<PageDef>;
}

export interface PageDef {
  readonly title: string;
  readonly description?: string;
  /** The back link above the heading, saying where it goes. */
  readonly back?: { readonly label: string; readonly route: RouteDef };
  /** Links beside the heading. */
  readonly links?: readonly PageLinkDef[];
  readonly gate?: PageGateDef;
  readonly panels: readonly PanelDef[];
}
