/** Query keys and options of the blog; every key starts with 'blog'. */
import { queryOptions } from '@tanstack/react-query';
import type { BlogLanguage } from '@usaha/shared';
import {
  type BlogFilter,
  type EditorFilter,
  getBlogPost,
  getEditorPost,
  listBlogPosts,
  listBlogTags,
} from './blog.api';

/** Posts on one page of /blog. */
export const BLOG_PAGE_SIZE = 12;
export const EDITOR_PAGE_SIZE = 30;

export const blogKeys = {
  all: ['blog'] as const,
  page: (filter: BlogFilter) => [...blogKeys.all, 'page', filter] as const,
  tags: (lang: BlogLanguage | undefined) => [...blogKeys.all, 'tags', lang ?? 'all'] as const,
  post: (slug: string) => [...blogKeys.all, 'post', slug] as const,
  editor: ['blog', 'editor'] as const,
  editorPage: (filter: EditorFilter & { cursor?: string }) =>
    [...blogKeys.editor, 'page', filter] as const,
  editorPost: (id: string) => [...blogKeys.editor, 'post', id] as const,
};

/** One page of /blog: its address carries the filter and the cursor, so each page has a link. */
export const blogPageQuery = (filter: BlogFilter) =>
  queryOptions({
    queryKey: blogKeys.page(filter),
    queryFn: () => listBlogPosts({ ...filter, limit: BLOG_PAGE_SIZE }),
  });

export const blogTagsQuery = (lang?: BlogLanguage) =>
  queryOptions({ queryKey: blogKeys.tags(lang), queryFn: () => listBlogTags(lang) });

export const blogPostQuery = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug) });

export const editorPostQuery = (id: string) =>
  queryOptions({ queryKey: blogKeys.editorPost(id), queryFn: () => getEditorPost(id) });
