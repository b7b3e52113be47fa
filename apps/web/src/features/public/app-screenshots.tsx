/**
 * The home page's look at the real app: the sample dashboard as the e2e screenshot run took it
 * (scripts/site-screenshots.mjs), on a phone and on a computer, in the visitor's colour scheme
 * (both pictures are in the page; the other scheme's is hidden and, being lazy, never fetched).
 */
import { Anchor, Box, Container, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionHeading } from './section-heading';
import { LINK_TEXT, MUTED_TEXT } from './text-colors';

type Shot = {
  name: 'dashboard-phone' | 'dashboard-desktop';
  width: number;
  height: number;
  shown: number;
};

const SHOTS: readonly Shot[] = [
  { name: 'dashboard-phone', width: 375, height: 812, shown: 260 },
  { name: 'dashboard-desktop', width: 960, height: 600, shown: 620 },
];

function Screenshot({ shot }: { shot: Shot }) {
  const { t } = useTranslation('public');
  const alt = t(`landing.screens.${shot.name}`);
  return (
    <Stack gap="xs" align="center" component="figure" m={0} maw={shot.shown} w="100%">
      <Paper withBorder shadow="md" radius="lg" w="100%" style={{ overflow: 'hidden' }}>
        {(['light', 'dark'] as const).map((scheme) => (
          <Box
            key={scheme}
            component="img"
            src={`/screenshots/${shot.name}-${scheme}.webp`}
            alt={alt}
            width={shot.width}
            height={shot.height}
            loading="lazy"
            decoding="async"
            display="block"
            w="100%"
            h="auto"
            lightHidden={scheme === 'dark'}
            darkHidden={scheme === 'light'}
          />
        ))}
      </Paper>
      <Text component="figcaption" size="sm" c={MUTED_TEXT} ta="center">
        {alt}
      </Text>
    </Stack>
  );
}

export function AppScreenshots() {
  const { t } = useTranslation('public');
  return (
    <Box component="section" aria-labelledby="screens-title" py={{ base: 48, sm: 80 }}>
      <Container size="lg">
        <SectionHeading
          id="screens-title"
          title={t('landing.screens.title')}
          subtitle={t('landing.screens.subtitle')}
        />
        <Group justify="center" align="flex-end" gap="xl">
          {SHOTS.map((shot) => (
            <Screenshot key={shot.name} shot={shot} />
          ))}
        </Group>
        <Text ta="center" mt="lg">
          <Anchor component={Link} to="/apps/dashboard" c={LINK_TEXT} underline="always">
            {t('landing.screens.try')}
          </Anchor>
        </Text>
      </Container>
    </Box>
  );
}
