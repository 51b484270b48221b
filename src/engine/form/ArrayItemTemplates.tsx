/**
 * How a form shows the items of a list (옵션 항목) and the buttons around them: each item is a
 * box titled "항목 1", "항목 2"… with its own quiet 위로 / 아래로 / 삭제; the add button and an
 * optional group's 입력하기 / 입력 안 함 carry their text, not only an icon and a tooltip. An item
 * the list cannot lose (it is at its `minItems`) offers no 삭제.
 */
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  getUiOptions,
  TranslatableString,
  type ArrayFieldItemTemplateProps,
  type IconButtonProps,
  type OptionalDataControlsTemplateProps,
} from '@rjsf/utils';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { palette } from '@/lib/palette';
import type { ListUiOptions } from './ui-schema';

/** What an item's box or row says about itself: its name ("항목 2"), and which buttons it offers. */
export function itemControls({
  buttonsProps,
  index,
  totalItems,
  parentUiSchema,
  registry,
}: ArrayFieldItemTemplateProps) {
  const { minItems = 0 } = getUiOptions(parentUiSchema) as ListUiOptions;
  const t = (key: TranslatableString) => registry.translateString(key);
  return {
    ...buttonsProps,
    t,
    title: `${t(TranslatableString.ArrayItemTitle)} ${index + 1}`,
    titleId: `${buttonsProps.fieldPathId.$id}__item-title`,
    locked: Boolean(buttonsProps.disabled || buttonsProps.readonly),
    /** An item the list cannot lose (it is at its `minItems`) offers no 삭제. */
    removable: buttonsProps.hasRemove && totalItems > minItems,
  };
}

export function ArrayItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { hasMoveUp, hasMoveDown, onMoveUpItem, onMoveDownItem, onRemoveItem, t, title, titleId, locked, removable } =
    itemControls(props);
  const moves = [
    {
      icon: <ArrowUpOutlined aria-hidden />,
      text: messages.form.itemUp,
      name: TranslatableString.MoveUpButton,
      can: hasMoveUp,
      onClick: onMoveUpItem,
    },
    {
      icon: <ArrowDownOutlined aria-hidden />,
      text: messages.form.itemDown,
      name: TranslatableString.MoveDownButton,
      can: hasMoveDown,
      onClick: onMoveDownItem,
    },
  ];
  return (
    <div
      role="group"
      aria-labelledby={titleId}
      style={{ background: palette.greyBackground, borderRadius: 8, padding: '12px 16px 0', marginBottom: 12 }}
    >
      <Flex justify="space-between" align="center" gap={8} wrap style={{ marginBottom: 8 }}>
        <h6 id={titleId} style={{ margin: 0, fontSize: 14, fontWeight: 600 }}>
          {title}
        </h6>
        <Flex gap={4}>
          {hasMoveUp || hasMoveDown
            ? moves.map((move) => (
                <ItemButton
                  key={move.text}
                  icon={move.icon}
                  text={move.text}
                  name={`${title} ${t(move.name)}`}
                  disabled={locked || !move.can}
                  onClick={move.onClick}
                />
              ))
            : null}
          {removable ? (
            <ItemButton
              icon={<DeleteOutlined aria-hidden />}
              text={t(TranslatableString.RemoveButton)}
              name={`${title} ${t(TranslatableString.RemoveButton)}`}
              disabled={locked}
              onClick={onRemoveItem}
            />
          ) : null}
        </Flex>
      </Flex>
      {props.children}
    </div>
  );
}

/** A quiet text button of an item's box; its name adds the item ("항목 2 삭제"). */
function ItemButton({
  icon,
  text,
  name,
  disabled,
  onClick,
}: {
  readonly icon: ReactNode;
  readonly text: string;
  readonly name: string;
  readonly disabled: boolean;
  readonly onClick: () => void;
}) {
  return (
    <Button size="small" type="text" icon={icon} disabled={disabled} onClick={onClick} aria-label={name}>
      {text}
    </Button>
  );
}

/** 항목 추가 under a list (and the add button of open-ended objects), with its text on it. */
/** A list's add button; `ui:options.addText` says what it adds (옵션 추가), else 항목 추가. */
export function AddButton({ id, className, onClick, disabled, registry, uiSchema }: IconButtonProps) {
  const addText = (uiSchema?.['ui:options'] as { addText?: unknown } | undefined)?.addText;
  return (
    <Button id={id} className={className} onClick={onClick} disabled={disabled} icon={<PlusOutlined aria-hidden />}>
      {typeof addText === 'string' ? addText : registry.translateString(TranslatableString.AddItemButton)}
    </Button>
  );
}

/** 입력하기 / 입력 안 함 beside an optional group's title (e.g. 메뉴 할인), as text buttons. */
export function OptionalDataControls({ id, label, onAddClick, onRemoveClick }: OptionalDataControlsTemplateProps) {
  if (onAddClick)
    return (
      <Button id={id} size="small" icon={<PlusOutlined aria-hidden />} onClick={onAddClick}>
        {label}
      </Button>
    );
  if (onRemoveClick)
    return (
      <Button id={id} size="small" type="text" onClick={onRemoveClick}>
        {label}
      </Button>
    );
  return (
    <em id={id} className="muted">
      {label}
    </em>
  );
}
