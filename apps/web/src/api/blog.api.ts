/**
 * The blog (`/v1/blog/…` for readers, `/v1/admin/blog/posts/…` for editors; contract:
 * blog.schemas).
 */
import type {
  BlogLanguage,
  BlogPost,
  BlogPostSummary,
  BlogStatus,
  BlogTag,
  CreateBlogPostInput,
  EditorBlogPost,
  EditorBlogPostRow,
  Page,
  UpdateBlogPostInput,
} from '@usaha/shared';
import { requestData, requestDelete, requestPage, toQueryString } from '../lib/api-data';

export type BlogFilter = { tag?: string; lang?: BlogLanguage; cursor?: string };

export function listBlogPosts(
  query: BlogFilter & { limit?: number },
): Promise<Page<BlogPostSummary>> {
  return requestPage<BlogPostSummary>(`/v1/blog/posts/${toQueryString(query)}`);
}

export function listBlogTags(lang?: BlogLanguage): Promise<BlogTag[]> {
  return requestData<BlogTag[]>(`/v1/blog/tags/${toQueryString({ lang })}`);
}

/** An old address is followed to the post's current one (the API answers 301). */
export function getBlogPost(slug: string): Promise<BlogPost> {
  return requestData<BlogPost>(`/v1/blog/posts/${encodeURIComponent(slug)}/`);
}

const EDITOR = '/v1/admin/blog/posts/';

export type EditorFilter = { status?: BlogStatus; q?: string };

export function listEditorPosts(
  query: EditorFilter & { cursor?: string; limit?: number },
): Promise<Page<EditorBlogPostRow>> {
  return requestPage<EditorBlogPostRow>(`${EDITOR}${toQueryString(query)}`);
}

export function getEditorPost(id: string): Promise<EditorBlogPost> {
  return requestData<EditorBlogPost>(`${EDITOR}${id}/`);
}

export function createEditorPost(body: CreateBlogPostInput): Promise<EditorBlogPost> {
  return requestData<EditorBlogPost>(EDITOR, { method: 'POST', body });
}

export function updateEditorPost(id: string, body: UpdateBlogPostInput): Promise<EditorBlogPost> {
  return requestData<EditorBlogPost>(`${EDITOR}${id}/`, { method: 'PUT', body });
}

export function deleteEditorPost(id: string): Promise<void> {
  return requestDelete(`${EDITOR}${id}/`);
}

export type PublishAction =
  | { action: 'publish' | 'unpublish'; version: number }
  | { action: 'schedule'; version: number; publish_at: string };

export function changePublication(id: string, change: PublishAction): Promise<EditorBlogPost> {
  const { action, ...body } = change;
  return requestData<EditorBlogPost>(`${EDITOR}${id}/${action}/`, { method: 'POST', body });
}

/** The image itself as the body; the server reads its type from its bytes. */
export function uploadCover(id: string, file: Blob): Promise<EditorBlogPost> {
  return requestData<EditorBlogPost>(`${EDITOR}${id}/cover/`, { method: 'POST', raw: file });
}

export function removeCover(id: string): Promise<EditorBlogPost> {
  return requestData<EditorBlogPost>(`${EDITOR}${id}/cover/`, { method: 'DELETE' });
}
