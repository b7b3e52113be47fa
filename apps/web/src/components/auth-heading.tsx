import { Stack, Text, Title } from '@mantine/core';

/** The title and one-line explanation at the top of every auth card. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <Stack gap={4}>
      <Title order={1} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      <Text c="dimmed" size="sm">
        {subtitle}
      </Text>
    </Stack>
  );
}
