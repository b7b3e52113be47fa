/** The portal's calm one-message pages: what the portal is, and a link that opens nothing. */
import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type Icon, IconLinkOff } from '../../../components/icons';

/** An unknown, revoked or void link, whatever the reason (the server answers them all alike). */
export function InvalidLink({ what = 'invoice' }: { what?: 'invoice' | 'statement' }) {
  const { t } = useTranslation('portal');
  const body = what === 'statement' ? t('statement.invalidBody') : t('invalid.body');
  return <PortalMessage icon={IconLinkOff} title={t('invalid.title')} body={body} />;
}

export function PortalMessage({
  icon: Glyph,
  title,
  body,
}: {
  icon: Icon;
  title: string;
  body: string;
}) {
  const { t } = useTranslation('portal');
  return (
    <Stack align="center" ta="center" gap="md" py={48} maw={520} mx="auto">
      <ThemeIcon size={64} radius="xl" variant="light" aria-hidden="true">
        <Glyph size={34} stroke={1.6} />
      </ThemeIcon>
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed">{body}</Text>
      <Button component={Link} to="/" variant="default">
        {t('about.home')}
      </Button>
    </Stack>
  );
}
