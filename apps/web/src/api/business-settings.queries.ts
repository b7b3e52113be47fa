/** Query keys and options of the business settings and its logo. */
import { queryOptions } from '@tanstack/react-query';
import { fetchLogo, getApplicationSettings } from './business-settings.api';

export const businessSettingsKeys = {
  application: ['settings', 'application'] as const,
  logo: (url: string) => ['settings', 'logo', url] as const,
};

export const applicationQuery = () =>
  queryOptions({ queryKey: businessSettingsKeys.application, queryFn: getApplicationSettings });

/** The logo's address changes with the image, so a fetched one never goes stale. */
export const logoQuery = (url: string) =>
  queryOptions({
    queryKey: businessSettingsKeys.logo(url),
    queryFn: () => fetchLogo(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
