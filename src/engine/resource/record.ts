/** Reading values out of records by dotted paths. */
import { readPath } from '@/api/envelope';
import type { ResourceDef } from './types';

export function valueAt(record: unknown, path: string): unknown {
  return readPath(record, path);
}

/** A value as a short label (strings and numbers), else the fallback. */
export function labelOf(value: unknown, fallback: string): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;
}

export function idOf(resource: ResourceDef, record: unknown): string | number {
  return valueAt(record, resource.idField) as string | number;
}
