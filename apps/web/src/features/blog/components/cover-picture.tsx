import { type BlogCover, blogCoverSrcSet, blogCoverUrl } from '@usaha/shared';
import classes from './cover-picture.module.css';

/**
 * A post's cover: WebP where the browser takes it, JPEG otherwise, at the width the layout needs
 * (`sizes`). Its width and height are given, so the page does not move when it arrives. The
 * post's own cover is the page's largest picture: fetched first, not lazily.
 */
export function CoverPicture({
  cover,
  alt,
  sizes,
  priority = false,
}: {
  cover: BlogCover;
  alt: string;
  sizes: string;
  priority?: boolean;
}) {
  const fallback = cover.widths[Math.min(1, cover.widths.length - 1)] ?? cover.width;
  return (
    <picture>
      <source type="image/webp" srcSet={blogCoverSrcSet(cover, 'webp')} sizes={sizes} />
      <img
        className={classes.image}
        src={blogCoverUrl(cover, fallback, 'jpg')}
        srcSet={blogCoverSrcSet(cover, 'jpg')}
        sizes={sizes}
        width={cover.width}
        height={cover.height}
        alt={cover.alt || alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : 'auto'}
      />
    </picture>
  );
}
