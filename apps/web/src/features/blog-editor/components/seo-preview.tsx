import { Paper, Stack, Text } from '@mantine/core';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from '../../../lib/static-page';
import classes from './seo-preview.module.css';

/** Cut as a search result cuts a line that is too long. */
const cut = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** How the post is likely to look in a search result: title, address, description. */
export function SeoPreview({
  title,
  slug,
  description,
}: {
  title: string;
  slug: string;
  description: string;
}) {
  const { t } = useTranslation('blog');
  const origin = useSiteOrigin().replace(/^https?:\/\//, '');
  return (
    <Paper withBorder radius="md" p="md" aria-label={t('editor.seoPreview')} role="region">
      <Stack gap={2}>
        <Text size="xs" c="dimmed">
          {t('editor.seoPreview')}
        </Text>
        <Text size="sm" className={classes.address}>
          {origin} › blog › {slug || '…'}
        </Text>
        <Text className={classes.title}>{cut(title || t('editor.untitled'), SEO_TITLE_MAX)}</Text>
        <Text size="sm" c="dimmed">
          {cut(description || t('editor.seoDescriptionMissing'), SEO_DESCRIPTION_MAX)}
        </Text>
      </Stack>
    </Paper>
  );
}
