import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useGetCaptchaQuery, useGetRegisterSettingsQuery } from '@wl/api-client';
import { PATTERN_KINDS, type FieldMessage } from '@wl/forms';
import { latinDigits } from '@wl/ui-kit';
import { useCannotReadPicture } from '../common/cannot-read-picture';
import { PictureButton, TextField } from '../common/form-parts';
import { useThrottledCall } from '../common/use-throttled';

/** Spec §5 / §9: a new captcha image at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  /** The username the captcha is issued for (the server checks the answer against it). */
  issuedFor: string;
  value: string;
  onValue: (value: string) => void;
  error: FieldMessage | null;
  /** Bumped by the form when the image was used up (a failed login): a new one is drawn. */
  generation: number;
  /** The field was entered: a form that issues the captcha on a blur can issue it now (an autofilled name is never blurred). */
  onFocus?: () => void;
}

/** The captcha input with its image; a click on the image draws a new one, no more than once a second. */
export function CaptchaField({ issuedFor, value, onValue, error, generation, onFocus }: CaptchaFieldProps) {
  const intl = useIntl();
  const { data: image, refetch, isFetching } = useGetCaptchaQuery({ username: issuedFor }, { skip: !issuedFor });
  // Nothing to redraw before the captcha is issued for a name: a skipped query cannot be refetched.
  const { call: refresh, markCalled } = useThrottledCall(() => {
    if (issuedFor) void refetch();
  }, CAPTCHA_REFRESH_MS);
  const seenGeneration = useRef(generation);
  // Spec §5: the captcha's rule says what it holds; a phone's digit pad only for digits, or letters could not be typed.
  const digits = useGetRegisterSettingsQuery().data?.captcha.patternId === PATTERN_KINDS.digitsOnly.patternId;

  // The first image is fetched on mount; it counts towards the once-a-second limit.
  useEffect(markCalled, [markCalled]);
  useEffect(() => {
    if (generation === seenGeneration.current) return;
    seenGeneration.current = generation;
    refresh();
  }, [generation, refresh]);

  const label = intl.formatMessage({ id: 'auth.captcha.refresh' });
  const cannotRead = useCannotReadPicture();
  return (
    <>
      <TextField
        label={<FormattedMessage id="auth.captcha.label" />}
        aria-required
        name="captcha"
        autoComplete="off"
        inputMode={digits ? 'numeric' : 'text'}
        value={value}
        // Its digits are read as ASCII as typed: the picture's answer, typed on a Persian, Arabic or Thai keyboard, is checked as 0-9.
        onValue={(typed) => onValue(latinDigits(typed, intl.locale))}
        onFocus={onFocus}
        error={error}
        addon={
          <PictureButton type="button" onClick={refresh} aria-label={label} title={label} aria-busy={isFetching}>
            {image ? (
              <img
                src={`data:image/png;base64,${image}`}
                alt={intl.formatMessage({ id: digits ? 'auth.captcha.image' : 'auth.captcha.imageCharacters' })}
              />
            ) : (
              <FormattedMessage id="system.loading" />
            )}
          </PictureButton>
        }
      />
      {cannotRead}
    </>
  );
}
