import { useCallback } from 'react';
import { useServiceChannel } from '@wl/auth';
import { useOpenCustomerService } from '@wl/content';

/** Customer service on the player's own channel: VIP above rank 4, live chat for everyone else (spec §6). */
export function useContactCustomerService(): () => Promise<void> {
  const channel = useServiceChannel();
  const open = useOpenCustomerService();
  return useCallback(() => open(channel), [open, channel]);
}
