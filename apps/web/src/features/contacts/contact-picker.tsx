/**
 * Picks one contact for a form or a filter. It asks the server for the best 20 matches of what
 * is typed (`contacts/search/`), so no form ever loads every contact.
 */
import { Select, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { type Contact, formatPhone } from '@usaha/shared';
import { useMemo, useState } from 'react';
import { contactSearchQuery, useContact } from '../../api/contacts.queries';

const SEARCH_DELAY_MS = 250;

function optionLabel(contact: Contact): string {
  const detail = contact.company ?? (contact.phone ? formatPhone(contact.phone) : null);
  return detail ? `${contact.name} · ${detail}` : contact.name;
}

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'searchValue'> & {
  value: string | null;
  onChange: (id: string | null) => void;
  kind?: 'customer' | 'supplier';
};

export function ContactPicker({ value, onChange, kind, ...rest }: Props) {
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const results = useQuery(contactSearchQuery(q, kind));
  // The chosen contact may not be among the matches (an entry opened for editing).
  const chosen = useContact(value, !results.data?.some((contact) => contact.id === value));
  const data = useMemo(() => {
    const contacts = [...(results.data ?? [])];
    if (chosen.data && !contacts.some((contact) => contact.id === chosen.data.id)) {
      contacts.unshift(chosen.data);
    }
    return contacts.map((contact) => ({ value: contact.id, label: optionLabel(contact) }));
  }, [results.data, chosen.data]);

  return (
    <Select
      {...rest}
      data={data}
      value={value}
      onChange={(id) => onChange(id)}
      searchable
      clearable
      filter={({ options }) => options}
      searchValue={search}
      onSearchChange={setSearch}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
