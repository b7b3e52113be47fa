import { QueryClient } from '@tanstack/react-query';

/** One cache for the whole session, shared by every layout that mounts the provider. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
