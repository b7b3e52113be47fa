/** The public statement's query: public data, kept when someone signs in or out in the tab. */
import { queryOptions } from '@tanstack/react-query';
import { PUBLIC_DATA, retryUnlessMissing } from '../lib/query-client';
import { getPortalStatement } from './debt-statements.api';

export const portalStatementQuery = (token: string) =>
  queryOptions({
    queryKey: ['portal', 'statement', token] as const,
    queryFn: () => getPortalStatement(token),
    retry: retryUnlessMissing,
    meta: { [PUBLIC_DATA]: true },
  });
