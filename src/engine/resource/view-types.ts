/**
 * A read-only view: one thing of the account (or of the signed-in person) read by a call with no
 * record id, shown as labelled values in titled panels, with links to where it is changed. The
 * runtime shape the view screen reads; resources build it with `r.view(...)`.
 */
import type { ComponentType, ReactNode } from 'react';
import type { RouteDef } from '@/config/paths';
import type { ActionDef, InlineFieldDef, OperationRef } from './types';

/** Another GET the view's parts read (every path parameter bound), with its fixed query. */
export interface ViewCallDef {
  readonly op: OperationRef;
  readonly query?: Readonly<Record<string, unknown>>;
}

/** A labelled value of the record; its label defaults to the schema's `title`. */
export interface ViewFieldDef {
  /** Dotted path into the record. */
  readonly field: string;
  readonly title?: string;
  /** What is shown for the value (the record beside it); empty means missing. */
  readonly render?: (value: unknown, record: unknown) => ReactNode;
  /** Shown when the value is empty, instead of the view's missing mark. */
  readonly emptyText?: string;
}

/** A link to another screen, filled from the current route's parameters. */
export interface ViewLinkDef {
  readonly label: string;
  readonly route: RouteDef;
  /** The main way on (a primary button); a function of the record when it depends on it. */
  readonly primary?: boolean | ((record: unknown) => boolean);
  readonly visible?: (record: unknown) => boolean;
}

/** A section's link in its title: `missingLabel` (and primary) while one of its values is missing. */
export interface ViewSectionLinkDef {
  readonly label: string;
  readonly missingLabel?: string;
  readonly route: RouteDef;
}

export interface ViewSectionProps {
  readonly record: unknown;
}

/** A titled panel of the view: labelled values of the record, or a component for what fields cannot show. */
export interface ViewSectionDef {
  readonly title?: string;
  readonly link?: ViewSectionLinkDef;
  readonly visible?: (record: unknown) => boolean;
  readonly fields?: readonly ViewFieldDef[];
  readonly component?: ComponentType<ViewSectionProps>;
}

/** What the view says when the record holds nothing to show yet (no registration). */
export interface ViewEmptyDef {
  readonly when: (record: unknown) => boolean;
  readonly text: string;
  readonly link?: ViewLinkDef;
}

export interface ViewNoticeDef {
  readonly type: 'success' | 'info' | 'warning' | 'error';
  readonly text: string;
}

/** What a guard gets: the record, and the view's body to show when nothing stands in the way. */
export interface ViewGuardProps {
  readonly record: unknown;
  readonly children: ReactNode;
}

/** A one-line field edited in place (Enter saves), checked against its body schema as it is typed. */
export interface ViewInlineDef extends InlineFieldDef {
  /** Label (default: the body property's `title`). */
  readonly title?: string;
  /** Dotted path of the value in the record (default: the body field's name). */
  readonly at?: string;
}

export interface ViewDef {
  readonly op: OperationRef;
  readonly title: string;
  /** The sentence under the heading; a component when it names something read elsewhere. */
  readonly description?: string | ComponentType;
  readonly back?: { readonly label: string; readonly route: RouteDef };
  /** Other calls the view's parts make, started with the route's code. */
  readonly also?: readonly ViewCallDef[];
  readonly notice?: (record: unknown) => ViewNoticeDef | undefined;
  readonly empty?: ViewEmptyDef;
  /** The mark of an empty value in a section (e.g. 입력 필요); default a dash. */
  readonly missingLabel?: string;
  readonly sections: readonly ViewSectionDef[];
  /** Fields edited in place, each saved by its own call (a nickname). */
  readonly inline?: readonly ViewInlineDef[];
  readonly links?: readonly ViewLinkDef[];
  readonly actions?: readonly ActionDef[];
  /** Stands in front of the body when the record (or another call) says the view may not go on. */
  readonly guard?: ComponentType<ViewGuardProps>;
}
