import { Container, Paper, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from './section-heading';
import { MUTED_TEXT } from './text-colors';

const STEPS = ['one', 'two', 'three'] as const;

/** Three numbered steps from sign-up to insight, as an ordered list. */
export function HowItWorks() {
  const { t } = useTranslation('public');
  return (
    <Container
      component="section"
      aria-labelledby="steps-title"
      size="lg"
      py={{ base: 48, sm: 80 }}
    >
      <SectionHeading
        id="steps-title"
        title={t('landing.steps.title')}
        subtitle={t('landing.steps.subtitle')}
      />
      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {STEPS.map((step, index) => (
          <Paper component="li" key={step} withBorder radius="md" p="lg">
            <ThemeIcon variant="light" size={40} radius="xl" mb="md" aria-hidden>
              <Text fw={700} fz="lg">
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} fz="lg" mb={6}>
              {t(`landing.steps.${step}.title`)}
            </Title>
            <Text size="sm" c={MUTED_TEXT}>
              {t(`landing.steps.${step}.text`)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </Container>
  );
}
