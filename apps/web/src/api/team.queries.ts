/** Query keys and options of the team page: members and invitations of the current business. */
import { infiniteQueryOptions, type QueryClient } from '@tanstack/react-query';
import { listInvitations, listMembers } from './team.api';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  invitations: () => [...teamKeys.all, 'invitations'] as const,
};

/** Pages of members by cursor; one page holds a usual team. */
export const membersQuery = () =>
  infiniteQueryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ pageParam }) => listMembers(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

/** Open and expired invitations, newest first. */
export const invitationsQuery = () =>
  infiniteQueryOptions({
    queryKey: teamKeys.invitations(),
    queryFn: ({ pageParam }) => listInvitations(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
  });

export function refreshTeam(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: teamKeys.all });
}
