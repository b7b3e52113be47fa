import { Accordion, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactPrompt } from './contact-prompt';
import { MUTED_TEXT } from './text-colors';

/** The questions, in the order a shop owner tends to ask them; texts live in legal.json. */
const FAQ_KEYS = [
  'free',
  'accounting',
  'phone',
  'security',
  'staff',
  'businesses',
  'export',
  'import',
  'tax',
  'invoices',
  'debts',
  'languages',
  'delete',
] as const;

/** `/faq`: frequently asked questions in an accordion. */
export function FaqPage() {
  const { t } = useTranslation('legal');
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <title>{t('faq.metaTitle')}</title>
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('faq.title')}
        </Title>
        <Text c={MUTED_TEXT} size="lg">
          {t('faq.subtitle')}
        </Text>
      </Stack>
      <Accordion variant="separated" radius="md" order={2} chevronPosition="right">
        {FAQ_KEYS.map((key) => (
          <Accordion.Item key={key} value={key}>
            <Accordion.Control>
              <Text fw={600}>{t(`faq.items.${key}.question`)}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              <Text c={MUTED_TEXT} lh={1.65}>
                {t(`faq.items.${key}.answer`)}
              </Text>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      <ContactPrompt />
    </Container>
  );
}
