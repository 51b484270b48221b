/** What deleting a display category does to its menus, said before it is done. */
import { formatNumber } from '@/lib/format';

export function categoryDeleteBody({ name, menuCount }: { readonly name: string; readonly menuCount: number }) {
  if (menuCount === 0) return <>메뉴가 없는 카테고리예요. 삭제하면 되돌릴 수 없어요.</>;
  return (
    <>
      <strong>{name}</strong>에 든 메뉴 <strong>{formatNumber(menuCount)}개</strong>는 지워지지 않고 남아요. 다른
      카테고리에 없는 메뉴는 카테고리가 없어져 손님에게 안 보여요. 삭제하면 되돌릴 수 없어요.
    </>
  );
}
