/** A report's part for one currency (or one book): a card named by its heading, with a hint. */
import { Card, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

type Props = {
  title: string;
  hint?: ReactNode;
  /** Names the section for the end-to-end tests: `profit-loss-IDR`. */
  testId: string;
  children: ReactNode;
};

export function ReportSection({ title, hint, testId, children }: Props) {
  const heading = useId();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="section"
      aria-labelledby={heading}
      data-testid={testId}
    >
      <Stack gap="md">
        <Stack gap={2}>
          <Title order={2} fz="md" id={heading}>
            {title}
          </Title>
          {hint && (
            <Text size="sm" c="dimmed">
              {hint}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Card>
  );
}
