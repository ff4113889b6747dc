import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATTERN_KINDS } from '@wl/forms';
import { createSandboxApp } from '@wl/sandbox-api';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { ErrorActionsContext } from '@wl/ui-kit';
import { CaptchaField } from './captcha-field';

const sandbox = serveSandbox();
beforeEach(() => sandbox.use({}));

/** The merchant's register settings with the captcha's rule of the given kind (spec §5). */
function captchaOfKind(patternId: string) {
  const app = createSandboxApp();
  sandbox.server.use(
    http.get('*/wps/system/setting/register', async ({ request }) => {
      const body = await (await app.fetch(request)).json();
      return HttpResponse.json({ ...body, value: { ...body.value, captcha: { ...body.value.captcha, patternId } } });
    }),
  );
}

const captcha = () =>
  renderWithProviders(<CaptchaField issuedFor="demo_member" value="" onValue={() => undefined} error={null} generation={0} />);

describe('the captcha field asks for the keyboard its rule needs (spec §5)', () => {
  it('a digits-only captcha gets the digit pad', async () => {
    captchaOfKind(PATTERN_KINDS.digitsOnly.patternId);
    captcha();
    expect(await screen.findByRole('img', { name: 'Captcha image: type the digits you see' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('inputmode', 'numeric');
  });

  it('a captcha of letters and digits gets the full keyboard', async () => {
    captchaOfKind(PATTERN_KINDS.alphanumeric.patternId);
    captcha();
    expect(await screen.findByRole('img', { name: 'Captcha image: type the characters you see' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveAttribute('inputmode', 'text');
  });
});

describe('a captcha answer typed in Persian or Arabic-Indic digits', () => {
  it('is read as ASCII digits as it is typed (FA), letters left as they are', async () => {
    function Answer() {
      const [value, setValue] = useState('');
      return <CaptchaField issuedFor="demo_member" value={value} onValue={setValue} error={null} generation={0} />;
    }
    renderWithProviders(<Answer />, { language: 'FA' });
    const field = await screen.findByRole('textbox', { name: 'Captcha' });
    await userEvent.type(field, '۱۲ab٣٤');
    expect(field).toHaveValue('12ab34');
  });
});

describe('a player who cannot read the captcha has another way through (WCAG 1.1.1: a captcha offers another mode)', () => {
  it('the field offers customer service, a button after it, where the site can open it here', async () => {
    const contactSupport = vi.fn();
    renderWithProviders(
      <ErrorActionsContext.Provider value={{ contactSupport }}>
        <CaptchaField issuedFor="demo_member" value="" onValue={() => undefined} error={null} generation={0} />
      </ErrorActionsContext.Provider>,
    );
    const field = await screen.findByRole('textbox', { name: 'Captcha' });
    const ask = screen.getByRole('button', { name: "Can't read the picture? Ask customer service" });
    // A control of its own after the field, not read as the field's description.
    expect(field.compareDocumentPosition(ask) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(field).not.toHaveAccessibleDescription();
    await userEvent.click(ask);
    expect(contactSupport).toHaveBeenCalledOnce();
  });

  it('offers nothing where customer service cannot be opened', async () => {
    captcha();
    await screen.findByRole('textbox', { name: 'Captcha' });
    expect(screen.queryByRole('button', { name: "Can't read the picture? Ask customer service" })).not.toBeInTheDocument();
  });
});
