/**
 * List columns for status pickers declared with `column: true` (a menu's 판매 상태): the picker
 * in a column titled by its label, with the row's note, if any, under it and describing it.
 */
import type { TableColumnsType } from 'antd';
import { SelectAction } from '../actions/SelectAction';
import { idOf } from '../resource/record';
import type { ListDef, ResourceDef, SelectActionDef } from '../resource/types';

export function selectActionColumns(
  resource: ResourceDef,
  def: ListDef,
  recordLabel: (row: object) => string,
): TableColumnsType<object> {
  return def.rowActions
    .filter((action): action is SelectActionDef => action.kind === 'select' && Boolean(action.column))
    .map((action) => ({
      key: `__select-${action.field}`,
      title: action.label,
      render: (_: unknown, row: object) => {
        const id = idOf(resource, row);
        const note = action.note?.(row);
        const noteId = `${resource.name}-${String(id)}-${action.field}-note`;
        return (
          <div className="list-cell">
            <SelectAction
              action={action}
              row={row}
              id={id}
              recordLabel={recordLabel(row)}
              {...(note ? { describedBy: noteId } : {})}
            />
            {note ? (
              <div id={noteId} className="muted" style={{ marginTop: 4, fontSize: 12 }}>
                {note}
              </div>
            ) : null}
          </div>
        );
      },
    }));
}
