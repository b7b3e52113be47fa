import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Note } from '@usaha/shared';
import { markdownToText } from '@usaha/shared/markdown';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { IconLock, IconPinFilled, IconUsers } from '../../../components/icons';
import { useBusiness } from '../../../lib/business';
import { formatTimestamp } from '../../../lib/date-format';
import { moneyLocale } from '../../../lib/locale';
import classes from './note-card.module.css';
import colors from './note-colors.module.css';

/** A note on the list: title, the start of its body as plain text, tags, who sees it, when. */
export function NoteCard({ note, onTag }: { note: Note; onTag: (tag: string) => void }) {
  const { t, i18n } = useTranslation('notes');
  const { timezone } = useBusiness();
  const excerpt = markdownToText(note.body, 180);
  const isPrivate = note.visibility === 'private';
  const VisibilityIcon = isPrivate ? IconLock : IconUsers;
  const visibilityLabel = isPrivate ? t('list.private') : t('list.shared');

  return (
    <article
      className={`${colors.tinted} ${classes.card}`}
      data-note-color={note.color}
      data-testid="note-card"
    >
      <Stack gap={6}>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <UnstyledButton
            component={Link}
            to={`/apps/notes/form/${note.id}`}
            className={classes.titleLink}
          >
            <Text fw={700} lineClamp={2}>
              {note.title}
            </Text>
          </UnstyledButton>
          {note.pinned && <IconPinFilled size={16} aria-label={t('list.pinnedNote')} role="img" />}
          <VisibilityIcon
            size={16}
            aria-label={visibilityLabel}
            role="img"
            title={visibilityLabel}
          />
        </Group>
        {excerpt && (
          <Text size="sm" lineClamp={4} className={classes.excerpt}>
            {excerpt}
          </Text>
        )}
        {note.tags.length > 0 && (
          <Group gap={4}>
            {note.tags.map((tag) => (
              <Badge
                key={tag}
                component="button"
                type="button"
                variant="default"
                size="sm"
                radius="sm"
                className={classes.tag}
                onClick={() => onTag(tag)}
                aria-label={t('list.filterByTag', { tag })}
              >
                #{tag}
              </Badge>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('list.updated', {
            when: formatTimestamp(note.updated_at, moneyLocale(i18n.language), timezone),
          })}
          {note.author_name && !isPrivate ? ` · ${note.author_name}` : ''}
        </Text>
      </Stack>
    </article>
  );
}
