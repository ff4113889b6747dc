/** Themed primitives every feature builds on. */
export { Button, type ButtonProps, type ButtonVariant } from './lib/button/button';
export { NoticePage, type NoticePageProps } from './lib/notice-page/notice-page';
