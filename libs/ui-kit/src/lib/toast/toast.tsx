import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { focusRing } from '../common/styles';

/** Long enough to read two lines; errors stay until dismissed. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'info' | 'success' | 'danger';

export interface ToastOptions {
  message: ReactNode;
  tone?: ToastTone;
  /** Milliseconds; errors default to staying until dismissed. */
  duration?: number | null;
}

interface ShownToast extends Required<Pick<ToastOptions, 'message' | 'tone'>> {
  id: number;
  duration: number | null;
}

export interface ToastControls {
  show: (toast: ToastOptions) => number;
  dismiss: (id: number) => void;
}

const ToastContext = createContext<ToastControls | null>(null);

const Stack = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline: ${({ theme }) => theme.space.md};
  inset-block-end: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom));
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  pointer-events: none;
`;

const Card = styled.div<{ $tone: ToastTone }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  inline-size: min(${({ theme }) => theme.size.toast}, 100%);
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xs};
  border-inline-start: ${({ theme }) => theme.space.xs} solid
    ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors[$tone])};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};
  pointer-events: auto;

  > svg {
    flex: none;
    color: ${({ theme, $tone }) => ($tone === 'info' ? theme.colors.primary : theme.colors[$tone])};
  }
`;

const Message = styled.p`
  flex: 1;
  margin: 0;
`;

const Dismiss = styled.button`
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

const ICONS = { info: Info, success: CircleCheck, danger: CircleAlert } as const;

function Toast({ toast, onDismiss }: { toast: ShownToast; onDismiss: (id: number) => void }) {
  const intl = useIntl();
  const [held, setHeld] = useState(false);
  useEffect(() => {
    if (toast.duration === null || held) return undefined;
    const timer = window.setTimeout(() => onDismiss(toast.id), toast.duration);
    return () => window.clearTimeout(timer);
  }, [toast.id, toast.duration, held, onDismiss]);
  const Glyph = ICONS[toast.tone];
  return (
    <Card
      $tone={toast.tone}
      role={toast.tone === 'danger' ? 'alert' : 'status'}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <Glyph aria-hidden focusable={false} />
      <Message>{toast.message}</Message>
      <Dismiss type="button" aria-label={intl.formatMessage({ id: 'ui.toast.dismiss' })} onClick={() => onDismiss(toast.id)}>
        <X aria-hidden focusable={false} />
      </Dismiss>
    </Card>
  );
}

/**
 * Short messages at the bottom of the screen (above the phone's home bar): read out politely,
 * errors assertively; hovering or focusing one holds it.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ShownToast[]>([]);
  const nextId = useRef(1);
  const dismiss = useCallback((id: number) => setToasts((current) => current.filter((toast) => toast.id !== id)), []);
  const show = useCallback(({ message, tone = 'info', duration }: ToastOptions) => {
    const id = nextId.current++;
    const lasting = duration === undefined ? (tone === 'danger' ? null : TOAST_DURATION_MS) : duration;
    setToasts((current) => [...current, { id, message, tone, duration: lasting }]);
    return id;
  }, []);
  const controls = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  return (
    <ToastContext.Provider value={controls}>
      {children}
      <Stack>
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
        ))}
      </Stack>
    </ToastContext.Provider>
  );
}

/** Shows a toast from anywhere under `ToastProvider`. */
export function useToast(): ToastControls {
  const controls = useContext(ToastContext);
  if (!controls) throw new Error('useToast needs a ToastProvider above it');
  return controls;
}
