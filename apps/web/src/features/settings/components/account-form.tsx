/**
 * A page of the user's own account (profile, password): its heading, then one card holding the
 * form, its fields and, last, its save button, busy while the save is on its way.
 */
import { Button, Card, Group, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { SettingsHeader } from '../../../components/settings-header';

type Props = {
  title: string;
  subtitle: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
};

export function AccountForm({ title, subtitle, onSubmit, saving, submitLabel, children }: Props) {
  return (
    <Stack gap="lg" maw={640}>
      <SettingsHeader title={title} subtitle={subtitle} />
      <Card withBorder radius="lg" padding="lg">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {children}
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {submitLabel}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
