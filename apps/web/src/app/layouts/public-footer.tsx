import { Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './public-layout.module.css';

const LINKS = [
  { to: '/faq', key: 'nav.faq' },
  { to: '/contact', key: 'nav.contact' },
  { to: '/terms', key: 'nav.terms' },
  { to: '/privacy', key: 'nav.privacy' },
] as const;

export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container size="lg">
        <Stack gap="sm">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} maw={360}>
              <Text fw={700}>Usaha</Text>
              <Text size="sm" c="dimmed">
                {t('footer.tagline')}
              </Text>
            </Stack>
            <Group component="nav" gap="md" aria-label={t('footer.navLabel')}>
              {LINKS.map((link) => (
                <Link key={link.to} to={link.to} className={classes.footerLink}>
                  {t(link.key)}
                </Link>
              ))}
            </Group>
          </Group>
          <Text size="xs" c="dimmed">
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
