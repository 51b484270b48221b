/**
 * A list of small objects in a form (option items, pricing items, business hours) as a compact
 * editable table: one row per item (name | price | status | default | ↑ ↓ | 삭제), the column
 * titles once above the rows, and 항목 추가 under them. Each row is a group named "항목 N", each
 * cell keeps its own label (visually hidden: the column title says it) and its errors under it,
 * and the Tab order runs row by row, as it reads. ui-schema.ts picks it for the `itemTable` kind.
 * On a phone a row's cells stack, each with its own label drawn, and the column titles are not
 * drawn: four columns and the row's buttons left the name and the price 0 px wide in a 390 px drawer.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  buttonId,
  getUiOptions,
  titleId,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type ObjectFieldTemplateProps,
} from '@rjsf/utils';
import { Button, Flex } from 'antd';
import type { CSSProperties } from 'react';
import { usePhoneLayout } from '@/components/layout/use-media-query';
import { messages } from '@/lib/messages';
import { palette } from '@/lib/palette';
import { itemControls } from './ArrayItemTemplates';
import { SectionTitle } from './SectionTitle';
import type { ItemTableUiOptions } from './ui-schema';

/** The cells of a row, and the column titles above them, share one grid. */
const cellsStyle = (columns: string): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: columns,
  columnGap: 8,
  alignItems: 'start',
  flex: 1,
  minWidth: 0,
});

/** Room for a row's buttons (↑ ↓ 삭제, or 삭제 alone), the same in every row and in the titles. */
const buttonsWidth = (orderable: boolean) => (orderable ? 124 : 68);

const rowStyle: CSSProperties = { display: 'flex', gap: 8, alignItems: 'flex-start' };

/** The table: its title once (the fieldset's name), the column titles, the rows, 항목 추가. */
export function ItemTableTemplate({
  canAdd,
  disabled,
  readonly,
  fieldPathId,
  items,
  onAddClick,
  registry,
  required,
  schema,
  title,
  uiSchema,
}: ArrayFieldTemplateProps) {
  const uiOptions = getUiOptions(uiSchema);
  const { columnTitles = [], columns = '1fr', orderable = false } = uiOptions as unknown as ItemTableUiOptions;
  const headingId = titleId(fieldPathId);
  const phone = usePhoneLayout();
  return (
    <fieldset
      id={fieldPathId.$id}
      aria-labelledby={headingId}
      className={phone ? 'item-table item-table-stacked' : 'item-table'}
      style={{ border: 0, padding: 0, margin: '0 0 16px' }}
    >
      <SectionTitle
        id={headingId}
        title={uiOptions.title ?? title}
        required={required ?? false}
        schema={schema}
        uiSchema={uiSchema}
        registry={registry}
      />
      {items.length > 0 && !phone ? (
        // The cells' own labels name them for assistive technology; this row is for the eye.
        <div
          aria-hidden
          className="muted"
          style={{ ...rowStyle, fontSize: 12, padding: '0 0 4px', borderBottom: `1px solid ${palette.greyBackground}` }}
        >
          <div style={cellsStyle(columns)}>
            {columnTitles.map((column) => (
              <span key={column}>{column}</span>
            ))}
          </div>
          <span style={{ width: buttonsWidth(orderable), flex: 'none' }} />
        </div>
      ) : null}
      {items}
      {canAdd ? (
        <Button
          id={buttonId(fieldPathId, 'add')}
          type="text"
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled || readonly}
          onClick={onAddClick}
          style={{ marginTop: 4 }}
        >
          {typeof uiOptions.addText === 'string'
            ? uiOptions.addText
            : registry.translateString(TranslatableString.AddItemButton)}
        </Button>
      ) : null}
    </fieldset>
  );
}

/** One row: its cells (ItemTableCells) and its ↑ ↓ 삭제, named after the item ("항목 2 삭제"). */
export function ItemTableRowTemplate(props: ArrayFieldItemTemplateProps) {
  const { hasMoveUp, hasMoveDown, onMoveUpItem, onMoveDownItem, onRemoveItem, t, title, titleId, locked, removable } =
    itemControls(props);
  const { orderable = false } = getUiOptions(props.parentUiSchema) as unknown as ItemTableUiOptions;
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      className="item-table-row"
      style={{ ...rowStyle, paddingTop: 8, borderBottom: `1px solid ${palette.greyBackground}` }}
    >
      <span id={titleId} className="visually-hidden">
        {title}
      </span>
      <div style={{ flex: 1, minWidth: 0 }}>{props.children}</div>
      <Flex gap={2} style={{ paddingTop: 4, width: buttonsWidth(orderable), flex: 'none' }}>
        {orderable ? (
          <>
            <Button
              size="small"
              type="text"
              icon={<ArrowUpOutlined aria-hidden />}
              aria-label={`${title} ${t(TranslatableString.MoveUpButton)}`}
              disabled={locked || !hasMoveUp}
              onClick={onMoveUpItem}
            />
            <Button
              size="small"
              type="text"
              icon={<ArrowDownOutlined aria-hidden />}
              aria-label={`${title} ${t(TranslatableString.MoveDownButton)}`}
              disabled={locked || !hasMoveDown}
              onClick={onMoveDownItem}
            />
          </>
        ) : null}
        {removable ? (
          <Button
            size="small"
            type="text"
            icon={<DeleteOutlined aria-hidden />}
            aria-label={`${title} ${t(TranslatableString.RemoveButton)}`}
            disabled={locked}
            onClick={onRemoveItem}
          >
            {messages.common.delete}
          </Button>
        ) : null}
      </Flex>
    </div>
  );
}

/** An item's fields as the row's cells, on the titles' grid; hidden ones take no cell. */
export function ItemTableCellsTemplate({ properties, uiSchema }: ObjectFieldTemplateProps) {
  const { columns = '1fr' } = getUiOptions(uiSchema) as unknown as ItemTableUiOptions;
  const phone = usePhoneLayout();
  return (
    <div style={cellsStyle(phone ? 'minmax(0, 1fr)' : columns)}>
      {properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <div key={property.name} className="item-table-cell" style={{ minWidth: 0 }}>
            {property.content}
          </div>
        ))}
    </div>
  );
}
