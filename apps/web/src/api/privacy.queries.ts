/** Query keys and options of the privacy page: the user's sessions. */
import { queryOptions } from '@tanstack/react-query';
import { listSessions } from './privacy.api';

export const privacyKeys = {
  sessions: ['settings', 'sessions'] as const,
};

export const sessionsQuery = () =>
  queryOptions({ queryKey: privacyKeys.sessions, queryFn: listSessions });
