/**
 * The store's 원산지 and 영양 정보 (spec 002 §3, `/profile/{baId}/pickup/menu/origin-nutrition`):
 * one document of the store, read by `GET` and saved whole by `PUT /api/v1/stores/ingredients`.
 * The way 영양 정보 is given decides its content field: a text box (글로 입력), the photo uploader
 * keeping the photo's address (사진으로 등록), or nothing (표시 안 함). The literal route wins over
 * the menu form's `/pickup/menu/:menuId` (react-router ranks a static segment first).
 */
import { paths } from '@/config/paths';
import { defineResource } from '@/engine/resource/define-resource';

type Nutrition = { readonly nutritionManageType: string; readonly nutrition?: string };

const CONTENT_WIDGET: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  IMAGE: { 'ui:widget': 'Image', 'ui:options': { purpose: 'pickup_menu' } },
  NONE: { 'ui:widget': 'hidden' },
};

export const pickupIngredientsResource = defineResource('pickup', (r) => ({
  name: 'pickupIngredients',
  label: '원산지·영양 정보',
  routes: { edit: paths.pickupArea.originNutrition },

  update: r.document('put', '/api/v1/stores/ingredients', {
    title: '원산지·영양 정보',
    description: '손님이 메뉴를 고를 때 보는 가게의 원산지와 영양 정보예요. 관계 법령에 맞게 정확히 적어 주세요.',
    load: '/api/v1/stores/ingredients',
    toFormData: (ingredients) => ingredients,
    fieldUi: { nutritionInfo: { 'ui:order': ['nutritionManageType', 'nutrition', '*'] } },
    dataUi: (ingredients): Readonly<Record<string, Readonly<Record<string, unknown>>>> => {
      const widget = CONTENT_WIDGET[ingredients.nutritionInfo?.nutritionManageType ?? ''];
      return widget ? { 'nutritionInfo.nutrition': widget } : {};
    },
    // Another way chosen: what was typed for the old one does not carry over; back to the saved
    // way, the saved content comes back.
    revise: (next, previous, saved) => {
      const mode = next.nutritionInfo?.nutritionManageType;
      if (!mode || mode === previous.nutritionInfo?.nutritionManageType) return next;
      const kept: Nutrition | undefined = saved.nutritionInfo;
      const nutrition = mode === kept?.nutritionManageType ? (kept.nutrition ?? '') : '';
      return { ...next, nutritionInfo: { nutritionManageType: mode, nutrition } };
    },
  }),
}));
