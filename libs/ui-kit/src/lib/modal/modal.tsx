import { useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { X } from 'lucide-react';
import { focusRing, visuallyHidden } from '../common/styles';
import { giveFocusBack, holdFocusIn, trapTab, tabbableIn } from './focus';
import { lockBodyScroll } from './scroll-lock';

/** Spec §9: the default modal is 600 × 300; a dialog (confirmation, warning) is 400 wide. */
export const DEFAULT_MODAL_SIZE = { width: 600, height: 300 } as const;
export const DIALOG_WIDTH = 400;

/** Where the window sits on the screen: centred, or anchored at the top. */
export type ModalPlacement = 'center' | 'top';

/** Spec §4 modal lifecycle, in the order the hooks run. */
export interface ModalLifecycle {
  /** The modal is about to appear; nothing is in the page yet. */
  onBeforeOpen?: () => void;
  /** The modal is in the page, the body is fixed and focus is inside it. */
  onOpened?: () => void;
  /** The modal is about to go; it is still in the page. */
  onBeforeClose?: () => void;
  /** The modal is gone, the scroll position restored and focus returned. */
  onClosed?: () => void;
}

export interface ModalProps extends ModalLifecycle {
  open: boolean;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Asked to close by the close button, Escape or a click outside; the owner sets `open`. */
  onRequestClose: () => void;
  /** Spec §4: Escape and a click on the backdrop close the modal only where this is on. */
  clickToClose?: boolean;
  /** A modal the player must finish (a forced password change) has no close button. */
  closable?: boolean;
  width?: number;
  minHeight?: number;
  /** `top` anchors the window at the top of the screen instead of centring it: for a tall dialog whose content changes height (a center). */
  placement?: ModalPlacement;
  /** Shows the title to assistive technology only, for bodies with their own banner. */
  hideTitle?: boolean;
  /** `alertdialog` for a warning that interrupts the player (read out at once). */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that explains the dialog (a warning's message). */
  describedBy?: string;
  /** Where focus starts instead of the first control (a warning starts on its safe choice). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Closed for a page under it (a link): the focus goes to that page, not back to what opened the modal. */
  toPage?: boolean;
  children?: ReactNode;
}

// A flex layer with an auto-margined dialog: centred while it fits, scrollable from its top when
// it is taller than the window (grid centring would cut the top off out of reach).
const Layer = styled.div`
  position: fixed;
  inset: 0;
  /* Above the page's own layers (side bar, menus, floating notices, the drawer): nothing floats over a modal. */
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: flex;
  padding: ${({ theme }) => theme.space.md};
  overflow-y: auto;
`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  background: ${({ theme }) => theme.colors.scrim};
`;

const Dialog = styled.div<{ $width: number; $minHeight: number; $placement: ModalPlacement }>`
  position: relative;
  margin: auto;
  /* Anchored at the top, the window keeps its top edge as its content grows or shrinks. */
  ${({ $placement }) => $placement === 'top' && 'margin-block-start: 0;'}
  width: min(${({ $width }) => $width}px, 100%);
  min-height: ${({ $minHeight }) => $minHeight}px;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  ${focusRing}
`;

/**
 * The title and the close button stay at the screen's top while a dialog taller than the screen scrolls (a center on
 * a phone): the player can always see where they are and close it. It spans the dialog's padding, on its surface.
 */
const Head = styled.div`
  position: sticky;
  /* Its own block, so the title's bottom margin stays inside it, on its surface: let out, it left the head ending at
     the title's last line, and the content scrolling under it showed through there (a tab strip under the title). */
  display: flow-root;
  /* At the screen's very top, over the layer's padding, so nothing scrolls past above it. */
  inset-block-start: calc(-1 * ${({ theme }) => theme.space.md});
  z-index: ${({ theme }) => theme.zIndex.sticky};
  margin: calc(-1 * ${({ theme }) => theme.space.lg});
  margin-block-end: 0;
  padding: ${({ theme }) => theme.space.lg};
  padding-block-end: 0;
  /* The dialog's top corners only: stuck over the content, it would show that content through its lower corners. */
  border-start-start-radius: ${({ theme }) => theme.radius.md};
  border-start-end-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Title = styled.h2<{ $hidden: boolean }>`
  margin-block: 0 ${({ theme }) => theme.space.md};
  margin-inline: 0 ${({ theme }) => theme.space.xl};
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-family: ${({ theme }) => theme.fonts.display};
  ${({ $hidden }) => $hidden && visuallyHidden}
`;

const CloseButton = styled.button`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.sm};
  inset-inline-end: ${({ theme }) => theme.space.sm};
  display: grid;
  place-items: center;
  min-width: ${({ theme }) => theme.size.touch};
  min-height: ${({ theme }) => theme.size.touch};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSize.lg};
  cursor: pointer;
  ${focusRing}
`;

/** Keeps the newest callbacks without re-running the lifecycle when a parent re-renders. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}

/**
 * Unlocks the page and returns focus where it was, without scrolling: the page is back where the player left it.
 * A modal closing under another leaves the focus in the one on top.
 */
function giveBack(held: RefObject<{ release: () => boolean; returnFocusTo: Element | null } | null>) {
  if (!held.current) return;
  const { release, returnFocusTo } = held.current;
  held.current = null;
  if (release()) giveFocusBack(returnFocusTo);
}

/**
 * An accessible modal dialog (role="dialog", aria-modal, named by its title) with the spec §4
 * lifecycle: the body is fixed at the saved scroll position while it is open, focus moves inside,
 * Tab stays inside, and on close the scroll position and the focus are given back.
 */
export function Modal({
  open,
  title,
  onRequestClose,
  clickToClose = true,
  closable = true,
  width = DEFAULT_MODAL_SIZE.width,
  minHeight = DEFAULT_MODAL_SIZE.height,
  placement = 'center',
  hideTitle = false,
  role = 'dialog',
  describedBy,
  initialFocus,
  toPage = false,
  children,
  ...lifecycle
}: ModalProps) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const hooks = useLatest(lifecycle);
  const [shown, setShown] = useState(false);
  const held = useRef<{ release: () => boolean; returnFocusTo: Element | null } | null>(null);

  // open → before-open, then render; close → before-close while still rendered, then remove. The
  // hooks must run between two commits, so the state follows `open` from an effect on purpose.
  useLayoutEffect(() => {
    if (open && !shown) {
      hooks.current.onBeforeOpen?.();
      // eslint-disable-next-line react-hooks/set-state-in-effect -- before-open runs before the dialog enters the page
      setShown(true);
    } else if (!open && shown) {
      hooks.current.onBeforeClose?.();
      setShown(false);
    }
  }, [open, shown, hooks]);

  useLayoutEffect(() => {
    if (shown && !held.current) {
      const returnFocusTo = document.activeElement;
      const releaseScroll = lockBodyScroll();
      const dialog = dialogRef.current;
      const releaseFocus = dialog ? holdFocusIn(dialog) : undefined;
      held.current = {
        returnFocusTo,
        release: () => {
          releaseScroll();
          return releaseFocus?.() ?? true;
        },
      };
      if (dialog) (initialFocus?.current ?? tabbableIn(dialog)[0] ?? dialog).focus({ preventScroll: true });
      hooks.current.onOpened?.();
    } else if (!shown && held.current) {
      if (toPage) held.current.returnFocusTo = null;
      giveBack(held);
      hooks.current.onClosed?.();
    }
  }, [shown, hooks, initialFocus, toPage]);

  // Unmounted while open (its owner went away): still give the page, and the focus, back.
  useEffect(() => () => giveBack(held), []);

  if (!shown) return null;

  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    // Modals render inside each other's React trees: the innermost one answers the key alone.
    if (event.key === 'Escape') {
      event.stopPropagation();
      // An input method's Escape (229 where it ends the composition) drops its candidates, not the form.
      if (clickToClose && closable && !event.nativeEvent.isComposing && event.keyCode !== 229) onRequestClose();
    } else if (event.key === 'Tab' && dialogRef.current) {
      event.stopPropagation();
      trapTab(event, dialogRef.current);
    }
  };

  return createPortal(
    <Layer onKeyDown={onKeyDown}>
      <Backdrop data-testid="modal-backdrop" onClick={clickToClose && closable ? onRequestClose : undefined} />
      <Dialog
        ref={dialogRef}
        role={role}
        aria-describedby={describedBy}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        $width={width}
        $minHeight={minHeight}
        $placement={placement}
      >
        <Head>
          <Title id={titleId} $hidden={hideTitle}>
            {title}
          </Title>
          {closable && (
            <CloseButton type="button" aria-label={intl.formatMessage({ id: 'modal.close' })} onClick={onRequestClose}>
              <X aria-hidden focusable={false} />
            </CloseButton>
          )}
        </Head>
        {children}
      </Dialog>
    </Layer>,
    document.body,
  );
}
