import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CALLS, memberApi, PROFILE_FIELDS, PROFILE_VALUE_MAX_LENGTH, type RegisterSettings } from '@wl/api-client';
import { latestAllowedBirthday, PATTERN_KINDS } from '@wl/forms';
import { LOCALE_BY_LANGUAGE, type LanguageCode } from '@wl/i18n';
import { ModalProvider } from '@wl/ui-kit';
import { testBrand } from '@wl/testing';
import { expectNothingSent, serveSandbox } from '@wl/testing/vitest';
import { renderAs, renderAsNewPlayer } from '../../testing/member-session';
import { MemberCenter } from '../center/member-center';
import { MemberCenterBody } from '../center/member-center-body';
import { MEMBER_CENTER_PAGES } from '../center/member-center-pages';
import ProfilePage from './profile-page';
import SecurityCenterPage from './security-center-page';

const sandbox = serveSandbox();

/** A page inside the site's modal system, as the member center's pages open. */
const withModals = (page: ReactElement) => <ModalProvider registry={{}}>{page}</ModalProvider>;
/** The member center with every page. */
const memberCenter = () => withModals(<MemberCenter openMissionCount={0} pages={MEMBER_CENTER_PAGES} />);

/** Holds the answers to `path` until `release` is called, then lets the sandbox answer them. */
function holdAnswers(method: typeof http.post | typeof http.put, path: string) {
  let release: () => void = () => undefined;
  const held = new Promise<undefined>((resolve) => (release = () => resolve(undefined)));
  sandbox.server.use(method(`*${path}`, () => held));
  return () => release();
}

/** Busy, not disabled: it keeps the focus (a disabled button drops it to the page in a browser; jsdom does not). */
const expectBusy = (button: HTMLElement) => {
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
};

/** The payment password's card (its heading says set or change): my account has other status lines. */
const paymentCard = () => within(screen.getByRole('region', { name: /payment password/ }));

/** The payment password's form (set or change) once its fields are in with their rule, compiled: its Save waits for it. */
async function paymentPasswordForm(name: 'Set a payment password' | 'Change payment password'): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name });
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
  return form;
}

/** The register settings call answered as the sandbox answers it, with the payment password's rule changed. */
async function paymentPasswordRuleAs(change: Partial<RegisterSettings['paymentPassword']>) {
  const answer = (await (await fetch(new URL(CALLS.system.registerSettings.path, window.location.origin))).json()) as {
    value: RegisterSettings;
  };
  const value = { ...answer.value, paymentPassword: { ...answer.value.paymentPassword, ...change } };
  return http.get(`*${CALLS.system.registerSettings.path}`, () => HttpResponse.json({ ...answer, value }));
}

/** Fills the change-payment-password form of demo_vip (current 246810) with a new password, and returns the form. */
async function fillPaymentPasswordChange(): Promise<HTMLElement> {
  const form = await paymentPasswordForm('Change payment password');
  await userEvent.type(within(form).getByLabelText('Current payment password'), '246810');
  await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
  await userEvent.type(within(form).getByLabelText('Confirm payment password'), '135790');
  return form;
}

/** The call fails with a server error whose code the error catalogue does not name. */
const failing = (method: typeof http.get | typeof http.put, path: string) =>
  method(`*${path}`, () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }));

describe('my account and profile (spec §2, §3, §5)', () => {
  // Tests change demo_vip's payment password: each starts from the seeded one.
  beforeEach(async () => {
    await fetch('/__sandbox/reset', { method: 'POST' });
  });

  it('my account opens the profile; fields set once are read-only, the others editable and checked by the register rules', async () => {
    await renderAs('member', memberCenter());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('form', { name: 'Profile' });
    expect(within(form).getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    // …and look it: dashed, on the page's colour, not as editable as the rest.
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '').join('');
    const readOnlyRule = [...form.classList]
      .map((name) => css.match(new RegExp(`\\.${name} input\\[readonly\\]\\{([^}]*)\\}`))?.[1])
      .find(Boolean);
    expect(readOnlyRule).toContain('border-style:dashed');
    const zalo = within(form).getByRole('textbox', { name: 'Zalo account' });
    await userEvent.type(zalo, 'abc');
    await userEvent.tab();
    // The rule comes with the register settings, a call of its own that may land after the blur.
    await waitFor(() => expect(within(form).getByRole('textbox', { name: 'Zalo account' })).toHaveAccessibleDescription(/digits|9/i));
  });

  it('the responsible-gaming link of my account closes the member center: its page is not left hidden under the center', async () => {
    const close = vi.fn();
    await renderAs('member', withModals(<MemberCenterBody props={{}} close={close} />));
    await userEvent.click(await screen.findByRole('link', { name: 'Limits, reality check and breaks' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it.each([
    [/^Club rank: /, '/vip'],
    ['Points mall', '/pointMall'],
  ])('my account leads to the VIP page and the points mall (no other way in), closing the center: %s', async (name, path) => {
    const close = vi.fn();
    await renderAs('member', withModals(<MemberCenterBody props={{}} close={close} />));
    const link = await screen.findByRole('link', { name });
    expect(link).toHaveAttribute('href', path);
    await userEvent.click(link);
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('opening the profile from my account moves the focus to its heading: the pressed button goes with my account (WCAG 2.4.3)', async () => {
    await renderAs('member', memberCenter());
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile' })).toHaveFocus());
  });

  it('saves an edited field', async () => {
    await renderAs('vip', <ProfilePage />);
    const occupation = await screen.findByRole('textbox', { name: 'Occupation' });
    await userEvent.type(occupation, 'Chef');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
  });

  it("a birthday younger than the brand's minimum age is refused before it is saved, since it locks once set (spec §5)", async () => {
    const calls = sandbox.record(new RegExp(`${CALLS.member.updateProfile.path}$`), (request) => request.method);
    await renderAs('member', <ProfilePage />, { brand: { ...testBrand, minimumAge: 21 } });
    const birthday = await screen.findByLabelText('Birthday');
    const oldest = latestAllowedBirthday(21, new Date());
    // The picker stops at the last day old enough; a day later is one day too young.
    expect(birthday).toHaveAttribute('max', oldest);
    const [year, month, day] = oldest.split('-').map(Number);
    const next = new Date(year, month - 1, day + 1);
    await userEvent.type(
      birthday,
      `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-${String(next.getDate()).padStart(2, '0')}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(birthday).toHaveAccessibleDescription('You must be 21 or older');
    expect(calls).not.toContain(CALLS.member.updateProfile.method);
    await userEvent.clear(birthday);
    await userEvent.type(birthday, oldest);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
  });

  it('a full name the payeeName rule refuses is said at the field and not sent: it locks once saved and becomes the payee name (spec §5)', async () => {
    const calls = sandbox.record(new RegExp(`${CALLS.member.updateProfile.path}$`), (request) => request.method);
    await renderAs('member', <ProfilePage />);
    const fullname = await screen.findByRole('textbox', { name: 'Full name' });
    // The sandbox's payeeName rule: 2 to 40 letters, words separated by single spaces.
    await userEvent.type(fullname, 'Agent 007');
    await userEvent.tab();
    // The rule comes with the register settings, a call of its own that may land after the blur.
    await waitFor(() => expect(fullname).toHaveAccessibleDescription('Use 2 to 40 letters, words separated by single spaces'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).not.toContain(CALLS.member.updateProfile.method);
    await userEvent.clear(fullname);
    await userEvent.type(fullname, 'Maria Santos');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
  });

  it("a full name longer than the add-bank-account call's 60 characters is refused at its field, though the server's payeeName rule allows it: it becomes the payee name (spec §5)", async () => {
    const answer = (await (await fetch(new URL(CALLS.system.registerSettings.path, window.location.origin))).json()) as {
      value: RegisterSettings;
    };
    const wide = { ...answer.value, payeeName: { ...answer.value.payeeName, maxLength: 100 } };
    sandbox.server.use(http.get(`*${CALLS.system.registerSettings.path}`, () => HttpResponse.json({ ...answer, value: wide })));
    const calls = sandbox.record(new RegExp(`${CALLS.member.updateProfile.path}$`), (request) => request.method);
    await renderAs('member', <ProfilePage />);
    const fullname = await screen.findByRole('textbox', { name: 'Full name' });
    await userEvent.type(fullname, 'a'.repeat(61));
    await userEvent.tab();
    // The rule comes with the register settings, a call of its own that may land after the blur.
    await waitFor(() => expect(fullname).toHaveAccessibleDescription('Use 2 to 60 letters, words separated by single spaces'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls).not.toContain(CALLS.member.updateProfile.method);
  });

  it("a birthday rule of kind MM-dd-yyyy (spec §5 kind 14): the picker's date is checked and sent month first, and a saved one shows in the picker", async () => {
    const answer = (await (await fetch(new URL(CALLS.system.registerSettings.path, window.location.origin))).json()) as {
      value: RegisterSettings;
    };
    const { pattern, patternId } = PATTERN_KINDS.dateMonthDayYear;
    const monthFirst = { ...answer.value, birthday: { ...answer.value.birthday, acceptedPattern: pattern, patternId } };
    sandbox.server.use(http.get(`*${CALLS.system.registerSettings.path}`, () => HttpResponse.json({ ...answer, value: monthFirst })));
    const sent: unknown[] = [];
    sandbox.server.use(
      // The sandbox holds birthdays by its own rule (yyyy-MM-dd): this merchant's server takes them month first.
      http.put(`*${CALLS.member.updateProfile.path}`, async ({ request }) => {
        sent.push(((await request.json()) as { values: { birthday?: string } }).values.birthday);
        return HttpResponse.json({ success: true, value: {} });
      }),
    );
    await renderAs('member', <ProfilePage />);
    const birthday = await screen.findByLabelText('Birthday');
    // Typed into a date input as its picker gives it; the rule arrives with the register settings.
    await userEvent.type(birthday, '1990-05-21');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
    expect(birthday).not.toHaveAccessibleDescription();
    expect(sent).toEqual(['05-21-1990']);
  });

  it('a birthday the server holds month first (MM-dd-yyyy) shows in the date input, locked as it is', async () => {
    const values = { ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])), birthday: '05-21-1990' };
    sandbox.server.use(
      http.get(`*${CALLS.member.profile.path}`, () =>
        HttpResponse.json({ success: true, value: { values, editable: ['occupation'], hasPaymentPassword: true, language: 'en' } }),
      ),
    );
    await renderAs('member', <ProfilePage />);
    expect(await screen.findByLabelText('Birthday')).toHaveValue('1990-05-21');
  });

  it('Save with nothing changed says there is nothing to save and sends nothing; an edit takes the line away', async () => {
    const calls = sandbox.record(new RegExp(`${CALLS.member.updateProfile.path}$`), (request) => request.method);
    await renderAs('vip', <ProfilePage />);
    const occupation = await screen.findByRole('textbox', { name: 'Occupation' });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Nothing has changed, so there is nothing to save.'));
    expect(calls).not.toContain(CALLS.member.updateProfile.method);
    await userEvent.type(occupation, 'Chef');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the line saying the profile is saved goes once the player edits again', async () => {
    await renderAs('vip', <ProfilePage />);
    const occupation = await screen.findByRole('textbox', { name: 'Occupation' });
    await userEvent.type(occupation, 'Chef');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
    await userEvent.type(occupation, 's');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('the profile’s status is there, empty, before Save, then says it is saved: a live region added with its words is not always announced', async () => {
    await renderAs('vip', <ProfilePage />);
    const form = await screen.findByRole('form', { name: 'Profile' });
    const status = within(form).getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Occupation' }), 'Chef');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status).toHaveTextContent('Profile saved.'));
    expect(within(form).getByRole('status')).toBe(status);
  });

  it('Save with nothing changed says so in the status that was there before it: a live region added with its words is not always announced', async () => {
    await renderAs('vip', <ProfilePage />);
    const form = await screen.findByRole('form', { name: 'Profile' });
    const status = within(form).getByRole('status');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(status).toHaveTextContent('Nothing has changed, so there is nothing to save.');
  });

  it('a pasted address longer than the update-profile call takes (200 characters) is cut to 200 at its field, not refused by the server naming no field', async () => {
    await renderAs('vip', <ProfilePage />);
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.clear(address);
    await userEvent.click(address);
    await userEvent.paste('a'.repeat(PROFILE_VALUE_MAX_LENGTH + 1));
    expect(address).toHaveValue('a'.repeat(PROFILE_VALUE_MAX_LENGTH));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
  });

  it('a mobile or Zalo number typed in Persian or Arabic-Indic digits is read as ASCII digits, as registration reads it', async () => {
    const values = Object.fromEntries(PROFILE_FIELDS.map((field) => [field, '']));
    const profile = { values, editable: [...PROFILE_FIELDS], hasPaymentPassword: false, language: 'EN' };
    sandbox.server.use(http.get(`*${CALLS.member.profile.path}`, () => HttpResponse.json({ success: true, value: profile })));
    await renderAs('vip', <ProfilePage />);
    for (const label of ['Mobile number', 'Zalo account']) {
      const field = await screen.findByRole('textbox', { name: label });
      await userEvent.type(field, '۰۹۱۷٥٥٥۰۱۰۱');
      expect(field).toHaveValue('09175550101');
    }
  });

  it('a held value longer than the update-profile call takes (an older profile) is refused at its field on Save and not sent', async () => {
    const held = 'a'.repeat(PROFILE_VALUE_MAX_LENGTH + 50);
    const values = { ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])), address: held };
    const profile = { values, editable: [...PROFILE_FIELDS], hasPaymentPassword: false, language: 'EN' };
    // Same path as the save: only the reading is answered with the held profile.
    sandbox.server.use(http.get(`*${CALLS.member.profile.path}`, () => HttpResponse.json({ success: true, value: profile })));
    const calls = sandbox.record(new RegExp(`${CALLS.member.updateProfile.path}$`), (request) => request.method);
    await renderAs('vip', <ProfilePage />);
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await userEvent.type(address, '{Backspace}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(address).toHaveAccessibleDescription(`Use at most ${PROFILE_VALUE_MAX_LENGTH} characters.`);
    expect(calls).not.toContain(CALLS.member.updateProfile.method);
  });

  it('changes the payment password only with the current one: a wrong one is emptied, its field focused and saying why, the new one kept', async () => {
    await renderAs('vip', memberCenter());
    const form = await paymentPasswordForm('Change payment password');
    const current = within(form).getByLabelText('Current payment password');
    await userEvent.type(current, '000000');
    await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
    await userEvent.type(within(form).getByLabelText('Confirm payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('The payment password is not correct.');
    // Typed again, as in the wallet's forms: emptied, its field focused, the refusal read with it (once).
    expect(current).toHaveValue('');
    expect(current).toHaveFocus();
    expect(current).toHaveAccessibleDescription('The payment password is not correct.');
    expect(within(form).getByLabelText('New payment password')).toHaveValue('135790');
    await userEvent.type(current, '246810');
    expect(within(form).queryByRole('alert')).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // A save starts a fresh form: the line is looked for on the page.
    await waitFor(() => expect(paymentCard().getByRole('status')).toHaveTextContent('Payment password saved.'));
  });

  it('a saved payment password leaves no password on screen, and the line saying it is saved takes the focus', async () => {
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await fillPaymentPasswordChange();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const saved = await paymentCard().findByRole('status');
    expect(saved).toHaveTextContent('Payment password saved.');
    await waitFor(() => expect(saved).toHaveFocus());
    const emptied = screen.getByRole('form', { name: 'Change payment password' });
    for (const label of ['Current payment password', 'New payment password', 'Confirm payment password'])
      expect(within(emptied).getByLabelText(label)).toHaveValue('');
    // Emptied as a new form: no field says it is required until the player tries again.
    expect(within(emptied).queryByRole('alert')).toBeNull();
  });

  it('a first payment password set leaves an empty form to change it, the current password asked for', async () => {
    await renderAsNewPlayer('paypw01', withModals(<SecurityCenterPage />));
    const form = await paymentPasswordForm('Set a payment password');
    await userEvent.type(within(form).getByLabelText('New payment password'), '135790');
    await userEvent.type(within(form).getByLabelText('Confirm payment password'), '135790');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const change = await screen.findByRole('form', { name: 'Change payment password' });
    await waitFor(() => expect(paymentCard().getByRole('status')).toHaveFocus());
    for (const label of ['Current payment password', 'New payment password', 'Confirm payment password'])
      expect(within(change).getByLabelText(label)).toHaveValue('');
  });

  it('the payment password save and the avatar choice stay focusable while they save: busy, not disabled', async () => {
    const releasePayment = holdAnswers(http.post, CALLS.member.paymentPassword.path);
    const releaseAvatar = holdAnswers(http.put, CALLS.member.setAvatar.path);
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await fillPaymentPasswordChange();
    const save = within(form).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expectBusy(save));
    const avatar = (await screen.findAllByRole('radio'))[1] as HTMLElement;
    await userEvent.click(avatar);
    // A radio on its way is busy and still enabled; not read as unavailable (the arrows pass over the group's radios).
    await waitFor(() => expect(avatar).toHaveAttribute('aria-busy', 'true'));
    expect(avatar).toBeEnabled();
    releasePayment();
    releaseAvatar();
    await waitFor(() => expect(paymentCard().getByRole('status')).toHaveTextContent('Payment password saved.'));
  });

  it('the line saying the payment password is saved goes once the player types in the form again', async () => {
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await fillPaymentPasswordChange();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(paymentCard().getByRole('status')).toHaveTextContent('Payment password saved.'));
    const fresh = within(screen.getByRole('form', { name: 'Change payment password' })).getByLabelText('Current payment password');
    await userEvent.type(fresh, '1');
    expect(paymentCard().queryByRole('status')).not.toBeInTheDocument();
    // The line going takes no focus and no keystroke from the field typed in.
    expect(fresh).toHaveFocus();
    expect(fresh).toHaveValue('1');
  });

  describe('the avatar picker is an ARIA radio group (APG)', () => {
    /** The group and its radios, once the avatars are listed. */
    const avatarGroup = async () => {
      const group = await screen.findByRole('radiogroup', { name: 'Pick an avatar' });
      return { group, radios: await within(group).findAllByRole('radio') };
    };

    it('is one tab stop, the checked avatar: Tab from it leaves the group', async () => {
      await renderAs('vip', withModals(<SecurityCenterPage />));
      const { group, radios } = await avatarGroup();
      const checked = await within(group).findByRole('radio', { checked: true });
      expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([checked]);
      checked.focus();
      await userEvent.tab();
      expect(radios).not.toContain(document.activeElement);
    });

    it('with none of the avatars checked (a custom one), the first is the tab stop', async () => {
      sandbox.server.use(
        http.get(`*${CALLS.member.avatar.path}`, () =>
          HttpResponse.json({ success: true, value: { avatar: '/custom/me.png', avatarType: 'CUSTOM' } }),
        ),
      );
      const { store } = await renderAs('vip', withModals(<SecurityCenterPage />));
      const { radios } = await avatarGroup();
      // The player's avatar is known: the first is the tab stop for having none checked, not for waiting.
      const avatar = memberApi.endpoints.getPlayerAvatar.select();
      await waitFor(() => expect(avatar(store.getState()).status).toBe('fulfilled'));
      expect(radios.filter((radio) => radio.tabIndex === 0)).toEqual([radios[0]]);
      expect(radios.filter((radio) => radio.getAttribute('aria-checked') === 'true')).toEqual([]);
    });

    it('in a right-to-left page Left is the next avatar and Right the previous, along the reading direction', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.setAvatar.path));
      await renderAs(
        'vip',
        withModals(
          <div dir="rtl" style={{ direction: 'rtl' }}>
            <SecurityCenterPage />
          </div>,
        ),
      );
      const { group, radios } = await avatarGroup();
      await within(group).findByRole('radio', { checked: true });
      (radios[0] as HTMLElement).focus();
      await userEvent.keyboard('{ArrowLeft}');
      expect(radios[1]).toHaveFocus();
      await waitFor(() => expect(saves).toHaveLength(1));
      await waitFor(() => expect(radios[1]).not.toHaveAttribute('aria-busy'));
      await userEvent.keyboard('{ArrowRight}');
      expect(radios[0]).toHaveFocus();
      await waitFor(() => expect(saves).toHaveLength(2));
    });

    it('while a choice is saved only it is busy, the others not read as unavailable; the checked avatar pressed again sends nothing', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.setAvatar.path));
      const release = holdAnswers(http.put, CALLS.member.setAvatar.path);
      await renderAs('vip', withModals(<SecurityCenterPage />));
      const { group, radios } = await avatarGroup();
      const checked = await within(group).findByRole('radio', { checked: true });
      await userEvent.click(checked);
      const other = radios.find((radio) => radio !== checked) as HTMLElement;
      await userEvent.click(other);
      await waitFor(() => expect(other).toHaveAttribute('aria-busy', 'true'));
      expect(radios.filter((radio) => radio !== other && radio.hasAttribute('aria-busy'))).toEqual([]);
      expect(radios.filter((radio) => radio.hasAttribute('aria-disabled'))).toEqual([]);
      release();
      await waitFor(() => expect(other).not.toHaveAttribute('aria-busy'));
      expect(saves).toHaveLength(1);
    });

    it('arrow keys move the focus and choose, saved as a press is: Right and Down the next, Left and Up the previous, wrapping', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.setAvatar.path));
      const { store } = await renderAs('vip', withModals(<SecurityCenterPage />));
      const { radios } = await avatarGroup();
      const last = radios.length - 1;
      /** The radio at `index` has the focus, is checked and the one tab stop, and its save is answered. */
      const chosen = async (index: number, saveCount: number) => {
        const radio = radios[index] as HTMLElement;
        expect(radio).toHaveFocus();
        expect(radio).toHaveAttribute('aria-checked', 'true');
        expect(radios.filter((other) => other.tabIndex === 0)).toEqual([radio]);
        await waitFor(() => expect(saves).toHaveLength(saveCount));
        await waitFor(() => expect(radio).not.toHaveAttribute('aria-busy'));
      };
      await userEvent.click(radios[0] as HTMLElement);
      await chosen(0, 1);
      await userEvent.keyboard('{ArrowLeft}');
      await chosen(last, 2);
      await userEvent.keyboard('{ArrowRight}');
      await chosen(0, 3);
      await userEvent.keyboard('{ArrowDown}');
      await chosen(1, 4);
      await userEvent.keyboard('{ArrowUp}');
      await chosen(0, 5);
      await userEvent.keyboard('{ArrowRight}');
      await chosen(1, 6);
      const { avatar } = await store.dispatch(memberApi.endpoints.getPlayerAvatar.initiate(undefined, { forceRefetch: true })).unwrap();
      expect(radios[1]).toHaveAccessibleName('Avatar 2');
      expect(avatar).toMatch(/\/2\.svg$/);
    });
  });

  it('the profile stays focusable while it saves: busy, not disabled', async () => {
    const release = holdAnswers(http.put, CALLS.member.updateProfile.path);
    await renderAs('vip', <ProfilePage />);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Occupation' }), 'Baker');
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expectBusy(save));
    release();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Profile saved.'));
  });

  it("the new payment password follows the server's paymentPassword rule, with its message by patternId (spec §5)", async () => {
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await paymentPasswordForm('Change payment password');
    // The sandbox's rule is digits only, exactly 6: eight letters fit the fixed 6–20 but not the rule.
    await userEvent.type(within(form).getByLabelText('New payment password'), 'abcdefgh');
    await userEvent.tab();
    await waitFor(() => expect(within(form).getByLabelText('New payment password')).toHaveAccessibleDescription('Use exactly 6 digits'));
  });

  it('a payment password rule that cannot be read says so with Try again, and no password is sent unchecked; Try again brings the fields', async () => {
    sandbox.server.use(
      http.get(
        `*${CALLS.system.registerSettings.path}`,
        () => HttpResponse.json({ success: false, value: null, errorCode: 'boom' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await screen.findByRole('form', { name: 'Change payment password' });
    expect(await within(form).findByRole('alert')).toHaveTextContent('Unknown error');
    expect(within(form).queryByLabelText('New payment password')).toBeNull();
    expect(within(form).queryByRole('button', { name: 'Save' })).toBeNull();
    await userEvent.click(within(form).getByRole('button', { name: 'Try again' }));
    await paymentPasswordForm('Change payment password');
    const sent = sandbox.record(new RegExp(CALLS.member.paymentPassword.path));
    await userEvent.type(within(form).getByLabelText('Current payment password'), '246810');
    await userEvent.type(within(form).getByLabelText('New payment password'), 'abcdefgh');
    await userEvent.type(within(form).getByLabelText('Confirm payment password'), 'abcdefgh');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    // The sandbox's rule, now read: digits only, exactly 6.
    await waitFor(() => expect(within(form).getByLabelText('New payment password')).toHaveAccessibleDescription('Use exactly 6 digits'));
    await expectNothingSent(sent);
  });

  it("a merchant's payment password rule wider than the call's 6 to 20 characters is held to the call's bounds, which its message names", async () => {
    sandbox.server.use(
      await paymentPasswordRuleAs({ acceptedPattern: '*', patternId: PATTERN_KINDS.freeCharacters.patternId, minLength: 4, maxLength: 30 }),
    );
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await paymentPasswordForm('Change payment password');
    const sent = sandbox.record(new RegExp(CALLS.member.paymentPassword.path));
    await userEvent.type(within(form).getByLabelText('Current payment password'), '246810');
    for (const tooShortOrLong of ['abcde', 'a'.repeat(21)]) {
      await userEvent.type(within(form).getByLabelText('New payment password'), tooShortOrLong);
      await userEvent.type(within(form).getByLabelText('Confirm payment password'), tooShortOrLong);
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(within(form).getByLabelText('New payment password')).toHaveAccessibleDescription('Use 6 to 20 characters of any kind');
      await userEvent.clear(within(form).getByLabelText('New payment password'));
      await userEvent.clear(within(form).getByLabelText('Confirm payment password'));
    }
    await expectNothingSent(sent);
  });

  it('the language picker names each language in its own words and marks that language (WCAG 3.1.2)', async () => {
    await renderAs('member', memberCenter());
    const picker = await screen.findByRole('combobox', { name: 'Preferred language' });
    const options = within(picker).getAllByRole('option') as HTMLOptionElement[];
    expect(options.length).toBeGreaterThan(1);
    for (const option of options) expect(option).toHaveAttribute('lang', LOCALE_BY_LANGUAGE[option.value as LanguageCode]);
  });

  describe('the language is chosen, then saved with Save: no change of context on input (WCAG 3.2.2)', () => {
    // Brand TH and EN, site in EN; demo_member's saved language (TY) is not offered, so the picker starts on EN.
    const thaiOrEnglish = {
      brand: { ...testBrand, supportedLanguages: ['TH', 'EN'] },
      language: 'EN',
      languages: ['TH', 'EN'],
    } satisfies Parameters<typeof renderAs>[2];
    const languageForm = async () => screen.findByRole('form', { name: 'Language' });

    it('choosing a language in the picker (as arrow keys on a closed select do) saves nothing and leaves the site in its language', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.updateLanguage.path));
      await renderAs('member', withModals(<SecurityCenterPage />), thaiOrEnglish);
      const picker = within(await languageForm()).getByRole('combobox', { name: 'Preferred language' });
      await userEvent.selectOptions(picker, 'TH');
      await userEvent.selectOptions(picker, 'EN');
      await userEvent.selectOptions(picker, 'TH');
      expect(picker).toHaveValue('TH');
      await expectNothingSent(saves);
      expect(document.documentElement).toHaveAttribute('lang', LOCALE_BY_LANGUAGE.EN);
      expect(within(await languageForm()).getByRole('status')).toBeEmptyDOMElement();
    });

    it('Save saves the language chosen, then the site turns to it and a status says it is saved', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.updateLanguage.path), (request) => request.clone());
      await renderAs('member', withModals(<SecurityCenterPage />), thaiOrEnglish);
      const form = await languageForm();
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Preferred language' }), 'TH');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(await saves[0].json()).toEqual({ language: 'TH' });
      // Said in the language just saved, the site's language now.
      await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', LOCALE_BY_LANGUAGE.TH));
      await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('บันทึกภาษาแล้ว'));
      expect(within(form).getByRole('combobox')).toHaveValue('TH');
    });

    it('the language in use, shown but not saved, is saved by Save without a choice (choosing the option shown sends no change)', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.updateLanguage.path), (request) => request.clone());
      await renderAs('member', withModals(<SecurityCenterPage />), thaiOrEnglish);
      const form = await languageForm();
      expect(within(form).getByRole('combobox', { name: 'Preferred language' })).toHaveValue('EN');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(saves).toHaveLength(1));
      expect(await saves[0].json()).toEqual({ language: 'EN' });
      await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent('Language saved.'));
    });

    it('Save with the saved language chosen says there is nothing to save and sends nothing', async () => {
      const saves = sandbox.record(new RegExp(CALLS.member.updateLanguage.path));
      // The test brand offers TY, demo_member's saved language: the picker shows it.
      await renderAs('member', withModals(<SecurityCenterPage />));
      const form = await languageForm();
      expect(within(form).getByRole('combobox', { name: 'Preferred language' })).toHaveValue('TY');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(/nothing to save/));
      expect(saves).toHaveLength(0);
    });

    it('Save is busy while the language is on its way, not disabled, and a second press sends nothing more', async () => {
      const release = holdAnswers(http.put, CALLS.member.updateLanguage.path);
      const saves = sandbox.record(new RegExp(CALLS.member.updateLanguage.path));
      await renderAs('member', withModals(<SecurityCenterPage />), thaiOrEnglish);
      const form = await languageForm();
      await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Preferred language' }), 'TH');
      const save = within(form).getByRole('button', { name: 'Save' });
      await userEvent.click(save);
      await waitFor(() => expectBusy(save));
      await userEvent.click(save);
      release();
      await waitFor(() => expect(within(form).getByRole('status')).toHaveTextContent(/บันทึกภาษาแล้ว|Language saved\./));
      expect(saves).toHaveLength(1);
    });

    it('a save the server refuses shows its message, keeps the choice to try again, and leaves the site in its language', async () => {
      sandbox.server.use(failing(http.put, CALLS.member.updateLanguage.path));
      await renderAs('member', withModals(<SecurityCenterPage />), thaiOrEnglish);
      const form = await languageForm();
      const picker = within(form).getByRole('combobox', { name: 'Preferred language' });
      await userEvent.selectOptions(picker, 'TH');
      await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
      expect(await within(form).findByText('Unknown error')).toBeInTheDocument();
      expect(picker).toHaveValue('TH');
      expect(document.documentElement).toHaveAttribute('lang', LOCALE_BY_LANGUAGE.EN);
      expect(within(form).getByRole('status')).toBeEmptyDOMElement();
    });
  });

  it('the payment password fields ask browsers for no saved password: "off" is ignored on a password field, which gets the login password', async () => {
    await renderAs('vip', withModals(<SecurityCenterPage />));
    const form = await paymentPasswordForm('Change payment password');
    for (const label of ['Current payment password', 'New payment password', 'Confirm payment password'])
      expect(within(form).getByLabelText(label)).toHaveAttribute('autocomplete', 'new-password');
  });
});
