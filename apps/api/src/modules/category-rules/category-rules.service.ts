/**
 * Category rules: "a statement row whose description contains this text goes to that category",
 * kept in order (1…n, renumbered by every write that moves one). The import preview asks them
 * before the history (modules/imports).
 */
import {
  AppError,
  type CategoryRule,
  type createCategoryRuleBodySchema,
  MAX_CATEGORY_RULES,
  type RuleDirection,
  type updateCategoryRuleBodySchema,
} from '@usaha/shared';
import type { z } from 'zod';
import type { Database, Executor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { recordActivity } from '../../lib/activity-log';
import { type Actor, activityBase } from '../../lib/actor';
import { notFound, versionConflict } from '../../lib/errors';
import { runIdempotent, type Stored } from '../../lib/idempotency';
import {
  categoryKindFor,
  requireCategoryFor,
  requireUsableCategory,
} from '../categories/categories.guards';
import {
  type CategoryRuleRow,
  deleteRule,
  findRule,
  insertRule,
  listRules,
  lockRules,
  renumberRules,
  toCategoryRule,
  type UsableRule,
  updateRuleAt,
  usableRules,
} from './category-rules.repository';

type CreateBody = z.output<typeof createCategoryRuleBodySchema>;
type UpdateBody = z.output<typeof updateCategoryRuleBodySchema>;

export type { UsableRule };

/** The rules an import preview asks, in order: those whose category is not archived. */
export async function rulesForSuggestions(
  executor: Executor,
  businessId: string,
): Promise<UsableRule[]> {
  return usableRules(executor, businessId);
}

function duplicateRule(): AppError {
  const message = 'A rule with this text for the same direction already exists';
  return new AppError('CONFLICT', message, {
    issues: [{ field: 'contains', code: 'rule_exists' }],
  });
}

/** The rule's category: this business's, usable, and of the kind its direction takes. */
async function checkCategory(
  tx: Executor,
  businessId: string,
  categoryId: string,
  direction: RuleDirection,
) {
  if (direction === 'any') await requireUsableCategory(tx, businessId, categoryId);
  else await requireCategoryFor(tx, businessId, categoryId, categoryKindFor(direction));
}

/** Puts `id` at `position` (1-based; past the end is last) among the others; answers its place. */
async function moveTo(tx: Executor, businessId: string, id: string, position: number) {
  const ids = (await listRules(tx, businessId))
    .map((rule) => rule.id)
    .filter((other) => other !== id);
  const index = Math.min(position, ids.length + 1) - 1;
  ids.splice(index, 0, id);
  await renumberRules(tx, businessId, ids);
  return index + 1;
}

async function orConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'category_rules_business_text_key')) throw duplicateRule();
    throw error;
  }
}

export function createCategoryRuleService(deps: { database: Database }) {
  const { database } = deps;
  const { db } = database;

  async function record(
    tx: Executor,
    actor: Actor,
    action: string,
    id: string,
    states: {
      before?: CategoryRule;
      after?: CategoryRule;
    },
  ) {
    await recordActivity(tx, {
      ...activityBase(actor),
      action: `category_rule.${action}`,
      entityType: 'category_rule',
      entityId: id,
      ...states,
    });
  }

  return {
    async list(actor: Pick<Actor, 'businessId'>): Promise<CategoryRule[]> {
      return (await listRules(db, actor.businessId)).map(toCategoryRule);
    },

    create(actor: Actor, body: CreateBody, key: string | null): Promise<Stored<CategoryRule>> {
      return orConflict(() =>
        runIdempotent(
          database,
          actor,
          key,
          { route: 'category_rules.create', body, status: 201 },
          async (tx) => {
            await lockRules(tx, actor.businessId);
            await checkCategory(tx, actor.businessId, body.category_id, body.direction);
            const count = (await listRules(tx, actor.businessId)).length;
            if (count >= MAX_CATEGORY_RULES) {
              throw new AppError(
                'CATEGORY_RULE_LIMIT_REACHED',
                `A business keeps at most ${MAX_CATEGORY_RULES} category rules.`,
              );
            }
            const row = await insertRule(tx, {
              businessId: actor.businessId,
              contains: body.contains,
              direction: body.direction,
              categoryId: body.category_id,
              position: count + 1,
            });
            const position =
              body.position === undefined
                ? row.position
                : await moveTo(tx, actor.businessId, row.id, body.position);
            const rule = toCategoryRule({ ...row, position });
            await record(tx, actor, 'create', row.id, { after: rule });
            return rule;
          },
        ),
      );
    },

    update(actor: Actor, id: string, body: UpdateBody): Promise<CategoryRule> {
      return orConflict(() =>
        db.transaction(async (tx) => {
          await lockRules(tx, actor.businessId);
          const before = await findRule(tx, actor.businessId, id);
          if (!before) throw notFound('Category rule');
          if (before.version !== body.version) throw versionConflict();
          if (body.direction !== undefined || body.category_id !== undefined) {
            const direction = body.direction ?? (before.direction as RuleDirection);
            await checkCategory(
              tx,
              actor.businessId,
              body.category_id ?? before.categoryId,
              direction,
            );
          }
          const row: CategoryRuleRow | undefined = await updateRuleAt(
            tx,
            actor.businessId,
            id,
            body.version,
            { contains: body.contains, direction: body.direction, categoryId: body.category_id },
          );
          if (!row) throw versionConflict();
          const position =
            body.position === undefined
              ? row.position
              : await moveTo(tx, actor.businessId, id, body.position);
          const rule = toCategoryRule({ ...row, position });
          await record(tx, actor, 'update', id, { before: toCategoryRule(before), after: rule });
          return rule;
        }),
      );
    },

    async remove(actor: Actor, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        await lockRules(tx, actor.businessId);
        const before = await findRule(tx, actor.businessId, id);
        if (!before) throw notFound('Category rule');
        await deleteRule(tx, actor.businessId, id);
        const rest = await listRules(tx, actor.businessId);
        await renumberRules(
          tx,
          actor.businessId,
          rest.map((rule) => rule.id),
        );
        await record(tx, actor, 'delete', id, { before: toCategoryRule(before) });
      });
    },
  };
}

export type CategoryRuleService = ReturnType<typeof createCategoryRuleService>;
