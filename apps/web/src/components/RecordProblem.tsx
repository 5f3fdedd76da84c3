import { Alert, Anchor, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '../lib/router';
import { usePageTitle } from '../lib/page-title';

/** A page that cannot show its record: the reason, and the way back to its list. */
export function RecordProblem(props: { title: string; text: string; backTo: string; backLabel: string }) {
  usePageTitle(props.title);
  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={1}>{props.title}</Title>
      <Alert color="red.8" variant="light" role="alert">
        {props.text}
      </Alert>
      <Anchor component={Link} to={props.backTo}>
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {props.backLabel}
        </Group>
      </Anchor>
    </Stack>
  );
}
