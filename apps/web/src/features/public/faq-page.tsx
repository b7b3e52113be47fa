import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ContactPrompt } from './contact-prompt';
import classes from './faq-page.module.css';
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

/** `/faq`: frequently asked questions, each opening its answer. */
export function FaqPage() {
  const { t } = useTranslation('legal');
  return (
    <Container size="md" py={{ base: 32, sm: 64 }}>
      <title>{t('faq.metaTitle')}</title>
      <meta name="description" content={t('faq.metaDescription')} />
      <Stack gap="xs" mb="xl">
        <Title order={1} fz={{ base: 28, sm: 36 }}>
          {t('faq.title')}
        </Title>
        <Text c={MUTED_TEXT} size="lg">
          {t('faq.subtitle')}
        </Text>
      </Stack>
      {/* Native disclosure: opens without any script, on the server-rendered page too. */}
      <Stack gap="sm">
        {FAQ_KEYS.map((key) => (
          <details key={key} className={classes.item}>
            <summary className={classes.question}>
              <Text fw={600} component="span">
                {t(`faq.items.${key}.question`)}
              </Text>
            </summary>
            <Text c={MUTED_TEXT} lh={1.65} className={classes.answer}>
              {t(`faq.items.${key}.answer`)}
            </Text>
          </details>
        ))}
      </Stack>
      <ContactPrompt />
    </Container>
  );
}
