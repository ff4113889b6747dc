import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  BANK_ACCOUNT_LIMITS,
  withinPayeeNameLimits,
  PROFILE_FIELDS,
  PROFILE_VALUE_MAX_LENGTH,
  useGetProfileQuery,
  useGetRegisterSettingsQuery,
  useUpdateProfileMutation,
  type Profile,
  type ProfileField,
  type RegisterSettings,
} from '@wl/api-client';
import { useBrand } from '@wl/brand';
import {
  ageMessage,
  dateAsInput,
  dateAsSent,
  latestAllowedBirthday,
  minimumAgeOf,
  useFieldRules,
  useForm,
  useRuleOrLength,
  type FieldMessage,
  type FieldRule,
} from '@wl/forms';
import { Button, TextField, QueryView, FailureMessage, latinDigits } from '@wl/ui-kit';
import styled from 'styled-components';
import { Form, PageStack, SaveStatus, useSaveFeedback } from '../common/page-parts';
import { PageTitle } from '../common/page-title';

/** Each profile field's label (spec §3 labelled profile fields). */
export const PROFILE_FIELD_KEYS: Record<ProfileField, string> = {
  nickname: 'member.profile.nickname',
  fullname: 'member.profile.fullname',
  email: 'member.profile.email',
  mobileNum: 'member.profile.mobileNum',
  birthday: 'member.profile.birthday',
  address: 'member.profile.address',
  nationality: 'member.profile.nationality',
  occupation: 'member.profile.occupation',
  sourceOfIncome: 'member.profile.sourceOfIncome',
  telegram: 'member.profile.telegram',
  zalo: 'member.profile.zalo',
};

const INPUT_TYPES: Partial<Record<ProfileField, string>> = { email: 'email', mobileNum: 'tel', zalo: 'tel', birthday: 'date' };

/**
 * A value longer than the call takes, said at its field: most fields (address, occupation…) have no register rule to
 * say so, and a long paste came back as an error naming no field.
 */
const tooLong = (value: string): FieldMessage | null =>
  value.length > PROFILE_VALUE_MAX_LENGTH ? { key: 'member.profile.tooLong', values: { max: PROFILE_VALUE_MAX_LENGTH } } : null;

/** The add-bank-account call's payee-name bounds: the full name's check until the `payeeName` rule has arrived. */
const FULLNAME_LENGTH = { min: BANK_ACCOUNT_LIMITS.payeeName.minLength, max: BANK_ACCOUNT_LIMITS.payeeName.maxLength };

/**
 * A field set once (the e-mail, the mobile number) looks it: on the page's colour, its edge dashed, where it looked
 * as editable as the rest, its "set once" hint the only sign.
 */
const FieldsForm = styled(Form)`
  input[readonly] {
    background: ${({ theme }) => theme.colors.background};
    border-style: dashed;
  }
`;

/** The register settings' rules for the profile fields that have them, none required (the player may leave them empty). */
function profileRules(settings: RegisterSettings | undefined) {
  if (!settings) return undefined;
  const rules: Partial<Record<ProfileField, FieldRule>> = {};
  for (const field of PROFILE_FIELDS) {
    const rule = (settings as Partial<Record<string, FieldRule>>)[field];
    if (rule) rules[field] = { ...rule, enabled: true, required: false };
  }
  return rules as Record<ProfileField, FieldRule>;
}

function ProfileForm({ profile, settings }: { profile: Profile; settings?: RegisterSettings }) {
  const intl = useIntl();
  const minimumAge = minimumAgeOf(useBrand());
  const rules = useFieldRules(useMemo(() => profileRules(settings), [settings]));
  // The full name locks once saved and becomes the fixed payee name of withdrawals: it is the real name of spec §5.
  const serverRule = settings?.payeeName;
  const payeeName = useMemo(() => serverRule && withinPayeeNameLimits(serverRule), [serverRule]);
  const fullnameRule = useRuleOrLength(payeeName, FULLNAME_LENGTH);
  const [save, saving] = useUpdateProfileMutation();
  const feedback = useSaveFeedback(saving);
  // The birthday's date input takes and gives yyyy-MM-dd; its rule may hold it as another date kind, checked and sent as such.
  const asSent = (field: ProfileField, value: string) => (field === 'birthday' ? dateAsSent(value, settings?.birthday) : value);
  const form = useForm<Record<ProfileField, string>>({
    initialValues: { ...profile.values, birthday: dateAsInput(profile.values.birthday) },
    validate: (values) => {
      const errors = Object.fromEntries(
        profile.editable.map((field) => [field, rules?.[field]?.validate(asSent(field, values[field])) ?? tooLong(values[field])]),
      );
      // The player may leave the full name empty; one typed must be a real name.
      if (profile.editable.includes('fullname')) errors.fullname ??= fullnameRule.validate(values.fullname, { required: false });
      // The birthday locks once saved: one under the brand's minimum age must never get that far (spec §5, as at registration).
      if (profile.editable.includes('birthday')) errors.birthday ??= ageMessage(values.birthday, minimumAge, new Date());
      return errors;
    },
  });
  const submit = form.handleSubmit(async (values) => {
    const changed = Object.fromEntries(
      profile.editable
        .map((field) => [field, asSent(field, values[field])] as const)
        .filter(([field, value]) => value !== profile.values[field]),
    );
    if (Object.keys(changed).length) {
      await save({ values: changed });
      return;
    }
    feedback.nothingToSave();
  });
  const edit = (field: ProfileField, value: string) => {
    form.setValue(field, value);
    feedback.edited();
  };
  return (
    <FieldsForm onSubmit={submit} noValidate aria-label={intl.formatMessage({ id: 'member.entry.profile' })}>
      {PROFILE_FIELDS.map((field) => {
        const editable = profile.editable.includes(field);
        const error = form.errorOf(field);
        return (
          <TextField
            key={field}
            name={field}
            type={INPUT_TYPES[field] ?? 'text'}
            // The browser's date picker, which cannot pick a day too young for the brand.
            max={field === 'birthday' ? latestAllowedBirthday(minimumAge, new Date()) : undefined}
            label={<FormattedMessage id={PROFILE_FIELD_KEYS[field]} />}
            value={form.values[field]}
            maxLength={PROFILE_VALUE_MAX_LENGTH}
            readOnly={!editable}
            hint={editable ? undefined : <FormattedMessage id="member.profile.locked" />}
            error={error ? <FormattedMessage id={error.key} values={error.values} /> : undefined}
            // A phone number typed on a Persian, Arabic or Thai keyboard is read in ASCII digits, as registration reads it.
            onChange={(event) =>
              edit(field, INPUT_TYPES[field] === 'tel' ? latinDigits(event.target.value, intl.locale) : event.target.value)
            }
            onBlur={() => form.touch(field)}
          />
        );
      })}
      <FailureMessage error={saving.error} />
      <SaveStatus feedback={feedback} saved={<FormattedMessage id="member.profile.saved" />} />
      <Button type="submit" busy={form.submitting}>
        <FormattedMessage id="member.save" />
      </Button>
    </FieldsForm>
  );
}

/** Spec §2 profile: the labelled fields, editable as the server allows, checked by the register rules (`@wl/forms`). */
export default function ProfilePage() {
  const query = useGetProfileQuery();
  const { data: settings } = useGetRegisterSettingsQuery();
  return (
    <PageStack aria-labelledby="member-profile-title">
      <PageTitle id="member-profile-title">
        <FormattedMessage id="member.entry.profile" />
      </PageTitle>
      <QueryView query={query}>{(profile) => <ProfileForm profile={profile} settings={settings} />}</QueryView>
    </PageStack>
  );
}
