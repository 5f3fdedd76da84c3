import { Button, Group, Text } from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf, IconFileTypeXls } from '@tabler/icons-react';
import { useState } from 'react';

/** The formats a document of one record is made in (decision 0026, "Documents of one record"). */
export type DossierFileFormat = 'pdf' | 'docx' | 'xlsx';

const ICONS: Record<DossierFileFormat, typeof IconFileTypePdf> = {
  pdf: IconFileTypePdf,
  docx: IconFileTypeDocx,
  xlsx: IconFileTypeXls,
};

export type DossierButton<F extends DossierFileFormat> = {
  format: F;
  /** The button's short text ("PDF"). */
  text: string;
  /** What it does, for assistive technology ("Preuzmi prijavu 154/2026 kao PDF dokument"). */
  label: string;
};

/**
 * A record (a complaint, a council session) as a document to download, a button per format
 * under a label. While one is being made its button spins and the others wait; `download`
 * offers the file, or has had the failure shown.
 */
export function DossierButtons<F extends DossierFileFormat>({
  id,
  label,
  buttons,
  download,
}: {
  /** The label's element id, unique on the page. */
  id: string;
  label: string;
  buttons: readonly DossierButton<F>[];
  download: (format: F) => Promise<void>;
}) {
  const [busy, setBusy] = useState<F | null>(null);

  const run = async (format: F) => {
    setBusy(format);
    try {
      await download(format);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-labelledby={id}>
      {/* On a phone the label has its line, the buttons theirs. */}
      <Text id={id} size="sm" c="dimmed" w={{ base: '100%', xs: 'auto' }}>
        {label}
      </Text>
      {buttons.map(({ format, text, label: buttonLabel }) => {
        const Icon: typeof IconFileTypePdf = ICONS[format as DossierFileFormat];
        return (
          <Button
            key={format}
            variant="default"
            size="sm"
            leftSection={<Icon size={18} aria-hidden />}
            loading={busy === format}
            disabled={busy !== null && busy !== format}
            onClick={() => void run(format)}
            aria-label={buttonLabel}
          >
            {text}
          </Button>
        );
      })}
    </Group>
  );
}
