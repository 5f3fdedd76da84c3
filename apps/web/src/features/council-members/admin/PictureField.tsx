import { Group, Image, Stack, Text } from '@mantine/core';
import { imageExtensions } from '@portal/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { FileUploadField } from '../../../components/attachments';
import { FormField } from '../../../components/form';
import { refusalText } from '../../../lib/upload';
import { councilCalls } from './api';
import { initialsOf, pictureUrl } from './MemberPicture';

const ACCEPT = imageExtensions.map((extension) => `.${extension}`).join(',');

/**
 * A member's picture: the one kept (shown while the member is active: the picture is served
 * publicly only then) or the one just chosen, sent at once and taken by the next save
 * (`pictureId`). A new member must have one.
 */
export function PictureField({
  member,
  required,
}: {
  member: { id: number; name: string; hasPicture: boolean; active: boolean } | undefined;
  required: boolean;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => () => void (chosen && URL.revokeObjectURL?.(chosen)), [chosen]);

  const kept = member?.hasPicture ? (member.active ? pictureUrl(member.id, 'full') : null) : null;
  const shown = chosen ?? kept;
  return (
    <FormField
      name="pictureId"
      label="councilMembersAdmin.fields.picture"
      kind="file"
      serverNames={['file']}
      render={(field) => {
        const upload = async (file: File) => {
          setRefusal(null);
          try {
            const result = await councilCalls.uploadPicture(file, { quiet: true });
            setChosen(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);
            field.onChange(result.fileId);
          } catch (error) {
            setRefusal(refusalText(error, t));
            throw error;
          }
        };
        const status = field.value
          ? t('councilMembersAdmin.picture.newOnSave')
          : member?.hasPicture
            ? t(
                member.active
                  ? 'councilMembersAdmin.picture.kept'
                  : 'councilMembersAdmin.picture.keptInactive',
              )
            : t('councilMembersAdmin.picture.none');
        return (
          <Group align="flex-start" gap="md" wrap="wrap">
            <PicturePreview src={shown} name={member?.name ?? ''} />
            <Stack gap={4} style={{ flex: '1 1 16rem' }}>
              <FileUploadField
                label={field.label}
                description={t('councilMembersAdmin.picture.hint', {
                  extensions: imageExtensions.join(', '),
                })}
                placeholder={t('councilMembersAdmin.picture.choose')}
                accept={ACCEPT}
                required={required}
                error={field.error ?? refusal ?? undefined}
                status={status}
                busyText={t('councilMembersAdmin.picture.uploading')}
                onFile={upload}
              />
            </Stack>
          </Group>
        );
      }}
    />
  );
}

function PicturePreview({ src, name }: { src: string | null; name: string }) {
  const { t } = useTranslation();
  if (src)
    return (
      <Image
        src={src}
        alt={t('councilMembersAdmin.picture.preview')}
        w={120}
        h={150}
        radius="md"
        fit="cover"
      />
    );
  return (
    <Text
      w={120}
      h={150}
      bg="gray.1"
      c="gray.8"
      fz={32}
      fw={700}
      style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-md)' }}
      aria-hidden
    >
      {initialsOf(name) || '?'}
    </Text>
  );
}
