import { afterEach, expect, test } from 'vitest';
import { makeUser } from '../test/fake-api';
import { authStore } from './auth-store';
import { PUBLIC_DATA, queryClient } from './query-client';

afterEach(() => authStore.signOut());

test('signing out, or another person signing in, empties the cache; a refreshed token keeps it', () => {
  const budi = makeUser({ id: 'u-budi' });
  authStore.setSession('tok-1', budi, false);
  queryClient.setQueryData(['cashbooks'], ['Kas Toko']);
  authStore.setSession('tok-2', budi, false);
  expect(queryClient.getQueryData(['cashbooks'])).toEqual(['Kas Toko']);

  authStore.signOut();
  expect(queryClient.getQueryData(['cashbooks'])).toBeUndefined();

  authStore.setSession('tok-3', budi, false);
  queryClient.setQueryData(['cashbooks'], ['Kas Toko']);
  authStore.setSession('tok-4', makeUser({ id: 'u-sri' }), false);
  expect(queryClient.getQueryData(['cashbooks'])).toBeUndefined();
});

test('data anyone may see (an invitation preview) stays when the person changes', async () => {
  await queryClient.prefetchQuery({
    queryKey: ['invitation', 't'],
    queryFn: () => ({ business_name: 'Warung Bu Sri' }),
    meta: { [PUBLIC_DATA]: true },
  });
  authStore.setSession('tok-1', makeUser({ id: 'u-dewi' }), false);
  expect(queryClient.getQueryData(['invitation', 't'])).toEqual({ business_name: 'Warung Bu Sri' });
});
