/**
 * The link of an invitation just sent, shown once (the server keeps only its hash): copy it, or
 * open WhatsApp with a prepared message that names the business, the role and the invited address.
 */
import { Button, Card, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { INVITATION_TTL_DAYS, type SentInvitation, whatsappShareLink } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../../components/copy-button';
import { IconCheck, IconCopy } from '../../../components/icons';
import { WhatsAppButton } from '../../../components/whatsapp-button';
import { useBusiness } from '../../../lib/business';

export function InvitationShare({
  invitation,
  onClose,
}: {
  invitation: SentInvitation;
  onClose: () => void;
}) {
  const { t } = useTranslation(['team', 'apps', 'common']);
  const business = useBusiness().name;
  const message = t('share.message', {
    business,
    role: t(`apps:roles.${invitation.role}`),
    email: invitation.email,
    days: INVITATION_TTL_DAYS,
    link: invitation.link,
  });
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="share-title">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg" id="share-title">
            {t('share.title')}
          </Title>
          <CloseButton aria-label={t('common:close')} onClick={onClose} />
        </Group>
        <Text size="sm">{t('share.body', { email: invitation.email })}</Text>
        <TextInput
          label={t('share.link')}
          value={invitation.link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
        />
        <Group gap="xs" wrap="wrap">
          <WhatsAppButton href={whatsappShareLink(message)}>{t('share.whatsapp')}</WhatsAppButton>
          <CopyButton value={invitation.link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={
                  copied ? (
                    <IconCheck size={18} aria-hidden="true" />
                  ) : (
                    <IconCopy size={18} aria-hidden="true" />
                  )
                }
              >
                {copied ? t('share.copied') : t('share.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="xs" c="dimmed">
          {t('share.once')}
        </Text>
      </Stack>
    </Card>
  );
}
