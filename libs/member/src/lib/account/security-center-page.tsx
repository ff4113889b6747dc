import { useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import {
  isPasswordRefusal,
  useGetMemberInfoQuery,
  useGetPlayerAvatarQuery,
  useGetProfileQuery,
  useGetRegisterSettingsQuery,
  useGetStaticAvatarsQuery,
  useSetAvatarMutation,
  useSetPaymentPasswordMutation,
  useUpdateLanguageMutation,
  withinPaymentPasswordLength,
} from '@wl/api-client';
import { useBrand } from '@wl/brand';
import { confirmationMessage, REQUIRED_MESSAGE, useFieldRules, useForm } from '@wl/forms';
import { LANGUAGE_NAMES, LOCALE_BY_LANGUAGE, isLanguageCode, useLanguage, type LanguageCode } from '@wl/i18n';
import { CHANGE_PASSWORD_MODAL } from '@wl/session';
import {
  busyLook,
  Button,
  Card,
  PasswordField,
  PAYMENT_PASSWORD_AUTOCOMPLETE,
  Select,
  useModals,
  QueryView,
  FailureMessage,
  DoneLine,
} from '@wl/ui-kit';
import styled from 'styled-components';
import { Form, Muted, PageStack, Row, SaveStatus, useSaveFeedback } from '../common/page-parts';
import { PageTitle } from '../common/page-title';
import { useCloseCenter, useOpenCenterEntry } from '../center/member-center';
import { FeedbackForm } from '../feedback/feedback-form';
import { RESPONSIBLE_GAMING_PATH } from '../responsible-gaming/responsible-gaming-path';
import { MEMBER_PROFILE_PAGE } from '../center/member-center-entries';

const AvatarImage = styled.img`
  inline-size: ${({ theme }) => theme.size.touch};
  block-size: ${({ theme }) => theme.size.touch};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const AvatarChoice = styled.button<{ $selected: boolean }>`
  padding: ${({ theme }) => theme.space.xxs};
  border: ${({ theme, $selected }) => `${theme.size.borderStrong} solid ${$selected ? theme.colors.primary : 'transparent'}`};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: transparent;
  cursor: pointer;

  ${busyLook}
`;

/**
 * APG radio group keys: Up the previous choice, Down the next, and Left and Right along the reading direction (turned
 * round in a right-to-left page, as the site's tabs and the browser's own radios are), wrapping at the ends.
 */
const RADIO_STEPS: Readonly<Partial<Record<string, -1 | 1>>> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };
const HORIZONTAL = new Set(['ArrowLeft', 'ArrowRight']);

function AvatarPicker() {
  const intl = useIntl();
  const current = useGetPlayerAvatarQuery();
  const avatars = useGetStaticAvatarsQuery();
  const [setAvatar, setting] = useSetAvatarMutation();
  const choices = useRef<Array<HTMLButtonElement | null>>([]);
  const saved = current.data?.avatar;
  // The choice on its way shows as checked at once (an arrow key checks what it moves to); a refused one goes back.
  const checked = setting.isError ? saved : (setting.originalArgs?.avatar ?? saved);
  // Busy: nothing is chosen until the choice on its way is answered; the avatar already checked is not sent again.
  const choose = (avatar: string) => {
    if (!setting.isLoading && avatar !== checked) void setAvatar({ avatar, avatarType: 'STATIC' });
  };
  const step = (event: KeyboardEvent<HTMLElement>, list: readonly string[], from: number) => {
    const by = RADIO_STEPS[event.key];
    if (!by || event.altKey || event.ctrlKey || event.metaKey) return;
    // The page does not scroll under the arrows, even while a choice is saved.
    event.preventDefault();
    if (setting.isLoading) return;
    const rtl = HORIZONTAL.has(event.key) && getComputedStyle(event.currentTarget).direction === 'rtl';
    const to = (from + (rtl ? -by : by) + list.length) % list.length;
    if (to === from) return;
    choices.current[to]?.focus();
    choose(list[to] as string);
  };
  return (
    <Card heading={<FormattedMessage id="member.avatar.heading" />}>
      <QueryView query={avatars}>
        {(list) => {
          // One tab stop (APG): the checked avatar, or the first when none of these is.
          const tabStop = checked !== undefined && list.includes(checked) ? checked : list[0];
          return (
            <Row role="radiogroup" aria-label={intl.formatMessage({ id: 'member.avatar.pick' })}>
              {list.map((avatar, i) => (
                <AvatarChoice
                  key={avatar}
                  ref={(node) => {
                    choices.current[i] = node;
                  }}
                  type="button"
                  role="radio"
                  aria-checked={checked === avatar}
                  aria-label={intl.formatMessage({ id: 'member.avatar.option' }, { number: i + 1 })}
                  tabIndex={avatar === tabStop ? 0 : -1}
                  onKeyDown={(event) => step(event, list, i)}
                  $selected={checked === avatar}
                  // The one on its way is busy; none is disabled, which would drop the keyboard's focus to the page, nor
                  // read as unavailable while the arrows pass over it.
                  aria-busy={(setting.isLoading && checked === avatar) || undefined}
                  onClick={() => choose(avatar)}
                >
                  <AvatarImage src={avatar} alt="" />
                </AvatarChoice>
              ))}
            </Row>
          );
        }}
      </QueryView>
      <FailureMessage error={setting.error} />
    </Card>
  );
}

type PaymentValues = { oldPaymentPassword: string; newPaymentPassword: string; confirmPaymentPassword: string };
type PaymentBody = Parameters<ReturnType<typeof useSetPaymentPasswordMutation>[0]>[0];

/** The name of the current payment password's field, by which a refusal finds it. */
const CURRENT_PAYMENT_PASSWORD: keyof PaymentValues = 'oldPaymentPassword';

/** The server refused the current payment password (the only password of the call it checks). */
const isCurrentRefused = isPasswordRefusal;

function PaymentPasswordForm({ hasPaymentPassword }: { hasPaymentPassword: boolean }) {
  const [save, saving] = useSetPaymentPasswordMutation();
  // The "saved" line goes once the player types again: it no longer describes what is in the form.
  const feedback = useSaveFeedback(saving);
  // Each save starts a fresh form (values and touched fields): no password stays on screen, and a first one
  // set does not come back beside the "current password" field that then appears.
  const [saves, setSaves] = useState(0);
  const heading = hasPaymentPassword ? 'member.paymentPassword.change' : 'member.paymentPassword.set';
  const send = async (body: PaymentBody) => {
    const result = await save(body);
    if ('error' in result) return result.error;
    setSaves((count) => count + 1);
    return undefined;
  };
  return (
    <Card heading={<FormattedMessage id={heading} />}>
      <PaymentPasswordFields key={saves} heading={heading} hasPaymentPassword={hasPaymentPassword} onSave={send} onEdit={feedback.edited}>
        {/* A wrong current password is said at its field, which is emptied and focused: not twice. */}
        <FailureMessage error={isCurrentRefused(saving.error) ? undefined : saving.error} />
        {/* The fresh form's Save button is a new one, so the focus would drop to the page: the line takes it. */}
        {saving.isSuccess && (
          <DoneLine>
            <FormattedMessage id="member.paymentPassword.saved" />
          </DoneLine>
        )}
      </PaymentPasswordFields>
    </Card>
  );
}

function PaymentPasswordFields({
  heading,
  hasPaymentPassword,
  onSave,
  onEdit,
  children,
}: {
  heading: string;
  hasPaymentPassword: boolean;
  /** Sends the form; answers the refusal, if any. */
  onSave: (body: PaymentBody) => Promise<unknown>;
  /** A field was typed in. */
  onEdit: () => void;
  /** What the last save said, above the button. */
  children: ReactNode;
}) {
  const intl = useIntl();
  // Spec §5: the register settings' paymentPassword rule (pattern, bounds, message by patternId), narrowed to the call's
  // 6–20. Never sent unchecked: the fields wait for the rule, and one that cannot be read is said with Try again (a
  // guessed rule let through what the merchant's refuses, which the server answers as an unknown error).
  const settings = useGetRegisterSettingsQuery();
  const rule = settings.data?.paymentPassword;
  // One object per answer, so the rule compiles once.
  const rules = useFieldRules(useMemo(() => rule && { newPaymentPassword: withinPaymentPasswordLength(rule) }, [rule]));
  const form = useForm<PaymentValues>({
    initialValues: { oldPaymentPassword: '', newPaymentPassword: '', confirmPaymentPassword: '' },
    validate: (values) => ({
      oldPaymentPassword: hasPaymentPassword && !values.oldPaymentPassword ? REQUIRED_MESSAGE : null,
      // Always asked for here, whatever the rule's register-form flags say. Nothing to say before the rule is in: the
      // fields show only once it has arrived, and Save waits for it to compile.
      newPaymentPassword: rules ? rules.newPaymentPassword.validate(values.newPaymentPassword, { required: true }) : null,
      confirmPaymentPassword: confirmationMessage(values.newPaymentPassword, values.confirmPaymentPassword),
    }),
  });
  const message = (name: keyof PaymentValues) => {
    const error = form.errorOf(name);
    return error ? <FormattedMessage id={error.key} values={error.values} /> : undefined;
  };
  const edit = (name: keyof PaymentValues, value: string) => {
    form.setValue(name, value);
    onEdit();
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    return form.handleSubmit(async (values) => {
      // Never sent unchecked, however it was submitted.
      if (!rules) return;
      const refusal = await onSave(
        hasPaymentPassword
          ? values
          : { newPaymentPassword: values.newPaymentPassword, confirmPaymentPassword: values.confirmPaymentPassword },
      );
      // A wrong current password is typed again, as in the wallet's forms: emptied, its field focused, and the refusal
      // said there (an emptied field of a tried form would otherwise say only that it is empty). The new one is kept.
      if (isCurrentRefused(refusal)) {
        form.setValue(CURRENT_PAYMENT_PASSWORD, '');
        form.setServerError(CURRENT_PAYMENT_PASSWORD, { key: refusal.messageKey });
        (formElement.elements.namedItem(CURRENT_PAYMENT_PASSWORD) as HTMLInputElement | null)?.focus();
      }
    })(event);
  };
  return (
    <Form onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: heading })}>
      {/* The fields come with the rule they are held to; a rule that cannot be read is said, with Try again. */}
      <QueryView query={settings}>
        {() => (
          <>
            {hasPaymentPassword && (
              <PasswordField
                name={CURRENT_PAYMENT_PASSWORD}
                label={<FormattedMessage id="member.paymentPassword.old" />}
                value={form.values.oldPaymentPassword}
                onChange={(event) => edit('oldPaymentPassword', event.target.value)}
                onBlur={() => form.touch('oldPaymentPassword')}
                error={message('oldPaymentPassword')}
                autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
              />
            )}
            <PasswordField
              label={<FormattedMessage id="member.paymentPassword.new" />}
              value={form.values.newPaymentPassword}
              onChange={(event) => edit('newPaymentPassword', event.target.value)}
              onBlur={() => form.touch('newPaymentPassword')}
              error={message('newPaymentPassword')}
              autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
            />
            <PasswordField
              label={<FormattedMessage id="member.paymentPassword.confirm" />}
              value={form.values.confirmPaymentPassword}
              onChange={(event) => edit('confirmPaymentPassword', event.target.value)}
              onBlur={() => form.touch('confirmPaymentPassword')}
              error={message('confirmPaymentPassword')}
              autoComplete={PAYMENT_PASSWORD_AUTOCOMPLETE}
            />
            {children}
            {/* Disabled while the rule compiles: what is sent is always checked by it. */}
            <Button type="submit" disabled={!rules} busy={form.submitting}>
              <FormattedMessage id="member.save" />
            </Button>
          </>
        )}
      </QueryView>
    </Form>
  );
}

/** The site's language switch when the page has one (not in isolated stories and tests). */
function useOptionalLanguage() {
  try {
    return useLanguage();
  } catch {
    return null;
  }
}

/**
 * The language saved with the server, chosen and then saved with Save: a picker that saved on each change would switch
 * the whole site while a keyboard player browses it (on Windows and ChromeOS the arrows on a closed select change it),
 * a change of context on input (WCAG 3.2.2).
 */
function LanguagePreference({ saved }: { saved: string }) {
  const intl = useIntl();
  const brand = useBrand();
  const site = useOptionalLanguage();
  const [update, updating] = useUpdateLanguageMutation();
  const feedback = useSaveFeedback(updating);
  // A saved language the brand does not offer is none of the options (a select would show its first): the picker
  // shows the language in use instead, and Save saves that one.
  const offered = brand.supportedLanguages.some((code) => code === saved);
  const current: string = offered ? saved : (site?.language ?? brand.defaultLanguage);
  // The player's choice, until saved; without one the picker follows the saved language.
  const [choice, setChoice] = useState<LanguageCode>();
  const shown = choice ?? current;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (updating.isLoading || !isLanguageCode(shown)) return;
    if (shown === saved) {
      feedback.nothingToSave();
      return;
    }
    const result = await update({ language: shown });
    // The site turns to the language once the server holds it, not before: a refusal leaves it as it was.
    if (!('error' in result)) site?.setLanguage(shown);
  };
  return (
    <Card heading={<FormattedMessage id="member.language.heading" />}>
      <Form onSubmit={(event) => void submit(event)} noValidate aria-label={intl.formatMessage({ id: 'member.language.heading' })}>
        <Select
          label={<FormattedMessage id="member.language.label" />}
          value={shown}
          options={brand.supportedLanguages.map((code) => ({ value: code, label: LANGUAGE_NAMES[code], lang: LOCALE_BY_LANGUAGE[code] }))}
          onChange={(event) => {
            if (!isLanguageCode(event.target.value)) return;
            setChoice(event.target.value);
            feedback.edited();
          }}
          busy={updating.isLoading}
        />
        <FailureMessage error={updating.error} />
        <SaveStatus feedback={feedback} saved={<FormattedMessage id="member.language.saved" />} />
        <Row>
          <Button type="submit" busy={updating.isLoading}>
            <FormattedMessage id="member.save" />
          </Button>
        </Row>
      </Form>
    </Card>
  );
}

/** Spec §2 securityCenter (my account): who is playing, avatar, passwords, language, protections and feedback. */
export default function SecurityCenterPage() {
  const { open } = useModals();
  const openEntry = useOpenCenterEntry();
  const closeCenter = useCloseCenter();
  const info = useGetMemberInfoQuery();
  const profile = useGetProfileQuery();
  return (
    <PageStack aria-labelledby="member-account-title">
      <PageTitle id="member-account-title">
        <FormattedMessage id="member.entry.securityCenter" />
      </PageTitle>
      <QueryView query={info}>
        {(member) => (
          <Card heading={member.nickname || member.account}>
            {/* One line each: as inline text the account and the rank ran together. */}
            <Muted as="div">
              <FormattedMessage id="member.account.name" values={{ account: member.account }} />
            </Muted>
            {/* The VIP page and the points mall (spec §2 /vip, /pointMall) have no other way in: the center closes on the way. */}
            {member.clubLabel && (
              <div>
                <Link to="/vip" onClick={closeCenter}>
                  <FormattedMessage id="member.account.vip" values={{ label: member.clubLabel.labelName }} />
                </Link>
              </div>
            )}
            <div>
              <Link to="/pointMall" onClick={closeCenter}>
                <FormattedMessage id="page.pointMall.title" />
              </Link>
            </div>
            <Row>
              <Button variant="secondary" onClick={() => openEntry(MEMBER_PROFILE_PAGE)}>
                <FormattedMessage id="member.profile.edit" />
              </Button>
            </Row>
          </Card>
        )}
      </QueryView>
      <AvatarPicker />
      <Card heading={<FormattedMessage id="member.password.heading" />}>
        <Row>
          <Button variant="secondary" onClick={() => open(CHANGE_PASSWORD_MODAL)}>
            <FormattedMessage id="member.password.change" />
          </Button>
        </Row>
      </Card>
      <QueryView query={profile}>
        {(data) => (
          <>
            <PaymentPasswordForm hasPaymentPassword={data.hasPaymentPassword} />
            <LanguagePreference saved={data.language} />
          </>
        )}
      </QueryView>
      <Card heading={<FormattedMessage id="member.rg.title" />}>
        {/* A page of the site: the center closes, or the page would open hidden under it. */}
        <Link to={RESPONSIBLE_GAMING_PATH} onClick={closeCenter}>
          <FormattedMessage id="member.rg.open" />
        </Link>
      </Card>
      <FeedbackForm />
    </PageStack>
  );
}
