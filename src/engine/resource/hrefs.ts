/** Links between a resource's screens, filled from the current route's parameters. */
import type { RouteDef } from '@/config/paths';
import type { ListDef, ResourceDef } from './types';

export type RouteValues = Readonly<Record<string, string | number | undefined>>;

export function hrefOf(route: RouteDef | undefined, params: RouteValues, search?: RouteValues): string | undefined {
  if (!route) return undefined;
  return route.href(params, search);
}

export function recordHref(
  resource: ResourceDef,
  kind: 'detail' | 'edit',
  params: RouteValues,
  id: unknown,
): string | undefined {
  const route = resource.routes[kind];
  if (!route || !resource.routeParam) return undefined;
  return hrefOf(route, { ...params, [resource.routeParam]: String(id) });
}

export function createHref(resource: ResourceDef, params: RouteValues): string | undefined {
  if (resource.routes.create) return hrefOf(resource.routes.create, params);
  if (resource.routes.edit && resource.routeParam && resource.newRecordParam) {
    return hrefOf(resource.routes.edit, { ...params, [resource.routeParam]: resource.newRecordParam });
  }
  return undefined;
}

/** A row's links to other screens of its record (`ListDef.rowLinks`). */
export function rowLinksOf(
  resource: ResourceDef,
  def: ListDef,
  params: RouteValues,
  row: unknown,
  id: unknown,
): { label: string; href: string }[] {
  const values = resource.routeParam ? { ...params, [resource.routeParam]: String(id) } : params;
  return (def.rowLinks ?? []).map((link) => ({
    label: link.label,
    href: link.route.href(values, link.search?.(row, params)),
  }));
}
