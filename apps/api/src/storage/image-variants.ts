/**
 * An uploaded picture as the sizes a page serves (issue 18, blog covers): turned upright by its
 * EXIF orientation, stripped of its metadata (a phone photo's GPS position stays with us), resized
 * to each width not wider than itself, and encoded as WebP and as JPEG for browsers without it.
 * sharp (libvips) does the work off the event loop. The caller checks the type and the declared
 * size first (sniff.ts, image-size.ts), so a pixel bomb never reaches the decoder.
 */
import { AppError } from '@usaha/shared';
import sharp from 'sharp';
import { IMAGE_UNREADABLE_MESSAGE, MAX_IMAGE_PIXELS } from './image-size';

export type ImageFormat = 'webp' | 'jpg';
export type ImageVariant = { width: number; format: ImageFormat; data: Buffer };
export type ImageVariants = { width: number; height: number; variants: ImageVariant[] };

const WEBP_QUALITY = 80;
const JPEG_QUALITY = 82;

/** The widths to make of an image `width` pixels wide: those it reaches, or its own if none. */
export function variantWidths(width: number, wanted: readonly number[]): number[] {
  const fitting = wanted.filter((candidate) => candidate <= width);
  return fitting.length > 0 ? fitting : [width];
}

export async function imageVariants(
  data: Buffer,
  wanted: readonly number[],
): Promise<ImageVariants> {
  try {
    const upright = sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).rotate();
    const { autoOrient } = await upright.metadata();
    const variants: ImageVariant[] = [];
    // Each size decodes the upload again (JPEG shrinks on load), so no full bitmap is held.
    for (const width of variantWidths(autoOrient.width, wanted)) {
      const resized = () => upright.clone().resize({ width, withoutEnlargement: true });
      variants.push({
        width,
        format: 'webp',
        data: await resized().webp({ quality: WEBP_QUALITY }).toBuffer(),
      });
      variants.push({
        width,
        format: 'jpg',
        data: await resized()
          .flatten({ background: '#ffffff' })
          .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
          .toBuffer(),
      });
    }
    return { width: autoOrient.width, height: autoOrient.height, variants };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('IMAGE_UNREADABLE', IMAGE_UNREADABLE_MESSAGE);
  }
}
