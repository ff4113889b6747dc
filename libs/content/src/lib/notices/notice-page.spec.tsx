import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@wl/testing';
import { serveSandbox } from '@wl/testing/vitest';
import NoticePage from './notice-page';

serveSandbox();

describe('the notice page (/noticePage, spec §2)', () => {
  it('/noticePage with no id opens the newest notice', async () => {
    renderWithProviders(<NoticePage />, { route: '/noticePage' });
    expect(await screen.findByRole('heading', { level: 2, name: /Notice 1:/ })).toBeInTheDocument();
  });

  it('/noticePage?id= of a notice taken down says it is no longer available instead of opening another', async () => {
    renderWithProviders(<NoticePage />, { route: '/noticePage?id=99999' });
    expect(await screen.findByText('This announcement is no longer available.')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Announcement list' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  });
});
