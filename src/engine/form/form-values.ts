/**
 * What a form holds right now, for the parts of it that depend on other fields: a description
 * beside a field that shows a figure of its siblings (a sale price's discount rate), a field whose
 * sub-form depends on another field's value (a category's templates, `DependentField`). Provided
 * by `SchemaForm`; light (React only), so a resource may use it without loading the form library.
 *
 * @example
 * function DiscountNote() {
 *   const { price, salePrice } = useFormValues<{ price?: number; salePrice?: number }>();
 *   return <span>{discountRate(price, salePrice)}% 할인</span>;
 * }
 */
import { createContext, useContext } from 'react';

export const FormValuesContext = createContext<unknown>(undefined);

/** The form's current data (empty outside a form). */
export function useFormValues<T extends object = Record<string, unknown>>(): Partial<T> {
  const values = useContext(FormValuesContext);
  return typeof values === 'object' && values !== null ? values : {};
}

/** A dotted path's value in form data (`categoryId`, `delivery.type`). */
export function valueAtPath(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}
