import { List, Text } from '@mantine/core';
import { parseRichText } from '@portal/i18n';

/** A catalogue text: paragraphs separated by blank lines, lists as "- " lines. */
export function RichText({ text }: { text: string }) {
  return (
    <>
      {parseRichText(text).map((block, i) =>
        block.kind === 'paragraph' ? (
          <Text key={i} mb="sm">
            {block.text}
          </Text>
        ) : (
          <List key={i} mb="sm" spacing={4}>
            {block.items.map((item, j) => (
              <List.Item key={j}>{item}</List.Item>
            ))}
          </List>
        ),
      )}
    </>
  );
}
