import {
  Button,
  Group,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  BLOG_BODY_MAX,
  BLOG_EXCERPT_MAX,
  BLOG_LANGUAGES,
  BLOG_SLUG_MAX,
  BLOG_TITLE_MAX,
  type EditorBlogPost,
  MAX_TAGS,
  SEO_DESCRIPTION_MAX,
  SEO_TITLE_MAX,
} from '@usaha/shared';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictAlert } from '../../../components/conflict-alert';
import { DeleteButton } from '../../../components/delete-action';
import { ErrorAlert } from '../../../components/error-alert';
import { MarkdownEditor } from '../../../components/markdown-editor';
import type { PostForm as Form } from '../use-post-form';
import { CoverField } from './cover-field';
import classes from './post-form.module.css';
import { SeoPreview } from './seo-preview';

/** The count beside a field with a length a search result shows. */
const counted = (value: string, max: number) => `${value.length}/${max}`;

/** A post's words, address, tags, language, cover and search appearance; save, delete. */
export function PostForm({ post, form }: { post: EditorBlogPost | null; form: Form }) {
  const { t } = useTranslation(['blog', 'common']);
  const { draft, change, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    form.submit();
  }

  const otherError = form.save.isError && !form.conflict && Object.keys(errors).length === 0;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {form.conflict && (
          <ConflictAlert message={t('editor.conflict')} onReload={() => void form.reload()} />
        )}
        <TextInput
          label={t('editor.titleLabel')}
          required
          maxLength={BLOG_TITLE_MAX}
          value={draft.title}
          onChange={(event) => change('title', event.currentTarget.value)}
          error={errors.title}
          data-autofocus
        />
        <TextInput
          label={t('editor.slug')}
          description={t('editor.slugHint')}
          leftSection={<span className={classes.prefix}>/blog/</span>}
          leftSectionWidth={56}
          maxLength={BLOG_SLUG_MAX}
          value={draft.slug}
          onChange={(event) => form.changeSlug(event.currentTarget.value.toLowerCase())}
          error={errors.slug}
        />
        <Textarea
          label={t('editor.excerpt')}
          description={t('editor.excerptHint')}
          autosize
          minRows={2}
          maxLength={BLOG_EXCERPT_MAX}
          value={draft.excerpt}
          onChange={(event) => change('excerpt', event.currentTarget.value)}
          error={errors.excerpt}
        />
        <MarkdownEditor
          value={draft.body}
          onChange={(value) => change('body', value)}
          label={t('editor.body')}
          description={t('editor.bodyHint')}
          maxLength={BLOG_BODY_MAX}
          error={errors.body}
          previewTestId="post-preview"
          previewClassName={classes.article}
          minRows={12}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TagsInput
            label={t('editor.tags')}
            value={draft.tags}
            onChange={form.setTags}
            maxTags={MAX_TAGS}
            clearable
            error={errors.tags}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="post-language">
              {t('editor.language')}
            </Text>
            <SegmentedControl
              aria-labelledby="post-language"
              fullWidth
              value={draft.language}
              onChange={(value) => change('language', value === 'en' ? 'en' : 'id')}
              data={BLOG_LANGUAGES.map((value) => ({ value, label: t(`language.${value}`) }))}
            />
          </Stack>
        </SimpleGrid>
        <CoverField post={post} form={form} />
        <Stack gap="sm">
          <Text fw={600}>{t('editor.seo')}</Text>
          <TextInput
            label={t('editor.seoTitle')}
            description={`${t('editor.seoTitleHint')} · ${counted(draft.seo_title, SEO_TITLE_MAX)}`}
            maxLength={SEO_TITLE_MAX}
            value={draft.seo_title}
            onChange={(event) => change('seo_title', event.currentTarget.value)}
            error={errors.seo_title}
          />
          <Textarea
            label={t('editor.seoDescription')}
            description={`${t('editor.seoDescriptionHint')} · ${counted(draft.seo_description, SEO_DESCRIPTION_MAX)}`}
            autosize
            minRows={2}
            maxLength={SEO_DESCRIPTION_MAX}
            value={draft.seo_description}
            onChange={(event) => change('seo_description', event.currentTarget.value)}
            error={errors.seo_description}
          />
          <SeoPreview
            title={draft.seo_title || draft.title}
            slug={draft.slug}
            description={draft.seo_description || draft.excerpt}
          />
        </Stack>
        {otherError ? <ErrorAlert error={form.save.error} /> : null}
        <Group justify="space-between" gap="sm">
          {post ? (
            <DeleteButton
              label={t('common:delete')}
              title={t('editor.deleteTitle')}
              body={t('editor.deleteBody', { title: post.title })}
              confirmLabel={t('editor.deleteConfirm')}
              removal={form.remove}
            />
          ) : (
            <span />
          )}
          <Button type="submit" loading={form.save.isPending} size="md">
            {post ? t('common:save') : t('editor.saveDraft')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
