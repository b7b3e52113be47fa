import { Button, FileButton, Group, Image, Stack, Text, TextInput } from '@mantine/core';
import { BLOG_COVER_TYPES, blogCoverUrl, type EditorBlogPost } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { IconPhotoUp, IconTrash } from '../../../components/icons';
import type { PostForm } from '../use-post-form';

/** The cover: upload (PNG, JPEG or WebP; the server resizes it), its text for screen readers. */
export function CoverField({ post, form }: { post: EditorBlogPost | null; form: PostForm }) {
  const { t } = useTranslation('blog');
  const cover = post?.cover;
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('editor.cover')}
      </Text>
      {!post ? (
        <Text size="sm" c="dimmed">
          {t('editor.coverAfterSave')}
        </Text>
      ) : (
        <>
          {cover ? (
            <Image
              src={blogCoverUrl(cover, cover.widths[0] ?? cover.width, 'webp')}
              alt={cover.alt || post.title}
              radius="md"
              maw={480}
              data-testid="cover-preview"
            />
          ) : null}
          <Group gap="xs">
            <FileButton
              accept={BLOG_COVER_TYPES.join(',')}
              onChange={(file) => {
                if (file) form.cover.mutate(file);
              }}
            >
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  leftSection={<IconPhotoUp size={18} aria-hidden />}
                  loading={form.cover.isPending}
                >
                  {cover ? t('editor.coverReplace') : t('editor.coverUpload')}
                </Button>
              )}
            </FileButton>
            {cover ? (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={18} aria-hidden />}
                onClick={() => form.cover.mutate(null)}
              >
                {t('editor.coverRemove')}
              </Button>
            ) : null}
          </Group>
          <Text size="xs" c="dimmed">
            {t('editor.coverHint')}
          </Text>
          {form.cover.isError ? <ErrorAlert error={form.cover.error} /> : null}
        </>
      )}
      <TextInput
        label={t('editor.coverAlt')}
        description={t('editor.coverAltHint')}
        maxLength={200}
        value={form.draft.cover_alt}
        onChange={(event) => form.change('cover_alt', event.currentTarget.value)}
      />
    </Stack>
  );
}
