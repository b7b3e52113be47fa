/** One line of the log: who did what to which record, and when; opening it shows the details. */
import { Avatar, Stack, Text, UnstyledButton } from '@mantine/core';
import type { Activity } from '@usaha/shared';
import { initialsOf } from '../../../lib/initials';
import { useTimeFormat } from '../../../lib/relative-time';
import { useActivityText } from '../activity-text';
import classes from './activity-row.module.css';

export function ActivityRow({ activity, onOpen }: { activity: Activity; onOpen: () => void }) {
  const text = useActivityText();
  const time = useTimeFormat();
  const who = text.actor(activity);
  const entity = activity.entity_type ? text.entityLabel(activity.entity_type) : null;
  return (
    <UnstyledButton className={classes.row} onClick={onOpen} data-testid="activity-row">
      <Avatar radius="xl" size={34} color="teal" aria-hidden="true">
        {initialsOf(who)}
      </Avatar>
      <Stack gap={2} miw={0} style={{ flex: 1 }}>
        <Text size="sm" className={classes.sentence}>
          {text.sentence(activity)}
        </Text>
        <Text size="xs" c="dimmed">
          <time dateTime={activity.created_at} title={time.exact(activity.created_at)}>
            {time.relative(activity.created_at)}
          </time>
          {entity ? ` · ${entity}` : ''}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
