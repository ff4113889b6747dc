/** Themed primitives every feature builds on. */
export { Button, type ButtonProps, type ButtonVariant } from './lib/button/button';
export { NoticePage, type NoticePageProps } from './lib/notice-page/notice-page';
export { PagePlaceholder, type PagePlaceholderProps } from './lib/page-placeholder/page-placeholder';
export { Modal, DEFAULT_MODAL_SIZE, DIALOG_WIDTH, type ModalProps, type ModalLifecycle } from './lib/modal/modal';
export {
  ModalProvider,
  useModals,
  type ModalBodyProps,
  type ModalControls,
  type ModalDefinition,
  type ModalRegistry,
} from './lib/modal/modal-provider';
export { ConfirmBody, type ConfirmBodyProps } from './lib/modal/confirm-body';
export { CenterShell, type CenterEntry, type CenterShellProps } from './lib/center-shell/center-shell';
export { lazyModalBody } from './lib/modal/lazy-modal-body';
export { SafeHtml, type SafeHtmlProps } from './lib/safe-html/safe-html';
export { SafeHtmlImageHosts } from './lib/safe-html/safe-html-context';
