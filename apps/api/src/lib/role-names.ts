/** A business role as its people call it, in the notifications and mail of either language. */
import type { BusinessRole, Language } from '@usaha/shared';

export const ROLE_NAMES: Record<Language, Record<BusinessRole, string>> = {
  id: {
    owner: 'Pemilik',
    manager: 'Manajer',
    accountant: 'Akuntan',
    cashier: 'Kasir',
    viewer: 'Pengamat',
  },
  en: {
    owner: 'Owner',
    manager: 'Manager',
    accountant: 'Accountant',
    cashier: 'Cashier',
    viewer: 'Viewer',
  },
};
