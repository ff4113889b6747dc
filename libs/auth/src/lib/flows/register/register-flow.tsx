import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  isApiError,
  useGetPermissionQuery,
  useGetRegisterSettingsQuery,
  useRegisterMobileMutation,
  useRegisterMutation,
  useSendRegisterSmsMutation,
  useWhiteLabel,
  type LoginResult,
  type RegisterSettings,
  type WhiteLabel,
} from '@wl/api-client';
import { useBrand } from '@wl/brand';
import {
  ageMessage,
  type CompiledRules,
  dateAsSent,
  type FieldMessage,
  latestAllowedBirthday,
  minimumAgeOf,
  passwordAsSent,
  passwordConfirmationMessage,
  patternMessage,
  REQUIRED_MESSAGE,
  useFieldRules,
  useForm,
} from '@wl/forms';
import { Button, CallFailure, latinDigits, type ModalBodyProps } from '@wl/ui-kit';
import { CaptchaField } from '../captcha/captcha-field';
import { Actions, CheckboxField, Form, FormAlert, TextField } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { useMessageText } from '../common/messages';
import { useOpeningFocus } from '../common/opening-focus';
import { useLoadLoginInfo, useStartSession } from '../common/session-start';
import { MODAL_BANNER_GROUPS, ModalBanner } from '../common/modal-banner';
import { Tabs } from '../common/tabs';
import type { SocialProvider } from '../social/social-login';
import { DialingCodeSelect, useDialingCodeOrDefault } from '../sms/dialing-code';
import { MobileCodeFields } from '../sms/mobile-code-fields';
import { verificationCodeMessage } from '../sms/mobile-rules';
import { countdownFromMinutes } from '../sms/use-countdown';
import { useHumanVerification } from '../verification/human-verification';
import { FIELD_INPUTS, FIELD_LABEL_KEYS, OPTIONAL_REGISTER_FIELDS, type OptionalRegisterField } from './register-fields';
import { registerPayload, type RegisterMode, type SocialIdentity } from './register-payload';
import { useReferralCodes } from './use-affiliate';

const SOCIAL_NAME_KEYS: Record<SocialProvider, string> = { google: 'auth.social.google', facebook: 'auth.social.facebook' };
const MODE_LABEL_KEYS: Record<RegisterMode, string> = { username: 'auth.register.byUsername', mobile: 'auth.register.byMobile' };
type Rules = CompiledRules<keyof RegisterSettings>;

const EMPTY_VALUES = {
  username: '',
  password: '',
  confirmPassword: '',
  dialingCode: '',
  mobileNum: '',
  code: '',
  captcha: '',
  affiliateCode: '',
  agreed: false,
  ...Object.fromEntries(OPTIONAL_REGISTER_FIELDS.map((field) => [field, ''])),
} as Record<
  OptionalRegisterField | 'username' | 'password' | 'confirmPassword' | 'dialingCode' | 'code' | 'captcha' | 'affiliateCode',
  string
> & { agreed: boolean };
type Values = typeof EMPTY_VALUES;

/** A registration refused because its username or mobile number already has an account. */
const TAKEN_MESSAGES: Record<RegisterMode, FieldMessage> = {
  username: { key: 'auth.register.usernameTaken' },
  mobile: { key: 'auth.register.mobileTaken' },
};

/** Spec §8's invitation-code warning for the link's referral code, which the form does not show: it goes next time. */
const REFERRAL_REFUSED_MESSAGE: FieldMessage = { key: 'auth.register.referralRefused' };

/** A mode's fields, laid out as the form's own rows; hidden, none of them shows. */
const Panel = styled.div`
  display: contents;

  &[hidden] {
    display: none;
  }
`;

/** Spec §5: "user must be 18 or older and agree to terms", with the brand's age. */
const agreementMessage = (age: number): FieldMessage => ({ key: 'auth.register.agreementAgeRequired', values: { age } });

export interface RegisterModalProps {
  referralCode?: string;
  /** Opened by a social login whose identity has no account yet: the sign-up sends it (spec §2, §3). */
  social?: SocialIdentity;
}

/** The register modal's body (spec §4): loads the server's rules and switches, then the form. */
export function RegisterFlow({ props, close }: ModalBodyProps<RegisterModalProps>) {
  const settings = useGetRegisterSettingsQuery();
  const permission = useGetPermissionQuery();
  const rules = useFieldRules(settings.data);
  const modules = useWhiteLabel();
  if (!rules || !modules.ready) {
    // Without its rules or switches there is no form to draw: say why and offer to ask again, not "Loading…" for good.
    const failed = [settings, permission].find((query) => query.isError && !query.data);
    if (failed) {
      return <CallFailure error={failed.error} onRetry={() => void failed.refetch()} retrying={failed.isFetching} />;
    }
    return (
      <p role="status">
        <FormattedMessage id="system.loading" />
      </p>
    );
  }
  return (
    <>
      <ModalBanner group={MODAL_BANNER_GROUPS.register} />
      <RegisterForm rules={rules} isOn={modules.isOn} referralFromModal={props.referralCode} social={props.social} close={close} />
    </>
  );
}

interface RegisterFormProps {
  rules: Rules;
  isOn: WhiteLabel['isOn'];
  referralFromModal?: string;
  social?: SocialIdentity;
  close: () => void;
}

function RegisterForm({ rules, isOn, referralFromModal, social, close }: RegisterFormProps) {
  const intl = useIntl();
  const minimumAge = minimumAgeOf(useBrand());
  const modes: RegisterMode[] = [
    ...(isOn('usernameRegister') ? ['username' as const] : []),
    ...(isOn('mobileRegister') ? ['mobile' as const] : []),
  ];
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const smsVerification = mode === 'mobile' && isOn('registerSmsVerification');
  // Spec §4: in mobile mode the number is the username; a password only when the flag allows.
  const withPassword = mode === 'username' || isOn('mobilePasswordRegister');

  const {
    referralCode,
    affiliateCode: linkAffiliate,
    affiliateFailed: linkAffiliateRefused,
    affiliateAccepted: linkAffiliateAccepted,
  } = useReferralCodes(referralFromModal);
  const [affiliateRefused, setAffiliateRefused] = useState(false);
  // The link's referral code, which the form does not show, refused by the server: later attempts go without it.
  const [referralRefused, setReferralRefused] = useState(false);
  const showAffiliate = linkAffiliateRefused || affiliateRefused || (!linkAffiliate && rules.affiliateCode.shown);
  // The captcha is issued for the name once it is typed (on leaving its field), not for each keystroke (spec §5: at most once a second).
  const [captchaFor, setCaptchaFor] = useState('');
  const [captchaGeneration, setCaptchaGeneration] = useState(0);
  const { failure, showRefusal, show, afresh } = useFormFailure();

  const optionalShown = OPTIONAL_REGISTER_FIELDS.filter((field) => rules[field].shown && !(field === 'mobileNum' && mode === 'mobile'));

  // The birthday's date input gives yyyy-MM-dd; its rule may ask for another date kind, checked and sent as such.
  // Checked as sent (`registerPayload` trims every field): a space typed after a username is not what the rule sees.
  const asSent = (field: keyof Values, value: string) =>
    field === 'birthday' ? dateAsSent(value.trim(), rules.birthday.rule) : value.trim();
  // One rule for the mobile mode's number, checked as sent: by its field's message and by "Send code" alike.
  const mobileNumMessage = (value: string) => rules.mobileNum.validate(asSent('mobileNum', value), { required: true });

  const formElement = useRef<HTMLFormElement>(null);
  // Opened to register, the dialog starts at the name the account is made by, as the login's starts at its first field.
  useOpeningFocus(formElement, mode === 'username' ? 'username' : 'mobileNum');
  // A captcha drawn afresh at a submit (below): its emptied field takes the focus once it is marked.
  const [captchaRedrawnAtSubmit, setCaptchaRedrawnAtSubmit] = useState(0);
  useLayoutEffect(() => {
    if (captchaRedrawnAtSubmit > 0) formElement.current?.querySelector<HTMLInputElement>('input[name="captcha"]')?.focus();
  }, [captchaRedrawnAtSubmit]);
  const form = useForm<Values>({
    initialValues: { ...EMPTY_VALUES, affiliateCode: linkAffiliate },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, FieldMessage | null>> = {};
      if (mode === 'username') errors.username = rules.username.validate(asSent('username', values.username), { required: true });
      else errors.mobileNum = mobileNumMessage(values.mobileNum);
      if (withPassword) {
        errors.password = rules.password.validate(passwordAsSent(values.password), { required: true });
        errors.confirmPassword = passwordConfirmationMessage(values.password, values.confirmPassword);
      }
      if (smsVerification) errors.code = verificationCodeMessage(values.code);
      for (const field of optionalShown) errors[field] = rules[field].validate(asSent(field, values[field]));
      if (optionalShown.includes('birthday')) errors.birthday ??= ageMessage(values.birthday, minimumAge, new Date());
      if (showAffiliate) errors.affiliateCode = rules.affiliateCode.validate(values.affiliateCode);
      if (rules.captcha.shown) errors.captcha = rules.captcha.validate(values.captcha, { required: true });
      errors.agreed = values.agreed ? null : agreementMessage(minimumAge);
      return errors;
    },
  });
  const { setValue, touch, setServerError } = form;
  const { values } = form;
  const setCaptcha = useCallback((value: string) => setValue('captcha', value), [setValue]);
  // Stable, because the dialling-code select sets its first option in an effect that depends on it.
  const setDialingCode = useCallback((value: string) => setValue('dialingCode', value), [setValue]);
  /** A new name draws a new captcha: the answer typed for the old one goes. */
  const issueCaptchaFor = (name: string) => {
    if (name.trim() === captchaFor) return;
    setCaptchaFor(name.trim());
    setCaptcha('');
  };
  /** The name the registration is for, as sent: the captcha must have been issued for it. */
  const accountName = (of: Pick<Values, 'username' | 'mobileNum'> = values) => (mode === 'username' ? of.username : of.mobileNum).trim();

  const [register] = useRegisterMutation();
  const [registerMobile] = useRegisterMobileMutation();
  const [sendSms] = useSendRegisterSmsMutation();
  const startSession = useStartSession();
  const loadLoginInfo = useLoadLoginInfo();
  // Spec §7: the human-verification step before the registration, when the merchant asks for it.
  const verification = useHumanVerification('register');
  const dialingCodeOrDefault = useDialingCodeOrDefault();

  // Spec §8: a link's refused code shows as the invitation-code warning by its field at once, not after a wasted submit.
  useEffect(() => {
    if (linkAffiliateRefused) setServerError('affiliateCode', { key: ERROR_MESSAGE_KEYS.invitationCode });
  }, [linkAffiliateRefused, setServerError]);

  /** A mobile number goes out (the mobile mode's, or the username mode's optional one), with its dialling code. */
  const sendsMobile = (input: Values) => mode === 'mobile' || (optionalShown.includes('mobileNum') && input.mobileNum.trim() !== '');

  const submit = afresh(
    form.handleSubmit(async (input) => {
      if (rules.captcha.shown && accountName(input) !== captchaFor) {
        // The name changed without its field being left (Enter pressed in it): the answer is for another name's
        // picture, which the server would refuse. A picture for this name, its answer still to type: the emptied field
        // says so and takes the focus, as a refused submit's first field to fix does.
        issueCaptchaFor(accountName(input));
        setServerError('captcha', REQUIRED_MESSAGE);
        setCaptchaRedrawnAtSubmit((count) => count + 1);
        return;
      }
      const proof = await verification.verify();
      if (!proof) return;
      let result: LoginResult;
      try {
        const call = registerPayload({
          mode,
          // A quick "Create account" can come before the country list, which sets the form's default.
          values: sendsMobile(input) ? { ...input, dialingCode: await dialingCodeOrDefault(input.dialingCode) } : input,
          shown: optionalShown,
          birthdayRule: rules.birthday.rule,
          withPassword,
          smsVerification,
          captcha: rules.captcha.shown,
          referralCode: referralRefused ? '' : referralCode,
          page: { href: globalThis.location.href, host: globalThis.location.host },
          social,
          proof,
        });
        result = call.mode === 'username' ? await register(call.request).unwrap() : await registerMobile(call.request).unwrap();
      } catch (error) {
        if (isApiError(error) && error.code === ERROR_CODES.usernameTaken) {
          // The catalogue has no message for a name in use: the server's words would be English in every
          // language. Said by the field that names the account, which the player changes.
          setServerError(mode === 'username' ? 'username' : 'mobileNum', TAKEN_MESSAGES[mode]);
        } else {
          const invitationRefused = isApiError(error) && error.messageKey === ERROR_MESSAGE_KEYS.invitationCode;
          // No affiliate code went, or only the link's, which the check accepted: the link's referral code was refused.
          const affiliateKnownGood = !input.affiliateCode.trim() || (linkAffiliateAccepted && input.affiliateCode === linkAffiliate);
          if (invitationRefused && referralCode && !referralRefused && affiliateKnownGood) {
            // The player cannot see or change the referral code, so the next Create account goes without it, and the
            // message says so; kept, it would refuse every attempt.
            setReferralRefused(true);
            show(REFERRAL_REFUSED_MESSAGE);
          } else {
            if (invitationRefused) {
              // Spec §4: a refused affiliate code brings its field out, so the player can correct or clear it.
              setAffiliateRefused(true);
              setServerError('affiliateCode', { key: ERROR_MESSAGE_KEYS.invitationCode });
            }
            showRefusal(error);
          }
        }
        // A refused registration used the captcha up: a new picture for the same name (the check above made the
        // captcha this name's), and its answer typed afresh.
        if (rules.captcha.shown) {
          setCaptchaGeneration((generation) => generation + 1);
          setCaptcha('');
        }
        return;
      }
      startSession(result);
      await loadLoginInfo();
      close();
    }),
  );

  // A name's and a password's rule said before it is broken, and not again beside its refusal: a player otherwise
  // learns them one refusal at a time.
  const messageText = useMessageText();
  const ruleHint = (field: 'username' | 'password') => {
    const rule = patternMessage(rules[field].rule);
    return form.errorOf(field)?.key === rule.key ? undefined : messageText(rule);
  };
  // A field the merchant's settings leave optional says so under its name (read with it); the others (the captcha and
  // the terms too) are marked required for screen readers: a player otherwise learned which were required only from
  // the refusal.
  const mayStayEmpty: Partial<Record<keyof Values, boolean>> = Object.fromEntries(
    [...optionalShown, 'affiliateCode' as const].map((field) => [field, !rules[field].required]),
  );
  const optional = (field: keyof Values) => mayStayEmpty[field] ?? false;
  const text = (field: keyof Values, label: string, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={field}
      label={<FormattedMessage id={label} />}
      hint={optional(field) ? <FormattedMessage id="forms.optional" /> : undefined}
      aria-required={!optional(field)}
      name={field}
      value={String(values[field])}
      onValue={(value) => setValue(field, value)}
      onBlur={() => touch(field)}
      error={form.errorOf(field)}
      {...extra}
    />
  );

  return (
    <Tabs
      label={intl.formatMessage({ id: 'auth.register.how' })}
      tabs={modes.map((value) => ({ value, label: intl.formatMessage({ id: MODE_LABEL_KEYS[value] }) }))}
      value={mode}
      onChange={(next) => {
        // The other mode names the account by another field: its captcha is issued when that is typed.
        setMode(next);
        setCaptchaFor('');
        setCaptcha('');
      }}
    >
      <Form ref={formElement} onSubmit={submit} noValidate>
        {social && (
          <p role="status">
            <FormattedMessage
              id="auth.register.withSocial"
              values={{ provider: intl.formatMessage({ id: SOCIAL_NAME_KEYS[social.channel] }) }}
            />
          </p>
        )}
        {/* Both stay mounted (as the login's tabs): switching keeps what was typed, and the SMS code's countdown, so
            "Send code" is not offered again while the server would refuse it. */}
        {(mode === 'username' || modes.includes('username')) && (
          <Panel hidden={mode !== 'username'}>
            {text('username', FIELD_LABEL_KEYS.username, {
              autoComplete: 'username',
              hint: ruleHint('username'),
              onBlur: () => {
                touch('username');
                issueCaptchaFor(values.username);
              },
            })}
          </Panel>
        )}
        {(mode === 'mobile' || modes.includes('mobile')) && (
          <Panel hidden={mode !== 'mobile'}>
            <MobileCodeFields
              purpose="register"
              form={{
                ...form,
                touch: (field) => {
                  form.touch(field);
                  if (field === 'mobileNum') issueCaptchaFor(values.mobileNum);
                },
              }}
              mobileNumMessage={mobileNumMessage(values.mobileNum)}
              withCode={isOn('registerSmsVerification')}
              send={async (proof, countryDialingCode) =>
                countdownFromMinutes(
                  (
                    await sendSms({
                      countryDialingCode,
                      mobileNo: values.mobileNum.trim(),
                      regType: 'MOBILE',
                      ...proof,
                    }).unwrap()
                  ).expiredMinutes,
                )
              }
              onSendFailed={show}
            />
          </Panel>
        )}
        {withPassword &&
          text('password', FIELD_LABEL_KEYS.password, { type: 'password', autoComplete: 'new-password', hint: ruleHint('password') })}
        {withPassword && text('confirmPassword', FIELD_LABEL_KEYS.confirmPassword, { type: 'password', autoComplete: 'new-password' })}
        {optionalShown.map((field) => {
          const input = FIELD_INPUTS[field];
          // A number (a phone, QQ, WhatsApp or Zalo number, the payment password) typed on a Persian, Arabic or Thai
          // keyboard is read in ASCII digits as typed, as the mobile mode's number is: the rules take those only.
          const digits =
            input.inputMode === 'numeric' || input.inputMode === 'tel'
              ? { onValue: (value: string) => setValue(field, latinDigits(value, intl.locale)) }
              : {};
          return text(
            field,
            FIELD_LABEL_KEYS[field],
            field === 'birthday'
              ? // The browser's date picker, which cannot pick a day too young for the brand.
                { ...input, type: 'date', max: latestAllowedBirthday(minimumAge, new Date()) }
              : field === 'mobileNum'
                ? // The optional number (username mode) with its dialling code, chosen as the mobile mode's is.
                  { ...input, ...digits, before: <DialingCodeSelect value={values.dialingCode} onValue={setDialingCode} /> }
                : { ...input, ...digits },
          );
        })}
        {showAffiliate && text('affiliateCode', FIELD_LABEL_KEYS.affiliateCode, { autoComplete: 'off' })}
        {rules.captcha.shown && (
          <CaptchaField
            issuedFor={captchaFor}
            value={values.captcha}
            onValue={setCaptcha}
            error={form.errorOf('captcha')}
            generation={captchaGeneration}
            onFocus={() => {
              if (!captchaFor) issueCaptchaFor(accountName());
            }}
          />
        )}
        <CheckboxField
          required
          name="agreed"
          label={<FormattedMessage id="auth.register.agreementAge" values={{ age: minimumAge }} />}
          checked={values.agreed}
          onChecked={(checked) => {
            setValue('agreed', checked);
            touch('agreed');
          }}
          error={form.errorOf('agreed')}
        />
        {verification.step}
        <FormAlert failure={failure} />
        <Actions>
          <Button type="submit" busy={form.submitting}>
            <FormattedMessage id="auth.register.submit" />
          </Button>
        </Actions>
      </Form>
    </Tabs>
  );
}
