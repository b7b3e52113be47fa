import { Stack, Text, Title } from '@mantine/core';
import { MUTED_TEXT } from './text-colors';

type SectionHeadingProps = {
  id?: string;
  title: string;
  subtitle?: string;
};

/** The h2 and its one-line subtitle that open every landing section. */
export function SectionHeading({ id, title, subtitle }: SectionHeadingProps) {
  return (
    <Stack gap="xs" align="center" ta="center" mb="xl" maw={640} mx="auto">
      <Title order={2} id={id} fz={{ base: 26, sm: 32 }} style={{ textWrap: 'balance' }}>
        {title}
      </Title>
      {subtitle ? (
        <Text c={MUTED_TEXT} size="lg">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
}
