/** The categories a new business starts with, named in the owner's language (DESIGN.md §6). */
import { SEEDED_CATEGORIES } from '@usaha/shared';

/** The rows of a new business's categories, named in `language`, each with its seed key. */
export function defaultCategories(businessId: string, language: 'id' | 'en') {
  return SEEDED_CATEGORIES.map((seed) => ({
    businessId,
    kind: seed.kind,
    name: seed.names[language],
    seedKey: seed.key,
    color: seed.color,
    icon: seed.icon,
  }));
}
