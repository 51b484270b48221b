/**
 * Routes of a resource: list, detail and form screens at the patterns its definition names. Each
 * screen is its own chunk; the form library loads only with a form screen. A record screen whose
 * address cannot name a record (`/menu/origin-nutrition`) shows the not-found state, never an editor.
 * Each route's loader starts its screen's calls while the chunk downloads (data/prefetch.ts).
 */
import type { QueryClient } from '@tanstack/react-query';
import { preloadFormChecks } from '@/api/form-validators';
import { messages } from '@/lib/messages';
import type { ComponentType, ReactNode } from 'react';
import { useParams, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { routeBindings } from './data/bindings';
import { DerivedParams } from './data/DerivedParams';
import { resolveDerived } from './data/derived-params';
import { prefetchScreen, type ScreenKind } from './data/prefetch';
import { ListView } from './list/ListView';
import { declareRouteAccess } from './access/route-access';
import { pageRoutes } from './page/routes';
import { isRecordAddress, RecordNotFound } from './resource/RecordNotFound';
import type { ResourceDef } from './resource/types';
import { viewRoute } from './view/view-route';

export function resourceRoutes(resource: ResourceDef, queryClient: QueryClient): RouteObject[] {
  const routes: RouteObject[] = [];
  const { list, create, detail, edit } = resource.routes;
  declareResourceAccess(resource);
  const prefetch =
    (screen: ScreenKind) =>
    ({ params, request }: LoaderFunctionArgs) => {
      const id = resource.routeParam ? params[resource.routeParam] : undefined;
      if (screen !== 'list' && screen !== 'create' && !isRecordAddress(resource, id)) return null;
      // The edit route with the new-record word (`/menu/new`) is the create screen, as FormPage reads it.
      const shown =
        screen === 'edit' && !resource.update?.document && (id === undefined || id === resource.newRecordParam)
          ? 'create'
          : screen;
      const search = new URL(request.url).searchParams;
      const derive = resource.derive;
      if (!derive) {
        prefetchScreen(queryClient, resource, shown, { params, search });
        return null;
      }
      // Parameters read from other calls come first; the screen's own calls follow them. The
      // screen shows a failure of either itself.
      void resolveDerived(queryClient, derive, routeBindings(params))
        .then((values) => prefetchScreen(queryClient, resource, shown, { params: { ...params, ...values }, search }))
        .catch(() => undefined);
      return null;
    };
  const withDerived = (node: ReactNode) =>
    resource.derive ? (
      <DerivedParams resource={resource} title={resource.list?.title ?? resource.label}>
        {node}
      </DerivedParams>
    ) : (
      node
    );
  if (list && resource.list?.cards) {
    routes.push({
      path: list.pattern,
      // A list that adds pages with 더 보기 asks its own page size: nothing to start early.
      ...(resource.list.cards.more ? {} : { loader: prefetch('list') }),
      lazy: async () => {
        const { CardListView } = await import('./cards/CardListView');
        return { Component: () => withDerived(<CardListView resource={resource} />) };
      },
    });
  } else if (list && resource.list) {
    routes.push({
      path: list.pattern,
      loader: prefetch('list'),
      // Lists are most of the console and its first screen: their view comes with the app's code,
      // not in a second round of downloads after the route is known (issue 10).
      Component: () => withDerived(<ListView resource={resource} />),
    });
  }
  if (create && resource.create) {
    routes.push({
      path: create.pattern,
      loader: prefetch('create'),
      lazy: async () => {
        preloadFormChecks(`${resource.name}.create`);
        const { FormPage } = await import('./form/FormPage');
        return {
          Component: function CreateScreen() {
            // One form per place (account and parent record): answers typed for one never fill another's.
            const place = JSON.stringify(useParams());
            return withDerived(<FormPage key={`create:${place}`} resource={resource} mode="create" />);
          },
        };
      },
    });
  }
  if (detail && resource.view) routes.push(viewRoute(resource, resource.view, detail, queryClient));
  if (detail && resource.detail) {
    routes.push({
      path: detail.pattern,
      loader: prefetch('detail'),
      lazy: async () => {
        const { DetailView } = await import('./detail/DetailView');
        return { Component: recordScreen(resource, () => withDerived(<DetailView resource={resource} />)) };
      },
    });
  }
  if (edit && (resource.update || resource.create)) {
    routes.push({
      path: edit.pattern,
      loader: prefetch('edit'),
      lazy: async () => {
        const mode = resource.update?.document ? 'edit' : undefined;
        preloadFormChecks(`${resource.name}.${mode === 'edit' ? 'update' : 'create'}`);
        const { FormPage } = await import('./form/FormPage');
        return {
          Component: recordScreen(resource, () =>
            withDerived(<FormPage resource={resource} {...(mode ? { mode } : {})} />),
          ),
        };
      },
    });
  }
  routes.push(...pageRoutes(resource, queryClient));
  return routes;
}

function recordScreen(resource: ResourceDef, Screen: ComponentType): ComponentType {
  return function RecordScreen() {
    const params = useParams();
    const id = resource.routeParam ? params[resource.routeParam] : undefined;
    return isRecordAddress(resource, id) ? <Screen /> : <RecordNotFound resource={resource} />;
  };
}

/**
 * What each of the resource's screens needs (issue 39): a list or a record its read, a new
 * record's form its save. A role that may not make that call sees the route's refusal instead.
 */
function declareResourceAccess(resource: ResourceDef): void {
  const { list, create, detail, edit } = resource.routes;
  const name = resource.list?.title ?? resource.label;
  if (list && resource.list)
    declareRouteAccess(list.pattern, { needs: [resource.list.op.key], what: name, seeing: true });
  if (detail && (resource.view ?? resource.detail)) {
    const read = resource.view?.op ?? resource.detail!.op;
    declareRouteAccess(detail.pattern, {
      needs: [read.key],
      what: resource.view?.title ?? resource.label,
      seeing: true,
    });
  }
  const createForm = resource.create;
  if (create && createForm)
    declareRouteAccess(create.pattern, {
      needs: [createForm.op.key],
      what: `${resource.label} ${messages.common.create}`,
      seeing: false,
    });
  // An edit screen stays open: a role that may not save sees the record read-only, with why. Its
  // save is declared for the links to it (보기 instead of 수정하기), on an address of its own only.
  const editForm = resource.update ?? resource.create;
  const shared = [list, create, detail].some((route) => route?.pattern === edit?.pattern);
  if (edit && editForm && !shared)
    declareRouteAccess(edit.pattern, {
      needs: [],
      what: `${resource.label} ${messages.common.edit}`,
      seeing: false,
      saves: editForm.op.key,
    });
}
