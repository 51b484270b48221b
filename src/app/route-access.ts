/**
 * The hand-written pages' access (issue 39): what each route needs to show its content, declared
 * beside its route table. The engine declares its own routes (engine/routes.tsx).
 */
import type { RouteObject } from 'react-router';
import { declareRouteAccess, type RouteAccess } from '@/engine/access/route-access';

/** Declares the routes' access and returns them, so a route table reads as before. */
export function withAccess<R extends RouteObject>(access: RouteAccess, routes: R[]): R[] {
  for (const route of routes) if (route.path) declareRouteAccess(route.path, access);
  return routes;
}
