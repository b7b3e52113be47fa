/** The query of the signed-in user's businesses (the switcher's menu). */
import { queryOptions } from '@tanstack/react-query';
import { listMemberships } from './businesses.api';

export const membershipsQuery = () =>
  queryOptions({ queryKey: ['businesses'] as const, queryFn: listMemberships, staleTime: 0 });
