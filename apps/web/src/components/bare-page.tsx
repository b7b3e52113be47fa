import { Box, Container, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStaticPage } from '../lib/static-page';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { StaticColorSchemeToggle } from './static-color-scheme-toggle';

/** Frame for the pages that have no layout (SPEC.md §2): a logo and the two switches. */
export function BarePage({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const onServer = useStaticPage();
  return (
    <Box mih="100dvh">
      <Group justify="space-between" p="md" wrap="nowrap">
        <Logo label={t('nav.home')} />
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitcher />
          {onServer ? <StaticColorSchemeToggle /> : <ColorSchemeToggle />}
        </Group>
      </Group>
      <Container size="md" pb="xl" component="main">
        {children}
      </Container>
    </Box>
  );
}
