/** Query keys and options of the business settings and the privacy page. */
import { queryOptions } from '@tanstack/react-query';
import { fetchLogo, getApplicationSettings } from './application.api';
import { listSessions } from './privacy.api';

export const settingsKeys = {
  application: ['settings', 'application'] as const,
  logo: (url: string) => ['settings', 'logo', url] as const,
  sessions: ['settings', 'sessions'] as const,
};

export const applicationQuery = () =>
  queryOptions({ queryKey: settingsKeys.application, queryFn: getApplicationSettings });

/** The logo's address changes with the image, so a fetched one never goes stale. */
export const logoQuery = (url: string) =>
  queryOptions({
    queryKey: settingsKeys.logo(url),
    queryFn: () => fetchLogo(url),
    staleTime: Number.POSITIVE_INFINITY,
  });

export const sessionsQuery = () =>
  queryOptions({ queryKey: settingsKeys.sessions, queryFn: listSessions });
