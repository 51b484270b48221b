/**
 * How a value of each field kind reads on screen (table cells, detail descriptions).
 * One row per kind; a new kind is a new row.
 */
import { Tag } from 'antd';
import type { ReactNode } from 'react';
import {
  formatDate,
  formatDateTime,
  formatDeadline,
  formatNumber,
  formatPhone,
  formatWon,
  plainText,
} from '@/lib/format';
import { messages } from '@/lib/messages';
import { palette } from '@/lib/palette';
import { enumLabel } from '../schema/describe-fields';
import type { FieldDescriptor, FieldKind } from '../schema/field';
import { enumTone } from './enum-tone';
import { useReferenceOptions } from './use-reference-options';

export type DisplayMode = 'cell' | 'block';
type Renderer = (value: unknown, field: FieldDescriptor, mode: DisplayMode) => ReactNode;

const EMPTY = (
  <span className="muted" aria-label="없음">
    –
  </span>
);

export const displayRenderers: Record<FieldKind, Renderer> = {
  text: (value) => String(value),
  longText: (value, _field, mode) =>
    mode === 'cell' ? (
      <span className="cell-ellipsis" title={String(value)}>
        {String(value)}
      </span>
    ) : (
      <p className="pre-wrap">{String(value)}</p>
    ),
  number: (value) => formatNumber(Number(value)),
  money: (value) => formatWon(Number(value)),
  percent: (value) => `${formatNumber(Number(value))}%`,
  boolean: (value) => (value ? messages.common.yes : messages.common.no),
  enum: (value, field) => <Tag color={enumTone(value)}>{enumLabel(field, value)}</Tag>,
  dateTime: (value) => <time dateTime={String(value)}>{formatDateTime(String(value))}</time>,
  deadline: (value) => <time dateTime={String(value)}>{formatDeadline(String(value))}</time>,
  date: (value) => <time dateTime={String(value)}>{formatDate(String(value))}</time>,
  url: (value) => (
    <a href={String(value)} target="_blank" rel="noopener noreferrer">
      {String(value)}
    </a>
  ),
  phone: (value) => <a href={`tel:${String(value).replace(/[^0-9+]/g, '')}`}>{formatPhone(String(value))}</a>,
  image: (value, field, mode) =>
    typeof value === 'string' ? (
      <img
        src={value}
        alt={field.title}
        loading="lazy"
        width={mode === 'cell' ? 48 : 120}
        height={mode === 'cell' ? 48 : 120}
        style={{ objectFit: 'cover', borderRadius: 6, background: palette.greyBackground }}
      />
    ) : (
      String(value)
    ),
  imageList: (value) => `${formatNumber((value as unknown[]).length)}장`,
  reference: (value, field) => <ReferenceLabels field={field} values={[value]} />,
  referenceList: (value, field) => <ReferenceLabels field={field} values={value as unknown[]} />,
  list: (value) => summarizeList(value as unknown[]),
  itemTable: (value) => summarizeList(value as unknown[]),
  object: (value) => summarizeObject(value),
};

/** No value to show: nothing, an empty text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

export function renderValue(value: unknown, field: FieldDescriptor | undefined, mode: DisplayMode = 'cell'): ReactNode {
  if (isEmptyValue(value)) return EMPTY;
  if (!field) return typeof value === 'object' ? summarizeObject(value) : plainText(value);
  return displayRenderers[field.kind](value, field, mode);
}

function ReferenceLabels({ field, values }: { readonly field: FieldDescriptor; readonly values: readonly unknown[] }) {
  const { options } = useReferenceOptions(field.ref);
  return (
    <>
      {values.map((value) => (
        <Tag key={String(value)}>{options.find((option) => option.value === value)?.label ?? String(value)}</Tag>
      ))}
    </>
  );
}

function summarizeList(items: readonly unknown[]): string {
  const names = items
    .map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>).name : item))
    .filter((name) => typeof name === 'string');
  return names.length === items.length ? names.join(', ') : `${formatNumber(items.length)}개`;
}

function summarizeObject(value: unknown): string {
  if (typeof value !== 'object' || value === null) return String(value);
  return Object.values(value as Record<string, unknown>)
    .filter((part) => typeof part === 'string' || typeof part === 'number')
    .join(' · ');
}
