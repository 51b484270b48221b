/**
 * A route parameter read from another call's answer (the account's local profile, whose photos are
 * listed), and calls for a row made on the collection with the row in the body (pin a photo).
 */
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { defineResource, paramFromCall } from '../resource/define-resource';
import type { MutationActionDef } from '../resource/types';
import { bindArgs, bindOperation, routeBindings } from './bindings';
import { derivedValue, resolveDerived } from './derived-params';
import { operationKeyOf } from '@/api/operations';

const profileOfAccount = paramFromCall(
  'business-account',
  '/api/v1/local_profile/by-ba/{baId}',
  (profile) => profile.id,
);

const photos = defineResource(
  'local-profile',
  { scope: { id: 'localProfileId' }, derive: { localProfileId: profileOfAccount } },
  (r) => ({
    name: 'photos',
    label: '사진',
    // The route does not carry :localProfileId: it is derived, so that is allowed.
    routes: { list: paths.adminImages.images },
    list: r.list('get', '/api/v2/local_profiles/{id}/images', {
      columns: ['url'],
      rowActions: (action) => [
        action('post', '/api/v2/local_profiles/{id}/images/pin', {
          label: '고정',
          body: (photo) => ({ lpImageIds: [photo.id] }),
        }),
        action('delete', '/api/v2/local_profiles/{id}/images/{imageId}', { label: '삭제' }),
      ],
      bulkActions: (action) => [
        action('delete', '/api/v2/local_profiles/{id}/images', {
          label: '삭제',
          bulkBody: (rows) => ({ lpImageIds: rows.map((photo) => photo.id) }),
        }),
      ],
    }),
  }),
);

describe('derived route parameters', () => {
  it('binds the scope to the derived parameter like any route parameter', () => {
    expect(photos.derive?.localProfileId?.op.bind).toEqual({ baId: { from: 'account' } });
    expect(photos.list!.op.bind).toEqual({ id: { from: 'route', param: 'localProfileId' } });
    const bindings = routeBindings({ baId: '101', localProfileId: '7101' });
    expect(bindArgs(photos.list!.op, bindings).path).toEqual({ id: '7101' });
  });

  it('still refuses a route that lacks a scope parameter nothing derives', () => {
    expect(() =>
      defineResource('local-profile', { scope: { id: 'localProfileId' } }, (r) => ({
        name: 'underived',
        label: '사진',
        routes: { list: paths.adminImages.images },
        list: r.list('get', '/api/v2/local_profiles/{id}/images', { columns: ['url'] }),
      })),
    ).toThrow('lacks :localProfileId');
  });

  it('reads the value from the answer’s payload, as text; nothing when it has none', () => {
    expect(derivedValue(profileOfAccount, { data: { id: 7101 } })).toBe('7101');
    const none = paramFromCall('business-account', '/api/v1/local_profile/by-ba/{baId}', () => null);
    expect(derivedValue(none, { data: { id: 7101 } })).toBeUndefined();
  });

  it('asks the call for the account of the address (the mock knows 101’s profile as 7101)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    expect(await resolveDerived(queryClient, photos.derive!, routeBindings({ baId: '101' }))).toEqual({
      localProfileId: '7101',
    });
  });
});

describe('calls for a row', () => {
  it('on the collection, with the row in the body: no record parameter is bound', () => {
    const [pin, remove] = photos.list!.rowActions as MutationActionDef[];
    expect(pin!.op.bind).toEqual({ id: { from: 'route', param: 'localProfileId' } });
    expect(pin!.body?.({ id: 31 })).toEqual({ lpImageIds: [31] });
    expect(remove!.op.bind).toEqual({ id: { from: 'route', param: 'localProfileId' }, imageId: { from: 'record' } });
  });

  it('a bulk action may make one call for all the rows', () => {
    const [bulk] = photos.list!.bulkActions;
    expect(bulk!.bulkBody?.([{ id: 1 }, { id: 2 }])).toEqual({ lpImageIds: [1, 2] });
  });

  it('still refuses two free parameters for one row', () => {
    const key = operationKeyOf('local-profile', 'delete', '/api/v2/local_profiles/{id}/images/{imageId}');
    expect(() => bindOperation(key, {}, 'row')).toThrow('path parameter {id} is not bound');
  });
});
