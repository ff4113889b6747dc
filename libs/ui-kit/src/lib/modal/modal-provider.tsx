import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Modal, type ModalLifecycle, type ModalPlacement } from './modal';
import { ModalBodyBoundary } from './modal-body-boundary';

/** What a registered modal's body gets: its props and a way to close itself. */
export interface ModalBodyProps<P = Record<string, unknown>> {
  props: P;
  close: () => void;
}

/** One modal of the site, registered once by id (login, member center, …). */
export interface ModalDefinition<P = Record<string, unknown>> extends ModalLifecycle {
  /** Fixed, or worded by the props of each opening (a first login's welcome is not "welcome back"). */
  title: ReactNode | ((props: P) => ReactNode);
  render: (body: ModalBodyProps<P>) => ReactNode;
  /** Fixed, or decided by the props of each opening (a forced password change cannot be dismissed). */
  clickToClose?: boolean | ((props: P) => boolean);
  closable?: boolean | ((props: P) => boolean);
  width?: number;
  minHeight?: number;
  /** `top` for a tall modal whose content changes height, which would jump if re-centred. */
  placement?: ModalPlacement;
  hideTitle?: boolean;
}

// Props differ per modal; the registry is keyed by id and each body reads its own.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ModalRegistry = Record<string, ModalDefinition<any>>;

interface OpenModal {
  key: number;
  id: string;
  props: Record<string, unknown>;
  open: boolean;
  /** Closed by `closeAll`, for a page under it: the focus goes to the page. */
  toPage?: boolean;
}

export interface ModalControls {
  /** Opens a registered modal on top of any already open; opening one that is open updates its props. */
  open: (id: string, props?: Record<string, unknown>) => void;
  close: (id: string) => void;
  /** Closes every open modal the player may close (a forced password change stays): for a link to a page under them. */
  closeAll: () => void;
  isOpen: (id: string) => boolean;
}

const ModalContext = createContext<ModalControls | null>(null);

/** A registered option as this opening's props decide it (a forced password change cannot be dismissed). */
const decide = (option: boolean | ((props: Record<string, unknown>) => boolean) | undefined, props: Record<string, unknown>) =>
  typeof option === 'function' ? option(props) : option;

function sameProps(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.is(a[key], b[key]));
}

/**
 * Holds the site's open modals as a stack over one registry. A closed modal stays mounted until its
 * lifecycle has run (`closed`), so the scroll position and focus are given back in order.
 */
export function ModalProvider({ registry, children }: { registry: ModalRegistry; children: ReactNode }) {
  const [stack, setStack] = useState<OpenModal[]>([]);
  const nextKey = useRef(0);

  const open = useCallback(
    (id: string, props: Record<string, unknown> = {}) => {
      if (!registry[id]) throw new Error(`No modal is registered as "${id}"`);
      nextKey.current += 1;
      const key = nextKey.current;
      setStack((current) => {
        const existing = current.find((entry) => entry.id === id && entry.open);
        // The same props again change nothing, so a hook that opens a modal from an effect cannot loop.
        if (existing && sameProps(existing.props, props)) return current;
        if (existing) return current.map((entry) => (entry === existing ? { ...entry, props } : entry));
        return [...current, { key, id, props, open: true }];
      });
    },
    [registry],
  );
  const close = useCallback((id: string) => {
    setStack((current) => current.map((entry) => (entry.id === id ? { ...entry, open: false } : entry)));
  }, []);
  const closeAll = useCallback(() => {
    setStack((current) =>
      current.map((entry) =>
        (decide(registry[entry.id].closable, entry.props) ?? true) ? { ...entry, open: false, toPage: true } : entry,
      ),
    );
  }, [registry]);
  const remove = useCallback((key: number) => setStack((current) => current.filter((entry) => entry.key !== key)), []);
  const isOpen = useCallback((id: string) => stack.some((entry) => entry.id === id && entry.open), [stack]);

  const controls = useMemo(() => ({ open, close, closeAll, isOpen }), [open, close, closeAll, isOpen]);

  return (
    <ModalContext.Provider value={controls}>
      {children}
      {stack.map(({ key, id, props, open: isShown, toPage }) => {
        const { render, title, onClosed, clickToClose, closable, ...options } = registry[id];
        return (
          <Modal
            key={key}
            open={isShown}
            toPage={toPage}
            title={typeof title === 'function' ? title(props) : title}
            onRequestClose={() => close(id)}
            clickToClose={decide(clickToClose, props)}
            closable={decide(closable, props)}
            onClosed={() => {
              onClosed?.();
              remove(key);
            }}
            {...options}
          >
            <ModalBodyBoundary>{render({ props, close: () => close(id) })}</ModalBodyBoundary>
          </Modal>
        );
      })}
    </ModalContext.Provider>
  );
}

/** Opens and closes the site's registered modals; only inside `ModalProvider`. */
export function useModals(): ModalControls {
  const controls = useContext(ModalContext);
  if (!controls) throw new Error('useModals() needs a <ModalProvider> above it');
  return controls;
}
