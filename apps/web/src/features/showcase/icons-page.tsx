/**
 * /demo/icons: every icon the app draws (app-icons.ts), searchable by name; a tap copies the
 * component's name to use in code.
 */
import { SimpleGrid, Stack, Text, TextInput, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/copy-button';
import { IconCheck, IconSearch } from '../../components/icons';
import { ShowcasePage } from '../../components/showcase';
import { APP_ICONS, type AppIconName } from './app-icons';
import { ICON_NAMES, kebabName, searchIcons } from './icon-names';
import classes from './icons.module.css';

function IconTile({ name }: { name: AppIconName }) {
  const { t } = useTranslation('showcase');
  const Icon = APP_ICONS[name];
  return (
    <CopyButton value={name}>
      {({ copied, copy }) => (
        <UnstyledButton className={classes.tile} onClick={copy} data-testid="icon-tile">
          {/* The visible names are the button's name too, after what a tap does. */}
          <VisuallyHidden>{t('icons.copy')}</VisuallyHidden>
          <Stack gap={6} align="center">
            {copied ? (
              <IconCheck
                size={28}
                stroke={1.6}
                color="var(--mantine-color-teal-6)"
                aria-hidden="true"
              />
            ) : (
              <Icon size={28} stroke={1.6} aria-hidden="true" />
            )}
            <Text size="xs" fw={600} ta="center" className={classes.name}>
              {copied ? t('icons.copied') : name}
            </Text>
            <Text size="xs" c="dimmed" ta="center" className={classes.name}>
              {kebabName(name)}
            </Text>
          </Stack>
        </UnstyledButton>
      )}
    </CopyButton>
  );
}

export function IconsPage() {
  const { t } = useTranslation('showcase');
  const [query, setQuery] = useState('');
  const found = searchIcons(useDeferredValue(query));
  return (
    <ShowcasePage
      title={t('icons.title')}
      subtitle={t('icons.subtitle', { count: ICON_NAMES.length })}
      size="lg"
    >
      <Stack gap="md">
        <TextInput
          type="search"
          label={t('icons.search')}
          placeholder={t('icons.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {found.length === 0
            ? t('icons.none', { query: query.trim() })
            : t('icons.shown', { count: found.length })}
        </Text>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4, md: 6 }} spacing="sm">
          {found.map((name) => (
            <IconTile key={name} name={name} />
          ))}
        </SimpleGrid>
      </Stack>
    </ShowcasePage>
  );
}
