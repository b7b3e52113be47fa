/** The contacts as rows: a row opens the contact; a tag filters the list by that tag. */
import { Badge, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { type Contact, formatPhone } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/lists.module.css';
import { ContactKindBadge } from './contact-kind-badge';

type Props = {
  contacts: Contact[];
  activeTag: string | undefined;
  onTag: (tag: string) => void;
};

export function ContactList({ contacts, activeTag, onTag }: Props) {
  const { t } = useTranslation('contacts');
  return (
    <Paper withBorder radius="lg">
      <ul className={classes.divided} aria-label={t('list.label')}>
        {contacts.map((contact) => (
          <li key={contact.id} data-testid="contact-row">
            <UnstyledButton
              component={Link}
              to={`/apps/contacts/form/${contact.id}`}
              display="block"
              px="md"
              pt="sm"
              pb={contact.tags.length > 0 ? 4 : 'sm'}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
                <Stack gap={2} miw={0}>
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {contact.name}
                  </Text>
                  {contact.company && (
                    <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                      {contact.company}
                    </Text>
                  )}
                  {contact.phone && (
                    <Text
                      size="sm"
                      data-testid="contact-phone"
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                    >
                      {formatPhone(contact.phone)}
                    </Text>
                  )}
                </Stack>
                <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                  <ContactKindBadge kind={contact.kind} />
                  {contact.archived && (
                    <Badge variant="outline" color="gray" size="sm">
                      {t('list.archived')}
                    </Badge>
                  )}
                </Stack>
              </Group>
            </UnstyledButton>
            {contact.tags.length > 0 && (
              <Group gap={6} px="md" pb="sm" pt={4}>
                {contact.tags.map((tag) => (
                  <Badge
                    key={tag}
                    component="button"
                    type="button"
                    variant={tag === activeTag ? 'filled' : 'light'}
                    color="gray"
                    size="sm"
                    tt="none"
                    style={{ cursor: 'pointer' }}
                    title={t('list.filterByTag', { tag })}
                    onClick={() => onTag(tag)}
                  >
                    #{tag}
                  </Badge>
                ))}
              </Group>
            )}
          </li>
        ))}
      </ul>
    </Paper>
  );
}
