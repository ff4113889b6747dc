import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import { X } from 'lucide-react';
import { giveFocusBack, holdFocusIn, tabbableIn, trapTab } from '../modal/focus';
import { lockBodyScroll } from '../modal/scroll-lock';
import { focusRing } from '../common/styles';

/** Where the panel comes from: a side (logical, so it follows the reading direction) or the bottom. */
export type DrawerPlacement = 'start' | 'end' | 'bottom';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** The panel's heading and accessible name. */
  title: ReactNode;
  placement?: DrawerPlacement;
  children: ReactNode;
}

const Layer = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.drawer};
`;

const Scrim = styled.div`
  position: absolute;
  inset: 0;
  background: ${({ theme }) => theme.colors.scrim};
`;

const placements = {
  start: css`
    inset-block: 0;
    inset-inline-start: 0;
    padding-block: env(safe-area-inset-top) env(safe-area-inset-bottom);
    inline-size: min(${({ theme }) => theme.size.sheet}, ${({ theme }) => theme.layout.drawerReach});
  `,
  end: css`
    inset-block: 0;
    inset-inline-end: 0;
    padding-block: env(safe-area-inset-top) env(safe-area-inset-bottom);
    inline-size: min(${({ theme }) => theme.size.sheet}, ${({ theme }) => theme.layout.drawerReach});
  `,
  bottom: css`
    inset-inline: 0;
    inset-block-end: 0;
    max-block-size: ${({ theme }) => theme.layout.sheetReach};
    border-start-start-radius: ${({ theme }) => theme.radius.lg};
    border-start-end-radius: ${({ theme }) => theme.radius.lg};
    padding-block-end: env(safe-area-inset-bottom);
  `,
};

const Panel = styled.div<{ $placement: DrawerPlacement }>`
  position: absolute;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  overflow: hidden;
  ${({ $placement }) => placements[$placement]}
  ${focusRing}
`;

const Head = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border-block-end: ${({ theme }) => `${theme.size.border} solid ${theme.colors.border}`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  font-family: ${({ theme }) => theme.fonts.display};
`;

const Close = styled.button`
  display: grid;
  place-items: center;
  min-inline-size: ${({ theme }) => theme.size.touch};
  min-block-size: ${({ theme }) => theme.size.touch};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  ${focusRing}
`;

const Body = styled.div`
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space.md};
`;

/**
 * A side drawer or a bottom sheet: modal (focus moves in and stays, the page behind does not
 * scroll), closed by its close button, Escape or a tap on the scrim; focus returns to the opener.
 */
export function Drawer({ open, onClose, title, placement = 'end', children }: DrawerProps) {
  const intl = useIntl();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement;
    const release = lockBodyScroll();
    const root = panel.current;
    const releaseFocus = root ? holdFocusIn(root) : undefined;
    if (root) (tabbableIn(root)[0] ?? root).focus({ preventScroll: true });
    return () => {
      release();
      // Closing under a modal (opened from it) leaves the focus in that modal. Unmounted open (the phone layout left),
      // its panel is still in the page here, holding the focus it is about to drop.
      if (releaseFocus?.() ?? true) giveFocusBack(opener, root);
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // Drawers and modals nest in React trees: the innermost layer answers the key alone.
    if (event.key === 'Escape') {
      event.stopPropagation();
      // An input method's Escape (229 where it ends the composition) drops its candidates, not the form.
      if (!event.nativeEvent.isComposing && event.keyCode !== 229) onClose();
    } else if (event.key === 'Tab' && panel.current) {
      event.stopPropagation();
      trapTab(event, panel.current);
    }
  };

  return createPortal(
    <Layer onKeyDown={onKeyDown}>
      <Scrim data-testid="drawer-scrim" onClick={onClose} />
      <Panel ref={panel} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} $placement={placement}>
        <Head>
          <Title id={titleId}>{title}</Title>
          <Close type="button" aria-label={intl.formatMessage({ id: 'ui.close' })} onClick={onClose}>
            <X aria-hidden focusable={false} />
          </Close>
        </Head>
        <Body>{children}</Body>
      </Panel>
    </Layer>,
    document.body,
  );
}
