import { Badge, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CashBookPreview } from './cash-book-preview';
import { CtaButtons } from './cta-buttons';
import { MUTED_TEXT } from './text-colors';

/** The first screen: what Usaha does, for whom, and the way in. */
export function LandingHero() {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="landing-title"
      py={{ base: 40, sm: 72 }}
      bg="var(--mantine-primary-color-light)"
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 40, md: 56 }} verticalSpacing={40}>
          <Stack gap="lg" justify="center">
            <Badge variant="default" size="lg" radius="sm" w="fit-content" tt="none">
              {t('landing.hero.badge')}
            </Badge>
            <Title
              order={1}
              id="landing-title"
              fz={{ base: 32, sm: 44 }}
              lh={1.15}
              style={{ textWrap: 'balance' }}
            >
              {t('landing.hero.title')}
            </Title>
            <Text size="lg" c={MUTED_TEXT} maw={540}>
              {t('landing.hero.subtitle')}
            </Text>
            <CtaButtons />
            <Text size="sm" c={MUTED_TEXT}>
              {t('landing.hero.note')}
            </Text>
          </Stack>
          <Stack justify="center">
            <CashBookPreview />
          </Stack>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
