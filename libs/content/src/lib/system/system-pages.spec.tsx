import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders as renderPage } from '@wl/testing';
import { MaintenancePage } from './maintenance-page';
import { RegionRestrictedPage } from './region-restricted-page';

describe('system status 1: the maintenance page', () => {
  it('is titled System Maintenance and its Contact Us button opens customer service', async () => {
    const onContactUs = vi.fn();
    renderPage(<MaintenancePage onContactUs={onContactUs} />);
    expect(await screen.findByRole('heading', { name: 'System Maintenance' })).toBeInTheDocument();
    expect(screen.getByText(/System maintenance is underway/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalledOnce();
  });
});

describe('system status 2: the region page', () => {
  it('is titled IP Restriction, shows the visitor IP and country, and offers Contact Us', async () => {
    const onContactUs = vi.fn();
    renderPage(<RegionRestrictedPage ip="203.0.113.9" country="Japan" onContactUs={onContactUs} />);
    expect(await screen.findByRole('heading', { name: 'IP Restriction' })).toBeInTheDocument();
    expect(screen.getByText('Your IP: 203.0.113.9')).toBeInTheDocument();
    expect(screen.getByText('Country: Japan')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Contact Us' }));
    expect(onContactUs).toHaveBeenCalledOnce();
  });

  it('leaves out the country the server sent none for, rather than a bare "Country:"', async () => {
    renderPage(<RegionRestrictedPage ip="203.0.113.9" country="" onContactUs={vi.fn()} />);
    expect(await screen.findByText('Your IP: 203.0.113.9')).toBeInTheDocument();
    expect(screen.queryByText(/Country/)).toBeNull();
  });

  it('leaves out the IP the server sent none for, rather than a bare "Your IP:"', async () => {
    renderPage(<RegionRestrictedPage ip="" country="Japan" onContactUs={vi.fn()} />);
    expect(await screen.findByText('Country: Japan')).toBeInTheDocument();
    expect(screen.queryByText(/Your IP/)).toBeNull();
  });
});
