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
export { TextField, PasswordField, type TextFieldProps, type PasswordFieldProps } from './lib/text-field/text-field';
export { Select, type SelectOption, type SelectProps } from './lib/select/select';
export { AmountInput, type AmountInputProps } from './lib/amount-input/amount-input';
export {
  checkAmount,
  DEFAULT_AMOUNT_DECIMALS,
  formatDecimal,
  parseAmount,
  toMinorUnits,
  type AmountProblem,
} from './lib/amount-input/amount';
export { Checkbox, type CheckboxProps } from './lib/checkbox/checkbox';
export { Tabs, type TabItem, type TabsProps } from './lib/tabs/tabs';
export { Chips, type ChipOption, type ChipsProps } from './lib/chips/chips';
export { Card, type CardProps } from './lib/card/card';
export { RecordTable, type RecordColumn, type RecordTableProps } from './lib/record-table/record-table';
export { Pager, type PagerProps } from './lib/pager/pager';
export { DateRangePicker, type DateRangePickerProps } from './lib/date-range/date-range-picker';
export {
  DATE_RANGE_PERIODS,
  DATE_RANGE_PRESETS,
  DAY_PATTERN,
  periodRange,
  presetRange,
  type DateRange,
  type DateRangePeriod,
  type DateRangePreset,
} from './lib/date-range/date-range';
export { Skeleton, type SkeletonProps } from './lib/feedback/skeleton';
export {
  EmptyState,
  ErrorState,
  ErrorActionsContext,
  type EmptyStateProps,
  type ErrorStateProps,
  type ErrorStateAction,
  type ErrorActionHandlers,
} from './lib/feedback/states';
export { Badge, type BadgeProps, type BadgeTone } from './lib/badge/badge';
export * from './lib/icons/icons';
export { GameTile, GameTileSkeleton, GAME_TILE_ASPECT_RATIO, type GameTileProps } from './lib/game-tile/game-tile';
export { Carousel, CAROUSEL_INTERVAL_MS, type CarouselProps } from './lib/carousel/carousel';
export { Ticker, type TickerItem, type TickerProps } from './lib/ticker/ticker';
export { ToastProvider, useToast, TOAST_DURATION_MS, type ToastControls, type ToastOptions, type ToastTone } from './lib/toast/toast';
export { WarningDialog, type WarningDialogProps } from './lib/warning-dialog/warning-dialog';
export { Drawer, type DrawerPlacement, type DrawerProps } from './lib/drawer/drawer';
export { usePrefersReducedMotion } from './lib/common/reduced-motion';
export { LanguageSwitcher } from './lib/language-switcher/language-switcher';
export { GlobalStyle } from './lib/global-style/global-style';
