import { Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { ComplaintPhotos } from '../../../components/ComplaintPhotos';
import { useComplaintImages } from './api';

/** The complaint's photos in the shared viewer (fitted to 800 x 600, x2 magnifier). */
export function PhotosSection({ complaintId, title }: { complaintId: number; title: string }) {
  const { t } = useTranslation();
  const { data, isLoading } = useComplaintImages(complaintId);
  if (isLoading) return <Text>{t('complaintsAdmin.common.loading')}</Text>;
  if (!data?.length) return <Text>{t('complaintsAdmin.photos.none')}</Text>;
  return (
    <ComplaintPhotos
      label={t('complaintsAdmin.photos.label')}
      images={data}
      altOf={(i) => t('complaintsAdmin.photos.alt', { number: i + 1, title })}
    />
  );
}
