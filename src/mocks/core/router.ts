/** Finds the operation a request is for: concrete path segments win over `{param}` ones. */
import type { OperationKey } from '@generated/operations';
import { operationInfoOf, operationKeys } from './catalog';

interface Route {
  readonly key: OperationKey;
  readonly method: string;
  readonly pattern: RegExp;
  readonly paramNames: readonly string[];
  readonly staticSegments: number;
}

export interface RouteMatch {
  readonly key: OperationKey;
  readonly pathParams: Record<string, string>;
}

const routesByService = new Map<string, Route[]>();
for (const key of operationKeys) {
  const detail = operationInfoOf(key);
  const paramNames: string[] = [];
  const segments = detail.path.split('/').filter(Boolean);
  const source = segments
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      if (!param) return escapeRegExp(segment);
      paramNames.push(param[1]!);
      return '([^/]+)';
    })
    .join('/');
  const routes = routesByService.get(detail.service) ?? [];
  routes.push({
    key,
    method: detail.method.toUpperCase(),
    pattern: new RegExp(`^/${source}/?$`),
    paramNames,
    staticSegments: segments.length - paramNames.length,
  });
  routesByService.set(detail.service, routes);
}
for (const routes of routesByService.values()) routes.sort((a, b) => b.staticSegments - a.staticSegments);

export function matchRoute(service: string, method: string, pathname: string): RouteMatch | undefined {
  for (const route of routesByService.get(service) ?? []) {
    if (route.method !== method) continue;
    const found = route.pattern.exec(pathname);
    if (!found) continue;
    const pathParams: Record<string, string> = {};
    route.paramNames.forEach((name, index) => (pathParams[name] = decodeURIComponent(found[index + 1]!)));
    return { key: route.key, pathParams };
  }
  return undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
