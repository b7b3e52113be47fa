/** Receipts attached to entries: photos and PDFs, type checked from the bytes (DESIGN.md §6). */
import { z } from 'zod';
import { dataResponse, idSchema } from './common.schemas';
import { attachmentSchema } from './entry.schemas';

export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const ATTACHMENT_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'application/pdf',
] as const;
export type AttachmentType = (typeof ATTACHMENT_TYPES)[number];

export const attachmentUploadParamsSchema = z.object({ id: idSchema });
export const attachmentUploadQuerySchema = z.object({
  filename: z.string().trim().min(1).max(200),
});
export const attachmentResponseSchema = dataResponse(attachmentSchema);
