import type { components } from '@generated/openapi/local-profile';

type Schemas = components['schemas'];
/** Stored rows change what the API shows as read-only (pins, tags). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

export type ImageTagId = Schemas['LocalProfileImageTagId'];
export type ImageSourceType = Schemas['LocalProfileImageSourceType'];

/** A local profile image as stored: tags by id, named on read. */
export type LocalProfileImageRow = Writable<Omit<Schemas['LocalProfileImage'], 'tags'>> & {
  localProfileId: number;
  tagIds: ImageTagId[];
};

/** An image taken off a profile one at a time, with the reason the business gave. */
export interface LocalProfileImageDeletion {
  imageId: number;
  localProfileId: number;
  reason: string;
  deletedAt: string;
}

export interface LocalProfileState {
  /** The one local profile of each business account (key: account id). */
  profileIdByAccount: Record<string, number>;
  images: LocalProfileImageRow[];
  deletions: LocalProfileImageDeletion[];
}
