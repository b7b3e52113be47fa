import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client';

/**
 * Server state for the signed-in areas. Mounted by the apps and admin layouts rather than at the
 * root so the public pages' first download stays within its budget (docs/decisions.md, Web).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
