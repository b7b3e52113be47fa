/** /apps/contacts: customers and suppliers, by kind tab, search and tag, a page at a time. */

import { useInfiniteQuery } from '@tanstack/react-query';
import { contactKeys, contactsInfiniteQuery } from '../../api/contacts.queries';
import { DirectoryListPage } from '../../components/directory-io/directory-list-page';
import { IconAddressBook } from '../../components/icons';
import { useCan } from '../../lib/business';
import { ContactFilters } from './components/contact-filters';
import { ContactList } from './components/contact-list';
import { useContactFilters } from './use-contact-filters';

export function ContactsPage() {
  const { filter, setFilter, clearFilter } = useContactFilters();
  const pages = useInfiniteQuery(contactsInfiniteQuery(filter));
  return (
    <DirectoryListPage
      kind="contacts"
      icon={IconAddressBook}
      createPath="/apps/contacts/create"
      canManage={useCan('contact.manage')}
      filter={filter}
      clearFilter={clearFilter}
      pages={pages}
      queryKey={contactKeys.all}
      filters={<ContactFilters filter={filter} onChange={setFilter} />}
    >
      {(contacts) => (
        <ContactList
          contacts={contacts}
          activeTag={filter.tag}
          onTag={(tag) => setFilter({ tag: tag === filter.tag ? null : tag })}
        />
      )}
    </DirectoryListPage>
  );
}
