/**
 * /apps/contacts/create and /apps/contacts/form/:id: one form for both; an edit also offers
 * WhatsApp and a call, shows where the contact stands in Hutang Piutang, lists the contact's
 * transactions and can delete (or archive) it.
 */
import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type Contact, formatPhone } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { deleteContact } from '../../api/contacts.api';
import { contactChanged, contactQuery } from '../../api/contacts.queries';
import { ContactPositionCard } from '../../components/contact-position-card';
import { DeleteAction } from '../../components/delete-action';
import { Notice, type NoticeValue, useRouteNotice } from '../../components/notice';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { LoadError } from '../../components/query-state';
import { useCan } from '../../lib/business';
import { ContactEntries } from './components/contact-entries';
import { ContactForm } from './components/contact-form';
import { ContactKindBadge } from './components/contact-kind-badge';
import { ContactReach } from './components/contact-reach';

export function ContactFormPage() {
  const { t } = useTranslation('contacts');
  const { id } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const canManage = useCan('contact.manage');
  const [notice, clearNotice] = useRouteNotice();
  const [shareNotice, setShareNotice] = useState<NoticeValue | null>(null);
  const contact = useQuery({ ...contactQuery(id ?? ''), enabled: Boolean(id) });
  const current = contact.data ?? null;

  function saved(next: Contact) {
    const text = id ? t('form.saved') : t('form.created', { name: next.name });
    navigate(`/apps/contacts/form/${next.id}`, {
      replace: Boolean(id),
      state: { notice: { kind: 'success', text } },
    });
    // The notice is at the top; the save button that led here is at the bottom.
    window.scrollTo({ top: 0 });
  }

  async function removed(id: string, result: { archived: boolean }) {
    await contactChanged(client, { removed: id });
    const text = result.archived ? t('delete.archived') : t('delete.deleted');
    navigate('/apps/contacts', {
      state: { notice: { kind: result.archived ? 'warning' : 'success', text } },
    });
  }

  return (
    <Stack gap="lg" maw={760}>
      <title>{current ? current.name : t('form.newTitle')}</title>
      <PageHeader
        back={{ to: '/apps/contacts', label: t('title') }}
        title={id ? (current?.name ?? t('form.editTitle')) : t('form.newTitle')}
        subtitle={id ? undefined : t('form.newSubtitle')}
        actions={current?.phone && <ContactReach phone={current.phone} name={current.name} />}
      />
      {current && (
        <Group gap="xs">
          <ContactKindBadge kind={current.kind} />
          {current.archived && (
            <Badge variant="outline" color="gray" size="sm">
              {t('list.archived')}
            </Badge>
          )}
          {current.phone && (
            <Text size="sm" data-testid="contact-phone">
              {formatPhone(current.phone)}
            </Text>
          )}
        </Group>
      )}
      {notice && <Notice notice={notice} onClose={clearNotice} />}
      {shareNotice && <Notice notice={shareNotice} onClose={() => setShareNotice(null)} />}
      {current && <ContactPositionCard contact={current} onNotice={setShareNotice} />}
      {id && contact.isPending && <PageLoader />}
      {id && contact.isError && (
        <LoadError error={contact.error} onRetry={() => void contact.refetch()} />
      )}
      {(!id || current) && (
        <Card withBorder radius="lg" padding="lg">
          {/* A new version from the server (after "reload" or a save) starts the form afresh. */}
          <ContactForm
            key={current ? `${current.id}:${current.version}` : 'new'}
            contact={current}
            onSaved={saved}
            disabled={!canManage}
          />
        </Card>
      )}
      {current && <ContactEntries contactId={current.id} />}
      {current && canManage && (
        <Group>
          <DeleteAction
            label={t('delete.action')}
            title={t('delete.title')}
            body={t('delete.body', { name: current.name })}
            remove={() => deleteContact(current.id)}
            onDone={(result) => removed(current.id, result)}
          />
        </Group>
      )}
    </Stack>
  );
}
