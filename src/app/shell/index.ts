export { ShellHeader, type ShellHeaderProps } from './ShellHeader';
export { ShellLayout } from './ShellLayout';
export type { HeaderNotification } from '@/api/header';
