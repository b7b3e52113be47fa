import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  type Icon,
  IconBolt,
  IconDeviceMobile,
  IconShieldLock,
  IconTargetArrow,
} from '../../components/icons';
import { SectionHeading } from './section-heading';
import { MUTED_TEXT } from './text-colors';

type Reason = { key: 'simple' | 'exact' | 'fast' | 'secure'; icon: Icon };

const REASONS: readonly Reason[] = [
  { key: 'simple', icon: IconDeviceMobile },
  { key: 'exact', icon: IconTargetArrow },
  { key: 'fast', icon: IconBolt },
  { key: 'secure', icon: IconShieldLock },
];

/** Why Usaha: four promises the product keeps (DESIGN.md §3, §6, §8). */
export function WhySection() {
  const { t } = useTranslation('public');
  return (
    <Box
      component="section"
      aria-labelledby="why-title"
      py={{ base: 48, sm: 80 }}
      bg="var(--mantine-color-default-hover)"
    >
      <Container size="lg">
        <SectionHeading
          id="why-title"
          title={t('landing.why.title')}
          subtitle={t('landing.why.subtitle')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" verticalSpacing="xl">
          {REASONS.map(({ key, icon: ReasonIcon }) => (
            <Group key={key} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={48} radius="xl" aria-hidden>
                <ReasonIcon size={26} stroke={1.7} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} fz="lg">
                  {t(`landing.why.${key}.title`)}
                </Title>
                <Text c={MUTED_TEXT}>{t(`landing.why.${key}.text`)}</Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
