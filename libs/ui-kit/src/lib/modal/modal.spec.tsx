import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, styleDeclarationsFor, testTheme } from '@wl/testing';
import { AboveModals } from './above-modals';
import { DIALOG_WIDTH, Modal, type ModalProps } from './modal';
import { tabbableIn } from './focus';
import { lazyModalBody } from './lazy-modal-body';
import { ModalProvider, useModals, type ModalControls } from './modal-provider';

function Harness({ log = () => undefined, ...props }: Partial<ModalProps> & { log?: (event: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open it</button>
      <Modal
        title="Member center"
        open={open}
        onRequestClose={() => setOpen(false)}
        onBeforeOpen={() => log(`before-open, in page: ${!!document.querySelector('[role=dialog]')}`)}
        onOpened={() => log(`opened, in page: ${!!document.querySelector('[role=dialog]')}`)}
        onBeforeClose={() => log(`before-close, in page: ${!!document.querySelector('[role=dialog]')}`)}
        onClosed={() => log(`closed, in page: ${!!document.querySelector('[role=dialog]')}`)}
        {...props}
      >
        <button>First</button>
        <button>Last</button>
      </Modal>
    </>
  );
}

async function openHarness(props: Parameters<typeof Harness>[0] = {}) {
  renderWithProviders(<Harness {...props} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Open it' }));
  return screen.getByRole('dialog', { name: 'Member center' });
}

// jsdom does not scroll; the spy records where the page is sent back to.
const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
beforeEach(() => scrollTo.mockClear());
afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('modal lifecycle (spec §4)', () => {
  it('runs before-open, opened, before-close, closed in that order, each at its moment', async () => {
    const events: string[] = [];
    await openHarness({ log: (event) => events.push(event) });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(events).toEqual([
      'before-open, in page: false',
      'opened, in page: true',
      'before-close, in page: true',
      'closed, in page: false',
    ]);
  });

  it('is an accessible modal dialog named by its title', async () => {
    const dialog = await openHarness();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName('Member center');
  });
});

describe('layering', () => {
  it('draws above the drawer and floating notices, so nothing covers its controls', async () => {
    const dialog = await openHarness();
    const layer = getComputedStyle(dialog.parentElement as HTMLElement);
    expect(Number(layer.zIndex)).toBe(testTheme.zIndex.modal);
    expect(testTheme.zIndex.modal).toBeGreaterThan(Math.max(testTheme.zIndex.drawer, testTheme.zIndex.floating));
  });
});

describe('scroll position (spec §4)', () => {
  it('is saved and the body fixed while open, then restored on close', async () => {
    Object.defineProperty(window, 'scrollY', { value: 640, configurable: true });
    await openHarness();
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-640px');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.position).toBe('');
    expect(document.body.style.top).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 640);
  });

  it('stays locked until the last of two stacked modals closes', async () => {
    Object.defineProperty(window, 'scrollY', { value: 120, configurable: true });
    function Two() {
      const modals = useModals();
      return (
        <button
          onClick={() => {
            modals.open('a');
            modals.open('b');
          }}
        >
          Open both
        </button>
      );
    }
    renderWithProviders(
      <ModalProvider registry={{ a: { title: 'A', render: () => null }, b: { title: 'B', render: () => null } }}>
        <Two />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open both' }));
    expect(screen.getAllByRole('dialog')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]);
    expect(document.body.style.position).toBe('fixed');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.position).toBe('');
    expect(scrollTo).toHaveBeenCalledOnce();
    expect(scrollTo).toHaveBeenCalledWith(0, 120);
  });
});

describe('Escape and the backdrop (spec §4)', () => {
  it('Escape closes where click-to-close is on', async () => {
    await openHarness();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['while an input method composes (its candidate window open)', { isComposing: true }],
    ['that ends a composition (Safari: keyCode 229)', { keyCode: 229 }],
  ])('an Escape %s is the input method’s, and leaves the dialog and its form open', async (_, composing) => {
    await openHarness();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape', ...composing });
    expect(screen.getByRole('dialog', { name: 'Member center' })).toBeInTheDocument();
  });

  it('Escape and the backdrop do nothing where click-to-close is off', async () => {
    await openHarness({ clickToClose: false });
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a click on the backdrop closes where click-to-close is on', async () => {
    await openHarness();
    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a modal the player must finish has no close button and ignores Escape', async () => {
    await openHarness({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('focus', () => {
  it('moves into the dialog on open and returns to the opener on close', async () => {
    const dialog = await openHarness();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Open it' })).toHaveFocus();
  });

  it('returns to the opener when the modal goes away while open, as its owner unmounts', async () => {
    function Owner() {
      const [step, setStep] = useState<'idle' | 'open' | 'gone'>('idle');
      return (
        <>
          <button onClick={() => setStep('open')}>Transfer</button>
          {/* The owner drops the modal without closing it first, as a finished flow does. */}
          {step === 'open' && (
            <Modal title="Transfer" open onRequestClose={() => undefined}>
              <button onClick={() => setStep('gone')}>Done</button>
            </Modal>
          )}
        </>
      );
    }
    renderWithProviders(<Owner />);
    const opener = await screen.findByRole('button', { name: 'Transfer' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('gives the focus to the page’s main, not the body, when its opener went while it was open (a login or logout swaps the header)', async () => {
    function Page() {
      const [loggedIn, setLoggedIn] = useState(true);
      const [open, setOpen] = useState(false);
      return (
        <>
          {loggedIn && <button onClick={() => setOpen(true)}>Sign out</button>}
          <main tabIndex={-1}>Home</main>
          <Modal title="Sign out" open={open} onRequestClose={() => setOpen(false)}>
            <button
              onClick={() => {
                // The session ends first (the header drops the name button), then the modal closes.
                setLoggedIn(false);
                setTimeout(() => setOpen(false));
              }}
            >
              Confirm
            </button>
          </Modal>
        </>
      );
    }
    renderWithProviders(<Page />);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await expect.poll(() => screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('gives the focus to the dialog beneath when its opener there went while it was open', async () => {
    function Stacked() {
      const [outer, setOuter] = useState(false);
      const [inner, setInner] = useState(false);
      const [openerShown, setOpenerShown] = useState(true);
      return (
        <>
          <button onClick={() => setOuter(true)}>Open outer</button>
          <Modal title="Outer" open={outer} onRequestClose={() => setOuter(false)}>
            {openerShown && <button onClick={() => setInner(true)}>Open inner</button>}
            <Modal title="Inner" open={inner} onRequestClose={() => setInner(false)}>
              <button
                onClick={() => {
                  setOpenerShown(false);
                  setInner(false);
                }}
              >
                Finish
              </button>
            </Modal>
          </Modal>
        </>
      );
    }
    renderWithProviders(<Stacked />);
    await userEvent.click(await screen.findByRole('button', { name: 'Open outer' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Open inner' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Finish' }));
    expect(screen.queryByRole('dialog', { name: 'Inner' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toHaveFocus();
  });

  it('keeps the page behind out of reach (inert) while open, and gives it back on close', async () => {
    const page = document.createElement('div');
    document.body.append(page);
    const dialog = await openHarness();
    const layer = dialog.parentElement as HTMLElement;
    expect(page).toHaveAttribute('inert');
    expect(layer).not.toHaveAttribute('inert');
    await userEvent.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    page.remove();
  });

  it('leaves what is drawn above modals usable (the reality check): not inert, its buttons reachable', async () => {
    renderWithProviders(
      <>
        <Harness />
        <AboveModals>
          <button>Keep playing</button>
        </AboveModals>
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open it' }));
    await screen.findByRole('dialog', { name: 'Member center' });
    const keepPlaying = screen.getByRole('button', { name: 'Keep playing' });
    expect(keepPlaying.closest('[inert]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Open it' }).closest('[inert]')).not.toBeNull();
  });

  it('takes back a focus that fell to the page (a busy button disabled under it), so Escape still closes', async () => {
    const dialog = await openHarness();
    const first = within(dialog).getByRole('button', { name: 'First' });
    first.focus();
    // What a browser does when the focused button turns disabled while its call runs.
    first.blur();
    expect(document.activeElement).toBe(document.body);
    await expect.poll(() => dialog).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each([
    ['Escape closes it', '{Escape}', () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument()],
    ['Tab enters it', '{Tab}', () => expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus()],
  ])(
    'hears the keys while the focus sits on the body after its node went with no focusout (Firefox, Safari): %s',
    async (_, keys, expectation) => {
      function Transfer() {
        const [open, setOpen] = useState(true);
        const [sent, setSent] = useState(false);
        return (
          <>
            <a href="/">Home</a>
            <Modal title="Transfer" open={open} onRequestClose={() => setOpen(false)}>
              {sent ? <p>Sent</p> : <button onClick={() => setSent(true)}>Send</button>}
            </Modal>
          </>
        );
      }
      renderWithProviders(<Transfer />);
      // The body swaps under the pressed button. jsdom fires a focusout for the removed node, as Chrome does; the
      // browsers that fire none are played by swallowing it before the dialog hears it.
      const swallow = (event: FocusEvent) => event.stopImmediatePropagation();
      window.addEventListener('focusout', swallow, true);
      await userEvent.click(await screen.findByRole('button', { name: 'Send' }));
      window.removeEventListener('focusout', swallow, true);
      expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
      expect(document.activeElement).toBe(document.body);
      await userEvent.keyboard(keys);
      expectation();
    },
  );

  it("passes only its own keys (Escape, Tab) on from the body: another reaches the document's listeners once", async () => {
    renderWithProviders(
      <Modal title="Transfer" open onRequestClose={() => undefined}>
        <p>Sent</p>
      </Modal>,
    );
    await screen.findByRole('dialog');
    // The focus left on the body, as Firefox and Safari leave it when its node goes (no focusout for the dialog to hear).
    const swallow = (event: FocusEvent) => event.stopImmediatePropagation();
    window.addEventListener('focusout', swallow, true);
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    window.removeEventListener('focusout', swallow, true);
    expect(document.activeElement).toBe(document.body);
    const heard = vi.fn();
    document.addEventListener('keydown', heard);
    await userEvent.keyboard('a');
    document.removeEventListener('keydown', heard);
    expect(heard).toHaveBeenCalledOnce();
  });

  it('is trapped: Tab from the last element wraps to the first, Shift+Tab back', async () => {
    await openHarness();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    expect(close).toHaveFocus();
    act(() => last.focus());
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('skips links in an inert part (a ticker’s duplicate row): Tab wraps between the first and the last real control', async () => {
    renderWithProviders(
      <Modal title="News" open onRequestClose={() => undefined}>
        <button>Last</button>
        <div inert>
          <a href="/promotions">Duplicate</a>
        </div>
      </Modal>,
    );
    await screen.findByRole('dialog', { name: 'News' });
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last' });
    act(() => last.focus());
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('stops once in a radio group, on its checked radio: Tab from chips that end the dialog wraps to the first control', async () => {
    renderWithProviders(
      <Modal title="Records" open onRequestClose={() => undefined}>
        <fieldset>
          <legend>Period</legend>
          <label>
            <input type="radio" name="period" defaultChecked /> Today
          </label>
          <label>
            <input type="radio" name="period" /> This week
          </label>
          <label>
            <input type="radio" name="period" /> This month
          </label>
        </fieldset>
      </Modal>,
    );
    const today = await screen.findByRole('radio', { name: 'Today' });
    act(() => today.focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(today).toHaveFocus();
  });

  it("a radio group's one stop is its checked radio wherever it stands, and only radios of its name in its form make the group", () => {
    document.body.innerHTML = `
      <form><input type="radio" name="period" aria-label="Today"><input type="radio" name="period" aria-label="This week" checked></form>
      <form><input type="radio" name="period" aria-label="Other form"><input type="checkbox" name="sort" aria-label="Sort" checked>
      <input type="radio" name="sort" aria-label="By date"><input type="radio" name="sort" aria-label="By amount"></form>`;
    expect(tabbableIn(document.body).map((element) => element.getAttribute('aria-label'))).toEqual([
      'This week',
      'Other form',
      'Sort',
      'By date',
    ]);
    document.body.innerHTML = '';
  });

  it('a modal closed under another keeps the page inert and the focus in the one on top', async () => {
    function OpenB() {
      const modals = useModals();
      return <button onClick={() => modals.open('b')}>Open B</button>;
    }
    function CloseA() {
      const modals = useModals();
      return <button onClick={() => modals.close('a')}>Close A</button>;
    }
    function Page() {
      const modals = useModals();
      return <button onClick={() => modals.open('a')}>Open A</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ a: { title: 'A', render: () => <OpenB /> }, b: { title: 'B', render: () => <CloseA /> } }}>
        <Page />
      </ModalProvider>,
    );
    const opener = await screen.findByRole('button', { name: 'Open A' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Open B' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close A' }));
    expect(screen.queryByRole('dialog', { name: 'A' })).not.toBeInTheDocument();
    expect(opener.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'B' })).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('the modal registry', () => {
  it('opens a registered modal with its props and refuses an unknown id', async () => {
    const seen: ModalControls[] = [];
    function Opener({ onControls }: { onControls: (controls: ModalControls) => void }) {
      const modals = useModals();
      useEffect(() => {
        onControls(modals);
      }, [modals, onControls]);
      return <button onClick={() => modals.open('notice', { text: 'Ten new games' })}>Notice</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ notice: { title: 'Notice', render: ({ props }) => <p>{String(props['text'])}</p> } }}>
        <Opener onControls={(controls) => seen.push(controls)} />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Notice' }));
    expect(screen.getByRole('dialog', { name: 'Notice' })).toHaveTextContent('Ten new games');
    const controls = seen[seen.length - 1];
    expect(controls.isOpen('notice')).toBe(true);
    expect(() => controls.open('nope')).toThrow('No modal is registered as "nope"');
  });

  it('closes every modal the player may close at once, and keeps one they must finish (a link to a page under them)', async () => {
    function Opener() {
      const modals = useModals();
      return (
        <>
          <button onClick={() => modals.open('center')}>Center</button>
          <button onClick={() => modals.open('forced', { forced: true })}>Forced</button>
          <button onClick={() => modals.open('notice')}>Notice</button>
          <button onClick={modals.closeAll}>Leave</button>
        </>
      );
    }
    renderWithProviders(
      <ModalProvider
        registry={{
          center: { title: 'Center', render: () => <p>Center</p> },
          notice: { title: 'Notice', render: () => <p>Notice</p> },
          forced: { title: 'Forced', closable: (props) => props['forced'] !== true, render: () => <p>Forced</p> },
        }}
      >
        <Opener />
      </ModalProvider>,
    );
    const leave = await screen.findByRole('button', { name: 'Leave' });
    await userEvent.click(screen.getByRole('button', { name: 'Center' }));
    await userEvent.click(screen.getByRole('button', { name: 'Notice', hidden: true }));
    act(() => leave.click());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Center', hidden: true })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Notice', hidden: true })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Forced' }).click());
    act(() => screen.getByRole('button', { name: 'Leave', hidden: true }).click());
    expect(await screen.findByRole('dialog', { name: 'Forced' })).toBeInTheDocument();
  });

  it('closing them all for a page under them gives the focus to that page, not back to what opened them', async () => {
    function Page() {
      const modals = useModals();
      return (
        <main tabIndex={-1}>
          <button onClick={() => modals.open('center')}>Center</button>
        </main>
      );
    }
    function Leave() {
      const modals = useModals();
      return <button onClick={modals.closeAll}>My limits</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ center: { title: 'Center', render: () => <Leave /> } }}>
        <Page />
      </ModalProvider>,
    );
    const opener = await screen.findByRole('button', { name: 'Center' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'My limits' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Center' })).not.toBeInTheDocument());
    expect(opener).not.toHaveFocus();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('a body that fails says so inside the modal, which still closes, and the page stays', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Broken(): never {
      throw new Error('chunk gone');
    }
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('broken')}>Open broken</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ broken: { title: 'Broken', render: () => <Broken /> } }}>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open broken' }));
    const dialog = screen.getByRole('dialog', { name: 'Broken' });
    expect(dialog).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('alert')).toHaveTextContent('This could not load. Please close it and try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open broken' })).toBeInTheDocument();
  });

  it('a lazy body whose chunk failed is fetched again on the next opening', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ default: () => <p>Member center menu</p> })));
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('center')}>Open center</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ center: { title: 'Center', render: lazyModalBody(load) } }}>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Open center' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    fail = false;
    const failedLoads = load.mock.calls.length;
    await userEvent.click(screen.getByRole('button', { name: 'Open center' }));
    expect(await screen.findByText('Member center menu')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(failedLoads + 1);
  });

  it('decides closability per opening where the registry says so', async () => {
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('password', { forced: true })}>Forced</button>;
    }
    const forced = (props: { forced?: boolean }) => !props.forced;
    renderWithProviders(
      <ModalProvider registry={{ password: { title: 'Change password', render: () => null, closable: forced, clickToClose: forced } }}>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Forced' }));
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Change password' })).toBeInTheDocument();
  });

  it('opening an open modal again with the same props changes nothing, so an effect that opens it settles', async () => {
    const bodyRenders = vi.fn();
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('password', { forced: true })}>Forced</button>;
    }
    renderWithProviders(
      <ModalProvider
        registry={{
          password: {
            title: 'Change password',
            render: ({ props }) => {
              bodyRenders(props);
              return null;
            },
          },
        }}
      >
        <Opener />
      </ModalProvider>,
    );
    const opener = await screen.findByRole('button', { name: 'Forced' });
    await userEvent.click(opener);
    const rendersWhenOpen = bodyRenders.mock.calls.length;
    await userEvent.click(opener);
    expect(bodyRenders).toHaveBeenCalledTimes(rendersWhenOpen);
    expect(screen.getAllByRole('dialog', { name: 'Change password' })).toHaveLength(1);
  });

  it('a chosen opening of the same modal closes as usual', async () => {
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('password', { forced: false })}>Chosen</button>;
    }
    const forced = (props: { forced?: boolean }) => !props.forced;
    renderWithProviders(
      <ModalProvider registry={{ password: { title: 'Change password', render: () => null, closable: forced, clickToClose: forced } }}>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Chosen' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('modal sizes (spec §9)', () => {
  /** The dialog's width and least height, as its style sheet draws them. */
  const sizeOf = (dialog: HTMLElement) =>
    styleDeclarationsFor(dialog)
      .filter((declaration) => /^(width|min-height):/.test(declaration))
      .map((declaration) => declaration.replace(/\s+/g, ''));

  it('spec §9: a modal is drawn 600 wide (the screen’s width at most) and at least 300 high, unless it asks for another size', async () => {
    expect(sizeOf(await openHarness())).toEqual(['width:min(600px,100%)', 'min-height:300px']);
  });

  it('spec §9: a dialog (a modal of the dialog width) is drawn 400 wide, the screen’s width at most', async () => {
    expect(sizeOf(await openHarness({ width: DIALOG_WIDTH }))).toEqual(['width:min(400px,100%)', 'min-height:300px']);
  });

  /** Where the window's top edge goes: the margins its style sheet gives it. */
  const marginsOf = (dialog: HTMLElement) => styleDeclarationsFor(dialog).filter((declaration) => declaration.startsWith('margin'));

  it('is centred on the screen unless asked otherwise (a small dialog)', async () => {
    expect(marginsOf(await openHarness({ width: DIALOG_WIDTH }))).toEqual(['margin:auto']);
  });

  it('anchored at the top, keeps its top edge there whatever the height of its content (a center switching entries)', async () => {
    expect(marginsOf(await openHarness({ placement: 'top' }))).toEqual(['margin:auto', 'margin-block-start:0']);
  });

  it('keeps its title and close button at the screen’s top while a dialog taller than the screen scrolls (a center on a phone)', async () => {
    const dialog = await openHarness({ placement: 'top' });
    const head = screen.getByRole('heading', { name: 'Member center' }).parentElement as HTMLElement;
    expect(head).toContainElement(screen.getByRole('button', { name: 'Close' }));
    expect(head.parentElement).toBe(dialog);
    expect(styleDeclarationsFor(head)).toEqual(
      expect.arrayContaining(['position:sticky', `inset-block-start:calc(-1 * ${testTheme.space.md})`]),
    );
    // The title's space below it is the head's own, on its surface: what scrolls under the head is covered up to it.
    expect(styleDeclarationsFor(head)).toContain('display:flow-root');
  });

  it('a registered modal may ask for the top itself', async () => {
    function Opener() {
      const modals = useModals();
      return <button onClick={() => modals.open('center')}>Agent center</button>;
    }
    renderWithProviders(
      <ModalProvider registry={{ center: { title: 'Agent center', placement: 'top', render: () => <p>Entries</p> } }}>
        <Opener />
      </ModalProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Agent center' }));
    expect(marginsOf(screen.getByRole('dialog', { name: 'Agent center' }))).toContain('margin-block-start:0');
  });
});
