import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactForm } from './contact-form';
import { LINK_TEXT, MUTED_TEXT } from './text-colors';

/** `/contact`: a message to the team, stored and emailed to staff by the API. */
export function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <Container size="sm" py={{ base: 32, sm: 64 }}>
      <title>{t('contact.metaTitle')}</title>
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('contact.title')}
        </Title>
        <Text size="lg" c={MUTED_TEXT}>
          {t('contact.subtitle')}
        </Text>
        <Text size="sm" c={MUTED_TEXT}>
          {t('contact.faqHint')}{' '}
          <Anchor component={Link} to="/faq" inherit c={LINK_TEXT} underline="always">
            {t('contact.faqLink')}
          </Anchor>
          .
        </Text>
      </Stack>
      {/* Where the page's script puts the working form on the server-rendered page. */}
      <div data-island="contact">
        <ContactForm />
      </div>
    </Container>
  );
}
