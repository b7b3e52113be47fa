/**
 * A contact made from a picker, from the name typed into it (issue 13: the name was dropped) and
 * the number its sheet asks for (issue 31): offered to those who may create contacts, saved once
 * (lib/use-save.ts), then chosen.
 */
import { useQueryClient } from '@tanstack/react-query';
import type { Contact } from '@usaha/shared';
import { createContact } from '../../api/contacts.api';
import { contactChanged } from '../../api/contacts.queries';
import { useCan } from '../../lib/business';
import { useSave } from '../../lib/use-save';
import type { NewContactBody } from './new-contact-sheet';

export type NewContactKind = 'customer' | 'supplier';

/** An option's value that stands for "create a contact of this kind from what was typed". */
const CREATE_PREFIX = 'create-contact:';

export const createOptionValue = (kind: NewContactKind) => `${CREATE_PREFIX}${kind}`;

export function kindToCreate(value: string | null): NewContactKind | null {
  if (value === createOptionValue('customer')) return 'customer';
  if (value === createOptionValue('supplier')) return 'supplier';
  return null;
}

/** The longest name a contact may have (contact.schemas). */
const MAX_NAME = 120;

/**
 * Whether to offer creating `typed`: the user may, it is a name, and no match already has it
 * (the picker's matches are the server's best 20, so an exact name among them is the one).
 */
export function shouldOfferCreate(typed: string, matches: Contact[], chosenLabel?: string) {
  const name = typed.trim();
  if (!name || name.length > MAX_NAME || typed === chosenLabel) return false;
  return !matches.some((contact) => contact.name.toLowerCase() === name.toLowerCase());
}

type Outcome = {
  onCreated: (contact: Contact) => void;
  onFailed: () => void;
};

export function useContactCreate({ onCreated, onFailed }: Outcome) {
  const client = useQueryClient();
  const allowed = useCan('contact.manage');
  const save = useSave({
    send: (body: NewContactBody, key: string) => createContact(body, key),
    onSuccess: async (saved: Contact) => {
      await contactChanged(client, { saved });
      onCreated(saved);
    },
    onError: onFailed,
  });
  return { allowed, save };
}
