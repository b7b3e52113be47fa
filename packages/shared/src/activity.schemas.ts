/** Contracts of `/apps/activities`: the append-only audit log, filtered and paged by cursor. */
import { z } from 'zod';
import { dataResponse, dateSchema, idSchema, limitSchema, listResponse } from './common.schemas';

export const activitySchema = z.object({
  id: idSchema,
  action: z.string(),
  entity_type: z.string().nullable(),
  entity_id: z.string().nullable(),
  user_id: idSchema.nullable(),
  user_name: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  meta: z.unknown().nullable(),
  created_at: z.string(),
});
export type Activity = z.infer<typeof activitySchema>;

/** Newest first; dates are business dates (the business's time zone), inclusive. */
export const activityListQuerySchema = z.object({
  user_id: idSchema.optional(),
  action: z.string().trim().max(80).optional(),
  entity_type: z.string().trim().max(40).optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  cursor: z.string().max(300).optional(),
  limit: limitSchema,
});
export type ActivityListQuery = z.input<typeof activityListQuerySchema>;
export const activityListResponseSchema = listResponse(activitySchema);
export const activityResponseSchema = dataResponse(activitySchema);

/** The actions and record types that occur in the business's log, for the filter's choices. */
export const activityFacetsResponseSchema = dataResponse(
  z.object({ actions: z.array(z.string()), entity_types: z.array(z.string()) }),
);
