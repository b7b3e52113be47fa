/** The dashboard's every card in one answer (`/v1/dashboard/`). */
import type { Dashboard } from '@usaha/shared';
import { requestData, toQueryString } from '../lib/api-data';

export function getDashboard(date?: string): Promise<Dashboard> {
  return requestData<Dashboard>(`/v1/dashboard/${toQueryString({ date })}`);
}
