import type { ReactNode } from 'react';
import { EmptyState } from '@wl/ui-kit';

export function EmptyNote({ children }: { children: ReactNode }) {
  return <EmptyState title={children} />;
}
