/** Why a payment cannot be recorded yet (no open cash book in its currency), and the way to one. */
import { Alert, Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';

export function NoCashbook({ text, action }: { text: string; action: string }) {
  return (
    <Stack gap="md">
      <Alert color="yellow" variant="light">
        {text}
      </Alert>
      <Group justify="flex-end">
        <Button component={Link} to="/apps/cashbook">
          {action}
        </Button>
      </Group>
    </Stack>
  );
}
