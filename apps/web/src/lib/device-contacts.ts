/**
 * The phone's own contacts, through the Contact Picker API (`navigator.contacts.select`), as
 * BukuWarung picks a customer from them. Only some browsers have it (Chrome on Android): ask
 * `deviceContactsAvailable()` before offering it. The person chooses one contact; the page learns
 * only that one's name and numbers.
 */
import { normalisePhone } from '@usaha/shared';

type ContactProperty = 'name' | 'tel';
type ContactInfo = { name?: string[]; tel?: string[] };
type ContactsManager = {
  select(properties: ContactProperty[], options: { multiple: boolean }): Promise<ContactInfo[]>;
};

function manager(): ContactsManager | null {
  if (typeof window === 'undefined' || !('ContactsManager' in window)) return null;
  const contacts = (navigator as Navigator & { contacts?: ContactsManager }).contacts;
  return typeof contacts?.select === 'function' ? contacts : null;
}

export function deviceContactsAvailable(): boolean {
  return manager() !== null;
}

export type DeviceContact = { name: string; phone: string };

/**
 * One contact the person picks: its first name and its first number that reads as a phone
 * number (else its first number, which the form then refuses as any typed one). Null when none
 * is picked (the list closed) or the browser refuses.
 */
export async function pickDeviceContact(): Promise<DeviceContact | null> {
  const contacts = manager();
  if (!contacts) return null;
  try {
    const [picked] = await contacts.select(['name', 'tel'], { multiple: false });
    if (!picked) return null;
    const numbers = (picked.tel ?? []).map((tel) => tel.trim()).filter(Boolean);
    const phone = numbers.find((tel) => normalisePhone(tel) !== null) ?? numbers[0] ?? '';
    const name = (picked.name ?? []).map((text) => text.trim()).find(Boolean) ?? '';
    return name || phone ? { name, phone } : null;
  } catch {
    // Refused (no user gesture, another picker open): the sheet stays as it was.
    return null;
  }
}
