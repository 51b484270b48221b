/**
 * Routes of a resource: list, detail and form screens at the patterns its definition names. Each
 * screen is its own chunk; the form library loads only with a form screen. A record screen whose
 * address cannot name a record (`/menu/origin-nutrition`) shows the not-found state, never an editor.
 */
import type { ComponentType } from 'react';
import { useParams, type RouteObject } from 'react-router';
import { isRecordAddress, RecordNotFound } from './resource/RecordNotFound';
import type { ResourceDef } from './resource/types';

export function resourceRoutes(resource: ResourceDef): RouteObject[] {
  const routes: RouteObject[] = [];
  const { list, create, detail, edit } = resource.routes;
  if (list && resource.list) {
    routes.push({
      path: list.pattern,
      lazy: async () => {
        const { ListView } = await import('./list/ListView');
        return { Component: () => <ListView resource={resource} /> };
      },
    });
  }
  if (create && resource.create) {
    routes.push({
      path: create.pattern,
      lazy: async () => {
        const { FormPage } = await import('./form/FormPage');
        return { Component: () => <FormPage key="create" resource={resource} mode="create" /> };
      },
    });
  }
  if (detail && resource.detail) {
    routes.push({
      path: detail.pattern,
      lazy: async () => {
        const { DetailView } = await import('./detail/DetailView');
        return { Component: recordScreen(resource, () => <DetailView resource={resource} />) };
      },
    });
  }
  if (edit && (resource.update || resource.create)) {
    routes.push({
      path: edit.pattern,
      lazy: async () => {
        const { FormPage } = await import('./form/FormPage');
        return { Component: recordScreen(resource, () => <FormPage resource={resource} />) };
      },
    });
  }
  return routes;
}

function recordScreen(resource: ResourceDef, Screen: ComponentType): ComponentType {
  return function RecordScreen() {
    const params = useParams();
    const id = resource.routeParam ? params[resource.routeParam] : undefined;
    return isRecordAddress(resource, id) ? <Screen /> : <RecordNotFound resource={resource} />;
  };
}
