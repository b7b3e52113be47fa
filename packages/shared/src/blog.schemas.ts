/**
 * Contracts of the blog (issue 18): the platform's posts, written by staff with the `editor`
 * role (or a superadmin) and read by anyone once published. The body is Markdown, shown through
 * the notes' safe renderer (`markdown/markdown.ts`) on the server and in the browser alike.
 */
import { z } from 'zod';
import { dataResponse, idSchema, limitSchema, listResponse, versionSchema } from './common.schemas';
import { tagSchema, tagsSchema } from './tags';

export const BLOG_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const BLOG_LANGUAGES = ['id', 'en'] as const;
export type BlogLanguage = (typeof BLOG_LANGUAGES)[number];

export const BLOG_TITLE_MAX = 200;
export const BLOG_SLUG_MAX = 120;
export const BLOG_EXCERPT_MAX = 300;
export const BLOG_BODY_MAX = 100_000;
/** What a search result shows before it cuts the line. */
export const SEO_TITLE_MAX = 70;
export const SEO_DESCRIPTION_MAX = 160;

/** A cover as uploaded: a photo of a phone may be large; it is resized on the server. */
export const BLOG_COVER_MAX_BYTES = 8 * 1024 * 1024;
export const BLOG_COVER_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** The widths a cover is served at (never wider than the upload). */
export const BLOG_COVER_WIDTHS = [480, 960, 1440] as const;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slugSchema = z
  .string()
  .trim()
  .min(1, 'required')
  .max(BLOG_SLUG_MAX)
  .regex(SLUG, 'invalid_slug');

/**
 * A title as an address: letters without their accents, lower case, words joined by single
 * hyphens ("Cara Mencatat Kas Harian!" → "cara-mencatat-kas-harian"); "post" when nothing is left.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_SLUG_MAX - 4)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** Minutes to read a body at 200 words a minute, at least one. */
export function readingMinutes(body: string): number {
  const words = body.match(/[\p{L}\p{N}]+/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / 200));
}

export const blogCoverSchema = z.object({
  id: idSchema,
  width: z.number().int(),
  height: z.number().int(),
  /** The widths it is served at, smallest first; each as WebP and as JPEG. */
  widths: z.array(z.number().int()),
  alt: z.string(),
});
export type BlogCover = z.infer<typeof blogCoverSchema>;

/** Where one size of a cover is served. */
export function blogCoverUrl(cover: Pick<BlogCover, 'id'>, width: number, format: 'webp' | 'jpg') {
  return `/api/v1/blog/covers/${cover.id}/${width}.${format}`;
}

/** The `srcset` of a cover in one format. */
export function blogCoverSrcSet(cover: Pick<BlogCover, 'id' | 'widths'>, format: 'webp' | 'jpg') {
  return cover.widths.map((width) => `${blogCoverUrl(cover, width, format)} ${width}w`).join(', ');
}

/** A post in a list: what a card shows. */
export const blogPostSummarySchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  tags: z.array(z.string()),
  language: z.enum(BLOG_LANGUAGES),
  author_name: z.string().nullable(),
  cover: blogCoverSchema.nullable(),
  published_at: z.string(),
  updated_at: z.string(),
  reading_minutes: z.number().int(),
});
export type BlogPostSummary = z.infer<typeof blogPostSummarySchema>;

/** A published post as a reader gets it, with up to three related posts. */
export const blogPostSchema = blogPostSummarySchema.extend({
  body: z.string(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  related: z.array(blogPostSummarySchema),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** A post as its editors see it, whatever its status. */
export const editorBlogPostSchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  body: z.string(),
  tags: z.array(z.string()),
  language: z.enum(BLOG_LANGUAGES),
  status: z.enum(BLOG_STATUSES),
  /** When it was or will be published; null for a draft never published. */
  publish_at: z.string().nullable(),
  seo_title: z.string().nullable(),
  seo_description: z.string().nullable(),
  cover: blogCoverSchema.nullable(),
  author_id: idSchema.nullable(),
  author_name: z.string().nullable(),
  version: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type EditorBlogPost = z.infer<typeof editorBlogPostSchema>;

/** The editors' list leaves the bodies out. */
export const editorBlogPostRowSchema = editorBlogPostSchema.omit({ body: true });
export type EditorBlogPostRow = z.infer<typeof editorBlogPostRowSchema>;

const optionalSeo = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

const postFields = {
  title: z.string().trim().min(1, 'title_required').max(BLOG_TITLE_MAX),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX).default(''),
  body: z.string().max(BLOG_BODY_MAX).default(''),
  tags: tagsSchema.default([]),
  language: z.enum(BLOG_LANGUAGES).default('id'),
  seo_title: optionalSeo(SEO_TITLE_MAX),
  seo_description: optionalSeo(SEO_DESCRIPTION_MAX),
  cover_alt: z.string().trim().max(200).default(''),
};

/** A new post is a draft; without a slug it gets one from its title. */
export const createBlogPostBodySchema = z.object({ ...postFields, slug: slugSchema.optional() });
export type CreateBlogPostInput = z.input<typeof createBlogPostBodySchema>;

export const updateBlogPostBodySchema = z.object({
  version: versionSchema,
  slug: slugSchema.optional(),
  title: postFields.title.optional(),
  excerpt: z.string().trim().max(BLOG_EXCERPT_MAX).optional(),
  body: z.string().max(BLOG_BODY_MAX).optional(),
  tags: tagsSchema.optional(),
  language: z.enum(BLOG_LANGUAGES).optional(),
  seo_title: optionalSeo(SEO_TITLE_MAX).optional(),
  seo_description: optionalSeo(SEO_DESCRIPTION_MAX).optional(),
  cover_alt: z.string().trim().max(200).optional(),
});
export type UpdateBlogPostInput = z.input<typeof updateBlogPostBodySchema>;

export const blogVersionBodySchema = z.object({ version: versionSchema });

export const scheduleBlogPostBodySchema = z.object({
  version: versionSchema,
  publish_at: z.iso.datetime({ offset: true }),
});

export const blogPostListQuerySchema = z.object({
  tag: tagSchema.optional(),
  lang: z.enum(BLOG_LANGUAGES).optional(),
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type BlogPostListQuery = z.input<typeof blogPostListQuerySchema>;

export const editorBlogPostListQuerySchema = z.object({
  status: z.enum(BLOG_STATUSES).optional(),
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type EditorBlogPostListQuery = z.input<typeof editorBlogPostListQuerySchema>;

export const blogSlugParamsSchema = z.object({ slug: z.string().max(BLOG_SLUG_MAX) });

export const blogTagsQuerySchema = z.object({ lang: z.enum(BLOG_LANGUAGES).optional() });
export const blogTagSchema = z.object({ tag: z.string(), posts: z.number().int() });
export type BlogTag = z.infer<typeof blogTagSchema>;

export const blogPostResponseSchema = dataResponse(blogPostSchema);
export const blogPostListResponseSchema = listResponse(blogPostSummarySchema);
export const blogTagsResponseSchema = dataResponse(z.array(blogTagSchema));
export const editorBlogPostResponseSchema = dataResponse(editorBlogPostSchema);
export const editorBlogPostListResponseSchema = listResponse(editorBlogPostRowSchema);
