/**
 * What antd's shared form modules take from `@rc-component/form`, without its index (issue 42):
 * `antd/es/form/context.js` (imported by Input, Select, Radio, Checkbox…) needs `FormProvider` and
 * `antd/es/form/hooks/useForm.js` (imported by Radio for a helper) names `useForm`. The index's body
 * hangs Field, List and useForm on its default export, so importing it kept all of the form library
 * (≈12 KB gzip) on every screen. The same modules as the index's, so antd's Form shares their contexts.
 * Resolved for those two importers by scripts/build/antd-form-parts.ts.
 */
export { FormProvider } from '@rc-component/form/es/FormContext';
export { default as useForm } from '@rc-component/form/es/hooks/useForm';
