import { Button, FileButton, Stack, Text } from '@mantine/core';
import { COMPLAINT_ADDRESS_MAX } from '@portal/contracts';
import { IconPhotoPin } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { FormField, TextField } from '../../../components/form';
import { LocationPicker, type Place, type Position } from '../../../components/map';
import { PlaceSearch } from './PlaceSearch';
import type { ReportForm } from './report-form';
import { StepSection } from './StepSection';

/**
 * Step 1, "where?": a street or place searched by name, the device's position (the picker's
 * button), or a photo's GPS; then the pin itself on the map, and the address the geocoder
 * found for it, which the person may correct.
 */
export function ReportWhereStep({
  form,
  photoNote,
  accept,
  onLocatePhoto,
  onPinMoved,
}: {
  form: ReportForm;
  /** What the photo chosen for its position told ("taken from the photo", "it has none"). */
  photoNote: string | null;
  accept: string | undefined;
  /** A photo chosen here: its position is taken, and it is added to the report's photos. */
  onLocatePhoto: (file: File) => void;
  /** The pin was placed by hand, the search or the device: any word about a photo's position is stale. */
  onPinMoved: () => void;
}) {
  const { t } = useTranslation();
  const resetPhoto = useRef<() => void>(null);
  const validate = () => form.formState.isSubmitted;

  const setAddress = (address: string) =>
    form.setValue('address', address, { shouldDirty: true, shouldValidate: validate() });
  const pickPlace = (place: Place) => {
    onPinMoved();
    form.setValue('location', place.position, { shouldDirty: true, shouldValidate: validate() });
    setAddress(place.address);
  };

  return (
    <StepSection title={t('complaintsFlow.reportFlow.steps.where')}>
      <PlaceSearch onPick={pickPlace} />
      <Stack gap={4}>
        <FileButton
          resetRef={resetPhoto}
          accept={accept}
          onChange={(file: File | null) => {
            if (file) onLocatePhoto(file);
            resetPhoto.current?.();
          }}
        >
          {(props) => (
            <Button
              {...props}
              variant="light"
              w="fit-content"
              leftSection={<IconPhotoPin size={18} aria-hidden />}
            >
              {t('complaintsFlow.reportFlow.photo.button')}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {t('complaintsFlow.reportFlow.photo.hint')}
        </Text>
      </Stack>
      <FormField
        name="location"
        label="complaints.report.location"
        kind="choice"
        requiredMessage="complaints.report.enterLocation"
        serverNames={['latitude', 'longitude']}
        render={(field) => (
          <LocationPicker
            label={field.label}
            required
            value={(field.value as Position | null | undefined) ?? null}
            onChange={(position) => {
              onPinMoved();
              field.onChange(position);
            }}
            onAddress={(address) => {
              if (address !== null) setAddress(address);
            }}
            error={field.error}
          />
        )}
      />
      <div aria-live="polite">{photoNote && <Text size="sm">{photoNote}</Text>}</div>
      <TextField
        name="address"
        label="complaints.report.address"
        description="complaints.report.addressHint"
        required
        maxLength={COMPLAINT_ADDRESS_MAX}
      />
      <TextField
        name="locationDescription"
        label="complaints.report.locationDescription"
        description="complaints.report.locationDescriptionHint"
        maxLength={COMPLAINT_ADDRESS_MAX}
      />
    </StepSection>
  );
}
