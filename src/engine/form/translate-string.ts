/** rjsf's built-in texts (buttons, array items) in Korean. */
import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

const KOREAN: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: '항목',
  [TranslatableString.EmptyArray]: '아직 항목이 없어요. 아래 버튼으로 추가해 주세요.',
  [TranslatableString.YesLabel]: '예',
  [TranslatableString.NoLabel]: '아니요',
  [TranslatableString.CloseLabel]: '닫기',
  [TranslatableString.ErrorsLabel]: '확인할 항목',
  [TranslatableString.AddButton]: '추가',
  [TranslatableString.AddItemButton]: '항목 추가',
  [TranslatableString.CopyButton]: '복사',
  [TranslatableString.MoveDownButton]: '아래로 옮기기',
  [TranslatableString.MoveUpButton]: '위로 옮기기',
  [TranslatableString.RemoveButton]: '삭제',
  [TranslatableString.NowLabel]: '지금',
  [TranslatableString.ClearLabel]: '지우기',
  [TranslatableString.AriaDateLabel]: '날짜 선택',
  [TranslatableString.ClearButton]: '입력 지우기',
  [TranslatableString.OptionalObjectAdd]: '입력하기',
  [TranslatableString.OptionalObjectRemove]: '입력 안 함',
  [TranslatableString.OptionalObjectEmptyMsg]: '입력하지 않았어요.',
};

export function translateString(key: TranslatableString, params?: string[]): string {
  return KOREAN[key] ?? englishStringTranslator(key, params);
}
