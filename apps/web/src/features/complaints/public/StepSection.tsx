import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One step of the report form: a region named by its heading ("1. Gdje je problem?"). */
export function StepSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Title order={2} size="h3" id={headingId} mb="sm">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}
