/**
 * An activity in words: "Budi mengubah kontak “Toko Sinar”". Known actions and record types are
 * translated; an action this version does not know is shown as the API names it.
 */
import type { Activity } from '@usaha/shared';
import { useTranslation } from 'react-i18next';

/** Fields that name a record, in the order they are tried. */
const LABEL_FIELDS = [
  'name',
  'title',
  'full_name',
  'username',
  'description',
  'contains',
  'reference',
  'number',
  'file_name',
  'email',
] as const;
const LABEL_MAX = 60;
const ACTION = /^[a-z_]+\.[a-z_]+$/;

/** The name of the record an activity is about, from its state after (or before) the change. */
export function recordLabel(activity: Pick<Activity, 'before' | 'after'>): string | null {
  for (const state of [activity.after, activity.before]) {
    if (typeof state !== 'object' || state === null) continue;
    const record = state as Record<string, unknown>;
    for (const field of LABEL_FIELDS) {
      const value = record[field];
      if (typeof value === 'string' && value.trim()) {
        const text = value.trim();
        return text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text;
      }
    }
  }
  return null;
}

export function useActivityText() {
  const { t, i18n } = useTranslation('activities');
  const known = (action: string) =>
    ACTION.test(action) && i18n.exists(`activities:actions.${action}`);

  /** "mengubah kontak" — or the raw action when it is not known. */
  const verb = (action: string) => (known(action) ? t(`actions.${action}`) : action);
  /** The same, as a choice in a list: "Mengubah kontak". */
  const actionLabel = (action: string) => {
    const text = verb(action);
    return known(action) ? text.charAt(0).toUpperCase() + text.slice(1) : text;
  };
  const entityLabel = (type: string) =>
    i18n.exists(`activities:entities.${type}`) ? t(`entities.${type}`) : type;
  const actor = (activity: Pick<Activity, 'user_id' | 'user_name'>) => {
    if (activity.user_name) return activity.user_name;
    return activity.user_id ? t('deletedUser') : t('system');
  };
  const sentence = (activity: Activity) => {
    const label = recordLabel(activity);
    const parts = { who: actor(activity), what: verb(activity.action), label };
    return label ? t('sentenceWithLabel', parts) : t('sentence', parts);
  };

  return { verb, actionLabel, entityLabel, actor, sentence, known };
}
