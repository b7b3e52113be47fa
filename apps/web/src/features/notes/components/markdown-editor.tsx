import { Box, SimpleGrid, Tabs, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { NOTE_BODY_MAX } from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MarkdownView } from '../../../components/markdown-view';
import classes from './markdown-editor.module.css';

type Props = { value: string; onChange: (value: string) => void; error?: string };

/** The body: Write and Preview tabs on a phone, side by side on a wide screen. */
export function MarkdownEditor({ value, onChange, error }: Props) {
  const { t } = useTranslation('notes');
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });
  const [tab, setTab] = useState<string | null>('write');

  const editor = (
    <Textarea
      label={t('editor.bodyLabel')}
      description={t('editor.bodyHint')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      autosize
      minRows={8}
      maxRows={24}
      maxLength={NOTE_BODY_MAX}
    />
  );
  const preview = (
    <Box className={classes.preview} aria-label={t('editor.preview')} role="region">
      {value.trim() ? (
        <MarkdownView source={value} testId="note-preview" />
      ) : (
        <Text size="sm" c="dimmed">
          {t('editor.previewEmpty')}
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
            {t('editor.preview')}
          </Text>
          {preview}
        </Box>
      </SimpleGrid>
    );
  }
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="write">{t('editor.write')}</Tabs.Tab>
        <Tabs.Tab value="preview">{t('editor.preview')}</Tabs.Tab>
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
