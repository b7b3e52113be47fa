/** A bulk action on chosen notifications (also used for one), then every inbox view refreshes. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAction } from '@usaha/shared';
import { bulkAction, type InboxCounts } from '../../api/notifications.api';
import { afterInboxChange } from '../../api/notifications.queries';

export type InboxActionInput = { action: NotificationAction; ids: string[] };

export function useInboxAction(onDone: (input: InboxActionInput, counts: InboxCounts) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, ids }: InboxActionInput) => bulkAction(action, ids),
    onSuccess: async (counts, input) => {
      await afterInboxChange(client, counts.unread_count);
      onDone(input, counts);
    },
  });
}
