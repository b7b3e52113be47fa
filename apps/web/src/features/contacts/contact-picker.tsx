/**
 * Picks one contact for a form or a filter. It asks the server for the best 20 matches of what
 * is typed (`contacts/search/`), so no form ever loads every contact. A form's picker may also
 * make a new customer or supplier from the name typed, with its WhatsApp number, in a sheet over
 * the form (new-contact-sheet.tsx).
 */
import { Group, Loader, Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type Contact, formatPhone } from '@usaha/shared';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSearchQuery, useContact } from '../../api/contacts.queries';
import { IconUserPlus } from '../../components/icons';
import { errorMessage } from '../../lib/error-message';
import { type NewContactDraft, NewContactSheet } from './new-contact-sheet';
import {
  createOptionValue,
  kindToCreate,
  type NewContactKind,
  shouldOfferCreate,
  useContactCreate,
} from './use-contact-create';
import { useHeldSubmit } from './use-held-submit';

const SEARCH_DELAY_MS = 250;
const NO_KINDS: readonly NewContactKind[] = [];

function optionLabel(contact: Contact): string {
  const detail = contact.company ?? (contact.phone ? formatPhone(contact.phone) : null);
  return detail ? `${contact.name} · ${detail}` : contact.name;
}

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> & {
  value: string | null;
  onChange: (id: string | null) => void;
  kind?: 'customer' | 'supplier';
  /**
   * The kinds of contact the picker offers to create from the name typed, the likelier first
   * (a form's picker; a filter offers none). Only to those who may create contacts.
   */
  createKinds?: readonly NewContactKind[];
};

export function ContactPicker({ value, onChange, kind, createKinds = NO_KINDS, ...rest }: Props) {
  const { t } = useTranslation(['contacts', 'errors']);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const results = useQuery(contactSearchQuery(q, kind));
  // The chosen contact may not be among the matches (an entry opened for editing).
  const chosen = useContact(value, !results.data?.some((contact) => contact.id === value));
  const input = useRef<HTMLInputElement>(null);
  const held = useHeldSubmit(input, value);
  const [draft, setDraft] = useState<NewContactDraft | null>(null);
  const create = useContactCreate({
    onCreated: (contact) => {
      held.created(contact.id);
      onChange(contact.id);
    },
    onFailed: held.failed,
  });
  const data = useMemo(() => {
    const contacts = [...(results.data ?? [])];
    if (chosen.data && !contacts.some((contact) => contact.id === chosen.data.id)) {
      contacts.unshift(chosen.data);
    }
    const options = contacts.map((contact) => ({ value: contact.id, label: optionLabel(contact) }));
    const chosenLabel = options.find((option) => option.value === value)?.label;
    if (!create.allowed || !shouldOfferCreate(search, contacts, chosenLabel)) return options;
    const name = search.trim();
    return [
      ...options,
      ...createKinds.map((newKind) => ({
        value: createOptionValue(newKind),
        label: t(`picker.create.${newKind}`, { name }),
      })),
    ];
  }, [results.data, chosen.data, value, search, createKinds, create.allowed, t]);

  const saving = create.save;
  const typedName = saving.variables?.body.name ?? '';
  return (
    <>
      <Select
        {...rest}
        ref={input}
        data={data}
        value={value}
        onChange={(id) => {
          const newKind = kindToCreate(id);
          if (newKind) setDraft({ kind: newKind, name: search.trim() });
          else onChange(id);
        }}
        searchable
        clearable
        filter={({ options }) => options}
        searchValue={search}
        onSearchChange={setSearch}
        renderOption={({ option }) =>
          kindToCreate(option.value) ? (
            <Group gap={8} wrap="nowrap" data-testid="contact-create-option">
              <IconUserPlus size={16} aria-hidden="true" />
              {option.label}
            </Group>
          ) : (
            option.label
          )
        }
        rightSection={saving.isPending ? <Loader size="xs" /> : undefined}
        description={
          saving.isPending
            ? t(saving.isPaused ? 'picker.waiting' : 'picker.creating', { name: typedName })
            : rest.description
        }
        error={
          saving.isError
            ? t('picker.createFailed', { name: typedName, message: errorMessage(t, saving.error) })
            : rest.error
        }
        comboboxProps={{ withinPortal: true }}
      />
      <NewContactSheet
        draft={draft}
        onSave={(body) => {
          setDraft(null);
          setSearch(body.name);
          held.start();
          saving.mutate(body);
        }}
        onClose={() => {
          if (draft) setSearch(draft.name);
          setDraft(null);
          input.current?.focus();
        }}
      />
    </>
  );
}
