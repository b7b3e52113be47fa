import type { BlogPost } from '@usaha/shared';
import { blogCoverUrl } from '@usaha/shared';
import { useTranslation } from 'react-i18next';
import { useSiteOrigin } from '../../../lib/static-page';

/** JSON inside a script element: `<` escaped, so no text of the post can close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * What search engines and link previews read of a post: its title and description, canonical
 * address, Open Graph and Twitter cards, and JSON-LD `BlogPosting`. React puts the title, meta
 * and link elements in the document's head (on the server too).
 */
export function PostHead({ post }: { post: BlogPost }) {
  const { t } = useTranslation('blog');
  const origin = useSiteOrigin();
  const url = `${origin}/blog/${post.slug}`;
  const title = post.seo_title || post.title;
  const description = post.seo_description || post.excerpt;
  const widest = post.cover?.widths.at(-1);
  const image = post.cover && widest ? `${origin}${blogCoverUrl(post.cover, widest, 'jpg')}` : null;
  const data = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    inLanguage: post.language,
    datePublished: post.published_at,
    dateModified: post.updated_at,
    mainEntityOfPage: url,
    url,
    keywords: post.tags.join(', '),
    ...(image ? { image } : {}),
    ...(post.author_name ? { author: { '@type': 'Person', name: post.author_name } } : {}),
    publisher: { '@type': 'Organization', name: 'Usaha', url: origin },
  };
  return (
    <>
      <title>{t('postMetaTitle', { title })}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="article" />
      <meta property="og:site_name" content="Usaha" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:locale" content={post.language === 'en' ? 'en_US' : 'id_ID'} />
      <meta property="article:published_time" content={post.published_at} />
      <meta property="article:modified_time" content={post.updated_at} />
      {image ? <meta property="og:image" content={image} /> : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with every `<` escaped.
        dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
      />
    </>
  );
}
