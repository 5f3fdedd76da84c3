import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../lib/page-title';

/** A page that is one form: a title, a line of explanation, the form in a card. */
export function FormPage({
  title,
  description,
  children,
  width = 480,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  usePageTitle(title);
  return (
    <Stack gap="md" maw={width} mx="auto" py="md">
      <Title order={1}>{title}</Title>
      {description && <Text>{description}</Text>}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {children}
      </Paper>
    </Stack>
  );
}
