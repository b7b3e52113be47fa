import { hasPermission, useAuth } from './auth-store';

/** Whether the signed-in user may do something (the API checks it again). */
export function useCan(permission: string): boolean {
  return hasPermission(permission, useAuth());
}
