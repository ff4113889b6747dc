import { FormattedMessage } from 'react-intl';
import { useLoginMutation, useSendLoginSmsMutation } from '@wl/api-client';
import { useForm } from '@wl/forms';
import { Button } from '@wl/ui-kit';
import { Actions, Form, FormAlert } from '../common/form-parts';
import { useFormFailure } from '../common/form-failure';
import { MobileCodeFields } from '../sms/mobile-code-fields';
import { useMobileNumberCheck, verificationCodeMessage } from '../sms/mobile-rules';
import { countdownFromMinutes } from '../sms/use-countdown';
import { useHumanVerification } from '../verification/human-verification';
import { useCompleteLogin } from './complete-login';

/** Spec §4 / §5 mobile SMS login: the mobile number and the code sent to it. */
export function SmsLoginForm({ close }: { close: () => void }) {
  const [login] = useLoginMutation();
  const [sendSms] = useSendLoginSmsMutation();
  const completeLogin = useCompleteLogin();
  const checkMobile = useMobileNumberCheck();
  const { failure, showRefusal, show, afresh } = useFormFailure();
  // Spec §7: the human-verification step before the login (the code's send has its own, in the fields).
  const verification = useHumanVerification('login');
  const form = useForm({
    initialValues: { dialingCode: '', mobileNum: '', code: '' },
    validate: ({ mobileNum, code }) => ({ mobileNum: checkMobile(mobileNum), code: verificationCodeMessage(code) }),
  });
  const { mobileNum } = form.values;

  const submit = afresh(
    form.handleSubmit(async (values) => {
      const proof = await verification.verify();
      if (!proof) return;
      let result;
      try {
        result = await login({
          type: 'sms',
          ...proof,
          mobileNum: values.mobileNum.trim(),
          countryDialingCode: values.dialingCode,
          verificationCode: values.code.trim(),
        }).unwrap();
      } catch (error) {
        // The player gave a mobile number (one edited after the code went to another, say), not a username or e-mail.
        showRefusal(error, { byMobile: true });
        return;
      }
      await completeLogin(result, { type: 'sms', close });
    }),
  );

  return (
    <Form onSubmit={submit} noValidate>
      <MobileCodeFields
        purpose="login"
        form={form}
        mobileNumMessage={checkMobile(mobileNum)}
        send={async (proof, countryDialingCode) =>
          countdownFromMinutes((await sendSms({ mobileNum: mobileNum.trim(), countryDialingCode, ...proof }).unwrap()).expiredMinutes)
        }
        onSendFailed={show}
      />
      {verification.step}
      <FormAlert failure={failure} />
      <Actions>
        <Button type="submit" busy={form.submitting}>
          <FormattedMessage id="auth.login.submit" />
        </Button>
      </Actions>
    </Form>
  );
}
