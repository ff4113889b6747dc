import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import HelpPage from './help-page';

const sandbox = serveSandbox();

describe('the help page (/help)', () => {
  it('a failed help-center call is said once, with one retry, not once per help section', async () => {
    let fail = true;
    sandbox.server.use(http.get('*/wps/system/helpCenter', () => (fail ? HttpResponse.error() : undefined)));
    renderWithProviders(<HelpPage />, { route: '/help' });
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('The network is abnormal, please try again');
    expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(1);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'How to withdraw' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
