import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { testBrand } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import { App } from './app';

const sandbox = serveSandbox();

describe('startup by system status (spec §2)', () => {
  it('status 0 opens the site: header, home and footer', async () => {
    render(<App brand={testBrand} />);
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Test Brand is licensed');
    expect(screen.getByRole('link', { name: 'Test Brand home' })).toHaveAttribute('href', '/');
  });

  it('status 1 shows the System Maintenance page with Contact Us, and no site', async () => {
    sandbox.use({ scenario: 'maintenance' });
    render(<App brand={testBrand} />);
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('status 2 shows the IP Restriction page with the visitor IP and country', async () => {
    sandbox.use({ scenario: 'region', regionCountry: 'Japan' });
    render(<App brand={testBrand} />);
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('Your IP: 127.0.0.1')).toBeInTheDocument();
    expect(screen.getByText('Country: Japan')).toBeInTheDocument();
  });

  it('a failed status call says so and recovers on retry instead of showing a blank page', async () => {
    const { http, HttpResponse } = await import('msw');
    sandbox.server.use(http.get('*/wps/system/status', () => HttpResponse.error(), { once: true }));
    render(<App brand={testBrand} />);
    const retry = await screen.findByRole('button', { name: 'Try again' });
    retry.click();
    expect(await screen.findByRole('heading', { name: 'Welcome to Test Brand' })).toBeInTheDocument();
  });
});
