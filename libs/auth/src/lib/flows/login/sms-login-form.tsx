import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLoginMutation, useSendLoginSmsMutation } from '@wl/api-client';
import { useForm } from '@wl/forms';
import { Button } from '@wl/ui-kit';
import { Actions, Form, FormAlert } from '../common/form-parts';
import { apiErrorMessage, type ShownMessage } from '../common/messages';
import { MobileCodeFields } from '../sms/mobile-code-fields';
import { useMobileNumberCheck, verificationCodeMessage } from '../sms/mobile-rules';
import { countdownFromMinutes } from '../sms/use-countdown';
import { useCompleteLogin } from './complete-login';

/** Spec §4 / §5 mobile SMS login: the mobile number and the code sent to it. */
export function SmsLoginForm({ close }: { close: () => void }) {
  const [login] = useLoginMutation();
  const [sendSms] = useSendLoginSmsMutation();
  const completeLogin = useCompleteLogin();
  const checkMobile = useMobileNumberCheck();
  const [failure, setFailure] = useState<ShownMessage | null>(null);
  const form = useForm({
    initialValues: { dialingCode: '', mobileNum: '', code: '' },
    validate: ({ mobileNum, code }) => ({ mobileNum: checkMobile(mobileNum), code: verificationCodeMessage(code) }),
  });
  const { dialingCode, mobileNum } = form.values;

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    let result;
    try {
      result = await login({
        type: 'sms',
        mobileNum: values.mobileNum.trim(),
        countryDialingCode: values.dialingCode,
        verificationCode: values.code.trim(),
      }).unwrap();
    } catch (error) {
      setFailure(apiErrorMessage(error));
      return;
    }
    await completeLogin(result, { type: 'sms', close });
  });

  return (
    <Form onSubmit={submit} noValidate>
      <MobileCodeFields
        form={form}
        mobileNumMessage={checkMobile(mobileNum)}
        send={async () =>
          countdownFromMinutes((await sendSms({ mobileNum: mobileNum.trim(), countryDialingCode: dialingCode }).unwrap()).expiredMinutes)
        }
        onSendFailed={setFailure}
      />
      <FormAlert message={failure} />
      <Actions>
        <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Actions>
    </Form>
  );
}
