/**
 * The post editor's state and writes: save (create, or update with the version), publish now,
 * schedule, back to drafts, delete, and the cover. The slug follows the title until the editor
 * types one of their own.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AppError,
  type BlogLanguage,
  createBlogPostBodySchema,
  type EditorBlogPost,
  normaliseTag,
  slugify,
} from '@usaha/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  changePublication,
  createEditorPost,
  deleteEditorPost,
  type PublishAction,
  removeCover,
  updateEditorPost,
  uploadCover,
} from '../../api/blog.api';
import { blogKeys } from '../../api/blog.queries';
import { fieldErrors } from '../../lib/error-message';
import { messagesByField, validateFields } from '../../lib/validate';

export type PostDraft = {
  title: string;
  slug: string;
  excerpt: string;
  body: string;
  tags: string[];
  language: BlogLanguage;
  seo_title: string;
  seo_description: string;
  cover_alt: string;
};

function draftOf(post: EditorBlogPost | null): PostDraft {
  return {
    title: post?.title ?? '',
    slug: post?.slug ?? '',
    excerpt: post?.excerpt ?? '',
    body: post?.body ?? '',
    tags: post?.tags ?? [],
    language: post?.language ?? 'id',
    seo_title: post?.seo_title ?? '',
    seo_description: post?.seo_description ?? '',
    cover_alt: post?.cover?.alt ?? '',
  };
}

export function usePostForm(post: EditorBlogPost | null) {
  const { t } = useTranslation(['blog', 'errors']);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<PostDraft>(() => draftOf(post));
  // A new post's address follows its title until the editor types one.
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const change = <K extends keyof PostDraft>(key: K, value: PostDraft[K]) =>
    setDraft((current) => {
      const next = { ...current, [key]: value };
      if (key === 'title' && !slugTouched) next.slug = value ? slugify(String(value)) : '';
      return next;
    });
  const changeSlug = (value: string) => {
    setSlugTouched(true);
    change('slug', value);
  };
  const setTags = (tags: string[]) =>
    change('tags', [...new Set(tags.map(normaliseTag).filter(Boolean))]);

  /**
   * The saved post is the page's: the form starts again from it (its key is id and version),
   * and the page says what was done.
   */
  const saved = async (next: EditorBlogPost, text: string) => {
    client.setQueryData(blogKeys.editorPost(next.id), next);
    await client.invalidateQueries({ queryKey: [...blogKeys.editor, 'page'] });
    // What readers see changed too (the app's own /blog pages).
    await client.invalidateQueries({ queryKey: [...blogKeys.all, 'page'] });
    await client.invalidateQueries({ queryKey: [...blogKeys.all, 'post'] });
    await navigate(`/apps/blog/form/${next.id}`, {
      replace: true,
      state: { notice: { kind: 'success', text } },
    });
  };

  const body = {
    ...draft,
    title: draft.title.trim(),
    slug: draft.slug.trim() || undefined,
    seo_title: draft.seo_title.trim() || null,
    seo_description: draft.seo_description.trim() || null,
  };

  const save = useMutation({
    mutationFn: () =>
      post ? updateEditorPost(post.id, { version: post.version, ...body }) : createEditorPost(body),
    onSuccess: (next) => saved(next, t(post ? 'editor.saved' : 'editor.created')),
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  const publication = useMutation({
    mutationFn: (change: PublishAction) => {
      if (!post) throw new Error('save the post first');
      return changePublication(post.id, change);
    },
    onSuccess: (next, change) => saved(next, t(`editor.${change.action}Done`)),
    onError: (error) => setErrors(fieldErrors(t, error)),
  });

  const cover = useMutation({
    mutationFn: (file: File | null) => {
      if (!post) throw new Error('save the post first');
      return file ? uploadCover(post.id, file) : removeCover(post.id);
    },
    onSuccess: (next) => saved(next, t(next.cover ? 'editor.coverSaved' : 'editor.coverRemoved')),
  });

  const remove = useMutation({
    mutationFn: () => (post ? deleteEditorPost(post.id) : Promise.resolve()),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: [...blogKeys.editor, 'page'] });
      await navigate('/apps/blog', {
        state: { notice: { kind: 'success', text: t('editor.deleted') } },
      });
    },
  });

  function submit() {
    const invalid = validateFields(
      createBlogPostBodySchema,
      body,
      t,
      messagesByField({ title: 'editor.titleRequired', slug: 'fields:invalid_slug' }),
    );
    setErrors(invalid);
    if (Object.keys(invalid).length === 0) save.mutate();
  }

  const conflict =
    [save.error, publication.error].find(
      (error) => error instanceof AppError && error.code === 'VERSION_CONFLICT',
    ) !== undefined;

  async function reload() {
    if (!post) return;
    save.reset();
    publication.reset();
    await client.invalidateQueries({ queryKey: blogKeys.editorPost(post.id) });
  }

  return {
    draft,
    change,
    changeSlug,
    setTags,
    errors,
    save,
    publication,
    cover,
    remove,
    submit,
    conflict,
    reload,
  };
}

export type PostForm = ReturnType<typeof usePostForm>;
