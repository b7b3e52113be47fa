import { Box, SimpleGrid, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './markdown-editor.module.css';
import { MarkdownView } from './markdown-view';

type Props = {
  value: string;
  onChange: (value: string) => void;
  label: string;
  description?: string;
  maxLength: number;
  error?: string;
  /** The preview's test id (`note-preview`, `post-preview`). */
  previewTestId?: string;
  /** The preview as readers see it (a post's larger type). */
  previewClassName?: string;
  minRows?: number;
};

/**
 * A Markdown body with a live preview rendered by the same code as the page that shows it:
 * Write and Preview tabs on a phone, side by side on a wide screen. Notes and blog posts use it.
 */
export function MarkdownEditor({
  value,
  onChange,
  label,
  description,
  maxLength,
  error,
  previewTestId,
  previewClassName,
  minRows = 8,
}: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<string | null>('write');

  const editor = (
    <Textarea
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autosize
      minRows={minRows}
      maxRows={24}
      maxLength={maxLength}
    />
  );
  const preview = (
    <Box className={classes.preview} aria-label={t('markdown.preview')} role="region">
      {value.trim() ? (
        <MarkdownView source={value} testId={previewTestId} className={previewClassName} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('markdown.previewEmpty')}
        </Text>
      )}
    </Box>
  );

  if (wide) {
    return (
      <SimpleGrid cols={2} spacing="md">
        {editor}
        <Box>
          <Text size="sm" fw={500} mb={4}>
            {t('markdown.preview')}
          </Text>
          {preview}
        </Box>
      </SimpleGrid>
    );
  }
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('markdown.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('markdown.preview')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="write" pt="sm">
        {editor}
      </Tabs.Panel>
      <Tabs.Panel value="preview" pt="sm">
        {preview}
      </Tabs.Panel>
    </Tabs>
  );
}
