/** Themed primitives every feature builds on. */
export { Button } from './lib/button/button';
export { VENDOR_FRAME_SANDBOX } from './lib/common/vendor-frame';
export { ButtonLink } from './lib/button/button-link';
export { busyButton } from './lib/button/busy';
export { busyLook } from './lib/button/busy-look';
export { NoticePage } from './lib/notice-page/notice-page';
export { PagePlaceholder } from './lib/page-placeholder/page-placeholder';
export { DEFAULT_MODAL_SIZE, DIALOG_WIDTH } from './lib/modal/modal';
export { ModalProvider, useModals, type ModalBodyProps, type ModalControls, type ModalRegistry } from './lib/modal/modal-provider';
export { AboveModals } from './lib/modal/above-modals';
export { tabbableIn } from './lib/modal/focus';
export { ConfirmBody } from './lib/modal/confirm-body';
export { WarningDialog } from './lib/warning-dialog/warning-dialog';
export { CenterShell } from './lib/center-shell/center-shell';
export { lazyModalBody } from './lib/modal/lazy-modal-body';
export { lazyRetrying } from './lib/lazy/lazy-retrying';
export { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './lib/lazy/load-chunk';
export { RetryBoundary } from './lib/lazy/retry-boundary';
export { SafeHtml } from './lib/safe-html/safe-html';
export { SafeHtmlImageHosts } from './lib/safe-html/safe-html-context';
export { TextField, PasswordField, type TextFieldProps } from './lib/text-field/text-field';
export { FieldError } from './lib/common/field';
export { PaymentPasswordField, PAYMENT_PASSWORD_AUTOCOMPLETE, PAYMENT_PASSWORD_FIELD } from './lib/text-field/payment-password-field';
export { Checkbox } from './lib/checkbox/checkbox';
export { Select } from './lib/select/select';
export { AmountInput } from './lib/amount-input/amount-input';
export { checkAmount, formatDecimal, latinDigits, parseAmount } from './lib/amount-input/amount';
export { Tabs } from './lib/tabs/tabs';
export { ChipLinks, Chips, chosenLook, ToggleChips } from './lib/chips/chips';
export { Card } from './lib/card/card';
export { RecordTable, type RecordColumn } from './lib/record-table/record-table';
export { Pager, NOTICES_PER_PAGE, noticePageCount, noticesOnPage, pageOfNotice, useNoticeHeadingFocus } from './lib/pager/pager';
export { ListDetail, PickList } from './lib/pick-list/pick-list';
export { DateRangePicker } from './lib/date-range/date-range-picker';
export { isCompleteRange, presetRange, type DateRange, type DateRangePeriod, type DateRangePreset } from './lib/date-range/date-range';
export { Skeleton } from './lib/feedback/skeleton';
export { CallFailure, EmptyState, ErrorState, ErrorActionsContext, siteAction, type ErrorActionHandlers } from './lib/feedback/states';
export { FailureMessage, QueryView, SkeletonRows, useFocusAfterRetryIn } from './lib/feedback/query-view';
export { DoneLine } from './lib/feedback/done-line';
export { Badge, type BadgeTone } from './lib/badge/badge';
export { Icon, Bell, ChevronLeft, Copy, Eye, EyeOff, Sparkles, Trophy, Wallet, X, type IconComponent } from './lib/icons/icons';
export { Carousel } from './lib/carousel/carousel';
export { Ticker } from './lib/ticker/ticker';
export { Drawer } from './lib/drawer/drawer';
export { LanguageSwitcher } from './lib/language-switcher/language-switcher';
export { GlobalStyle } from './lib/global-style/global-style';
export { afterFirstScreen, holdFirstScreenUntil, useAfterFirstScreen } from './lib/common/first-screen';
export { isPreloaded, preloadImage } from './lib/common/preload-image';
export {
  bareList,
  controlBox,
  focusRing,
  focusRingReach,
  focusRingRoom,
  insetFocusRing,
  lineInOwnDirection,
  mirroredInRtl,
  ringOutline,
  snapOffUnderKeyboard,
  visuallyHidden,
  VisuallyHidden,
} from './lib/common/styles';
export { forTheEyeOnly } from './lib/common/eye-only';
export { isFocusLost } from './lib/common/focus-lost';
export { useFocusAfterRetry, type CallShown } from './lib/common/focus-after-retry';
export { useCloseOnPressOutside } from './lib/common/press-outside';
export { QR_CODE, qrCodeColors } from './lib/common/qr-colors';
export { QrFrame } from './lib/common/qr-frame';
export { useCopyOutcome } from './lib/clipboard/use-copy-outcome';
export { CopyButton, CopyOutcomeNote } from './lib/clipboard/copy-button';
export { focusInView, takenFocus, useTakeFocus } from './lib/common/take-focus';
export { useTriedSubmit } from './lib/common/tried-submit';
export { useSelectedInView } from './lib/common/selected-in-view';
export { keepKeyboardFocusInView } from './lib/common/keep-focus-in-view';
export { useDebounced } from './lib/common/use-debounced';
