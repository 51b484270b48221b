/**
 * Filters of a list, one per declared query parameter; label and input come from the parameter's
 * schema (enum → select with Korean labels, text → search box, reference → select).
 */
import { Button, Flex, Input, Select } from 'antd';
import { useState, type ReactNode } from 'react';
import type { ParameterDetail } from '@/api/operations';
import { messages } from '@/lib/messages';
import { fieldAt } from '../schema/describe-fields';
import { useReferenceOptions, type ReferenceOption } from '../fields/use-reference-options';
import type { FieldDescriptor } from '../schema/field';
import type { FilterOptionDef } from '../resource/types';

export interface FilterBarProps {
  readonly names: readonly string[];
  readonly parameter: (name: string) => ParameterDetail | undefined;
  readonly values: Readonly<Record<string, string>>;
  readonly onChange: (values: Record<string, string>) => void;
  /** Labels where they differ from the schema's titles. */
  readonly options?: Readonly<Record<string, FilterOptionDef>>;
  /** Shown after the filters (a list's order select). */
  readonly extra?: ReactNode;
}

export function FilterBar({ names, parameter, values, onChange, options = {}, extra }: FilterBarProps) {
  if (names.length === 0 && !extra) return null;
  const set = (name: string, value: string | undefined) => {
    const next = { ...values };
    if (value === undefined || value === '') delete next[name];
    else next[name] = value;
    onChange(next);
  };
  const active = Object.keys(values).length > 0;
  return (
    <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }} role="search">
      {names.map((name) => {
        const param = parameter(name);
        if (!param) return null;
        const title = options[name]?.title;
        const schema = title ? { ...param.schema, title } : param.schema;
        const field = fieldAt({ type: 'object', properties: { [name]: schema } }, name)!;
        return <FilterInput key={name} field={field} value={values[name]} onChange={(value) => set(name, value)} />;
      })}
      {extra}
      {active ? (
        <Button type="link" onClick={() => onChange({})}>
          {messages.common.resetFilters}
        </Button>
      ) : null}
    </Flex>
  );
}

function FilterInput({ field, value, onChange }: FilterInputProps) {
  if (field.kind === 'enum') {
    const values = (field.schema.enum as string[]) ?? [];
    return (
      <FilterSelect
        field={field}
        value={value}
        onChange={onChange}
        options={values.map((item) => ({ value: item, label: field.enumLabels?.[item] ?? item }))}
      />
    );
  }
  if (field.kind === 'reference') return <ReferenceFilter field={field} value={value} onChange={onChange} />;
  if (field.kind === 'boolean') {
    const options = [
      { value: 'true', label: messages.common.yes },
      { value: 'false', label: messages.common.no },
    ];
    return <FilterSelect field={field} value={value} onChange={onChange} options={options} />;
  }
  // Keyed by the applied value: a reset or back-navigation restarts the draft from the URL.
  return <SearchFilter key={value ?? ''} field={field} value={value} onChange={onChange} />;
}

interface FilterInputProps {
  readonly field: FieldDescriptor;
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}

/** A clearable select whose placeholder and accessible name are the field's label; values are URL strings. */
function FilterSelect({
  field,
  value,
  onChange,
  options,
  loading,
}: FilterInputProps & { readonly options: readonly ReferenceOption[]; readonly loading?: boolean }) {
  const typed =
    options.some((option) => typeof option.value === 'number') && value !== undefined ? Number(value) : value;
  return (
    <Select
      allowClear
      placeholder={field.title}
      aria-label={field.title}
      loading={loading ?? false}
      value={typed}
      onChange={(next: string | number | undefined) => onChange(next === undefined ? undefined : String(next))}
      options={[...options]}
      style={{ minWidth: 140 }}
    />
  );
}

function SearchFilter({
  field,
  value,
  onChange,
}: {
  readonly field: FieldDescriptor;
  readonly value: string | undefined;
  readonly onChange: (value: string | undefined) => void;
}) {
  const [draft, setDraft] = useState(value ?? '');
  // antd's Search ignores Enter while a Korean syllable is being composed.
  return (
    <Input.Search
      allowClear
      placeholder={`${field.title} ${messages.common.search}`}
      aria-label={field.title}
      value={draft}
      maxLength={typeof field.schema.maxLength === 'number' ? field.schema.maxLength : undefined}
      onChange={(event) => setDraft(event.target.value)}
      onSearch={(text) => onChange(text.trim() || undefined)}
      style={{ width: 240 }}
    />
  );
}

function ReferenceFilter(props: FilterInputProps) {
  const { options, isLoading } = useReferenceOptions(props.field.ref);
  return <FilterSelect {...props} options={options} loading={isLoading} />;
}
