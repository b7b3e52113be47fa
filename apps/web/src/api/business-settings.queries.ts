/** Query keys and options of the business settings and its images (logo, QRIS). */
import { queryOptions } from '@tanstack/react-query';
import { fetchBusinessImage, getApplicationSettings } from './business-settings.api';

export const businessSettingsKeys = {
  application: ['settings', 'application'] as const,
  image: (url: string) => ['settings', 'image', url] as const,
};

export const applicationQuery = () =>
  queryOptions({ queryKey: businessSettingsKeys.application, queryFn: getApplicationSettings });

/** An image's address changes with the file, so a fetched one never goes stale. */
export const businessImageQuery = (url: string) =>
  queryOptions({
    queryKey: businessSettingsKeys.image(url),
    queryFn: () => fetchBusinessImage(url),
    staleTime: Number.POSITIVE_INFINITY,
  });
