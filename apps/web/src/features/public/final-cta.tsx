import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CtaButtons } from './cta-buttons';
import { MUTED_TEXT } from './text-colors';

/** The closing invitation to sign up, after the visitor has seen what Usaha does. */
export function FinalCta() {
  const { t } = useTranslation('public');
  return (
    <Container
      component="section"
      aria-labelledby="final-cta-title"
      size="md"
      pb={{ base: 48, sm: 80 }}
    >
      <Paper radius="lg" p={{ base: 'xl', sm: 48 }} bg="var(--mantine-primary-color-light)">
        <Stack align="center" ta="center" gap="md">
          <Title order={2} id="final-cta-title" fz={{ base: 26, sm: 32 }}>
            {t('landing.finalCta.title')}
          </Title>
          <Text size="lg" c={MUTED_TEXT} maw={520}>
            {t('landing.finalCta.text')}
          </Text>
          <CtaButtons justify="center" />
        </Stack>
      </Paper>
    </Container>
  );
}
