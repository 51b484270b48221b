import type { components } from '@generated/openapi/branch';

type Schemas = components['schemas'];
/** Stored rows change what the API shows as read-only (ids, counts, timestamps). */
type Writable<T> = { -readonly [K in keyof T]: T[K] };

export type BranchStatus = Schemas['BranchStatus'];
export type BranchFailureReason = Schemas['BranchRegistrationFailureReason'];

/** A branch as stored: its status is derived on read from `closed` and the linked local profile. */
export type BranchRow = Writable<Omit<Schemas['Branch'], 'status'>> & {
  closed: boolean;
};

/** One line of an uploaded branch file (header excluded). */
export interface BranchFileLine {
  originBranchId: string;
  branchName: string;
  /** The line's row as Excel numbers it in the merchant's file: what a failure is named by. */
  rowNumber: number;
}

/** A bulk registration as stored: the record the API shows plus the brand and the uploaded lines. */
export type BranchRegistrationRow = Writable<Schemas['BranchRegistration']> & {
  brandBusinessAccountId: number;
  lines: BranchFileLine[];
};

export interface BranchState {
  /** Business accounts that are brands and so may register branches. */
  brandAccountIds: number[];
  branches: BranchRow[];
  registrations: BranchRegistrationRow[];
}
