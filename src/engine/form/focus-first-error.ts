/**
 * The focus after a refused save goes to the first field in error as the form draws it. rjsf's own
 * focusOnFirstError takes the first issue ajv reports, which follows the schema's `required` list
 * and puts a sub-form's issues last: the product form focused 재고 with 상품 이름 empty above it.
 */
const FOCUSABLE =
  'input:not([type="hidden"]):not([disabled]), textarea:not([disabled]), button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusFirstFieldInError(form: HTMLElement | null): void {
  // rjsf calls this before it draws the errors: look once they are in the page.
  setTimeout(() => {
    const field = form?.querySelector('.ant-form-item-has-error');
    const control = field?.querySelector<HTMLElement>(FOCUSABLE);
    control?.focus();
  }, 0);
}
