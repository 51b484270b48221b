/** Every local profile image operation answers 200 with a body its schema accepts, and its documented errors. */
import { describe, expect, it } from 'vitest';
import type { OperationArgs, OperationKey } from '@/api/operations';
import { validateResponse } from '@/mocks/core/validation';
import { mockRuntime } from '@/mocks/node';
import { answer, expectEveryOperationAnswers, type Step } from '@/mocks/testing/operation-calls';
import { DEMO_ACCOUNT_IDS } from '../auth/seed';
import { LOCAL_PROFILE_IDS } from './seed';
import type { LocalProfileState } from './state';

const id = LOCAL_PROFILE_IDS[DEMO_ACCOUNT_IDS.active];
const unpinned = (state: LocalProfileState, index = 0) => state.images.filter((row) => !row.pinned)[index]!.id;
const pinned = (state: LocalProfileState) => state.images.find((row) => row.pinned)!.id;

const STEPS: Step<LocalProfileState>[] = [
  ['local-profile.listLocalProfileImages', () => ({ path: { id }, query: { size: 10 } })],
  [
    'local-profile.listLocalProfileImages',
    (state) => ({
      path: { id },
      query: { size: 5, cursor: String(unpinned(state, 2)), tagId: 1, sourceType: 'USER_REVIEW' },
    }),
  ],
  ['local-profile.addLocalProfileImages', () => ({ path: { id }, body: { pictureIds: [424242] } })],
  ['local-profile.getLocalProfileImagesInfo', () => ({ path: { id } })],
  ['local-profile.pinLocalProfileImages', (state) => ({ path: { id }, body: { lpImageIds: [unpinned(state)] } })],
  ['local-profile.unpinLocalProfileImages', (state) => ({ path: { id }, body: { lpImageIds: [pinned(state)] } })],
  ['local-profile.getLocalProfileImageTags', (state) => ({ path: { id, imageId: state.images[0]!.id } })],
  [
    'local-profile.updateLocalProfileImageTags',
    (state) => ({ path: { id, imageId: state.images[0]!.id }, body: { tagIds: [1, 3] } }),
  ],
  [
    'local-profile.deleteLocalProfileImage',
    (state) => ({ path: { id, imageId: state.images[1]!.id }, body: { reason: '매장과 관계없는 사진이에요.' } }),
  ],
  [
    'local-profile.deleteLocalProfileImages',
    (state) => ({ path: { id }, body: { lpImageIds: [state.images[2]!.id, state.images[3]!.id] } }),
  ],
];

describe('local-profile mock responses', () => {
  expectEveryOperationAnswers('local-profile', STEPS, {
    stateOf: () => mockRuntime.db.state.localProfile,
    accountId: DEMO_ACCOUNT_IDS.active,
  });

  it('answers the documented errors with a valid ErrorBody', async () => {
    const state = mockRuntime.db.state.localProfile;
    const errors: [OperationKey, OperationArgs, number, number?][] = [
      ['local-profile.listLocalProfileImages', { path: { id } }, 404, DEMO_ACCOUNT_IDS.inspection],
      ['local-profile.getLocalProfileImagesInfo', { path: { id: 1 } }, 404],
      ['local-profile.getLocalProfileImageTags', { path: { id, imageId: 1 } }, 404],
      ['local-profile.listLocalProfileImages', { path: { id }, query: { sourceType: 'UNKNOWN' } }, 400],
      [
        'local-profile.pinLocalProfileImages',
        { path: { id }, body: { lpImageIds: [unpinned(state, 0), unpinned(state, 1)] } },
        409,
      ],
      ['local-profile.pinLocalProfileImages', { path: { id }, body: { lpImageIds: [1, 2, 3] } }, 400],
      [
        'local-profile.addLocalProfileImages',
        { path: { id }, body: { pictureIds: [state.images[0]!.pictureId] } },
        409,
      ],
      ['local-profile.unpinLocalProfileImages', { path: { id }, body: { lpImageIds: [1] } }, 404],
      ['local-profile.deleteLocalProfileImages', { path: { id }, body: { lpImageIds: [1] } }, 404],
      [
        'local-profile.deleteLocalProfileImage',
        { path: { id, imageId: state.images[0]!.id }, body: { reason: '' } },
        400,
      ],
      [
        'local-profile.updateLocalProfileImageTags',
        { path: { id, imageId: state.images[0]!.id }, body: { tagIds: [7] } },
        400,
      ],
    ];
    for (const [key, args, status, accountId] of errors) {
      const result = await answer(key, args, accountId ?? DEMO_ACCOUNT_IDS.active);
      expect({ key, status: result.status }).toEqual({ key, status });
      expect({ key, problems: await validateResponse(key, status, result.body) }).toEqual({ key, problems: [] });
    }
  });
});
