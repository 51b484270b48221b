import type { RJSFSchema } from '@rjsf/utils';
import schema from '../../generated/forms/coupon/createCouponBox.json';
import { SchemaForm } from './schema-form';

export default function CouponForm() {
  return <SchemaForm schema={schema as RJSFSchema} />;
}
