import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import {
  COMPLAINT_ADDRESS_MAX,
  type StaffComplaintDetails,
  UpdateComplaintLocation,
} from '@portal/contracts';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LocationPicker } from '../../../components/map';
import { fieldError, schemaResolver } from '../../../lib/forms';
import { complaintCalls } from './api';
import { useSectionSave } from './save';

type Values = z.input<typeof UpdateComplaintLocation>;

/** Moves the complaint's pin; the address follows the pin (reverse geocoder) and can be typed. */
export function LocationSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const form = useForm<Values, unknown, z.output<typeof UpdateComplaintLocation>>({
    defaultValues: {
      complaintId: complaint.id,
      latitude: complaint.latitude,
      longitude: complaint.longitude,
      address: complaint.address,
      locationDescription: complaint.locationDescription,
    },
    resolver: schemaResolver(UpdateComplaintLocation) as unknown as Resolver<
      Values,
      unknown,
      z.output<typeof UpdateComplaintLocation>
    >,
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const error = (name: keyof Values) => fieldError(t, errors[name]?.message);
  const [latitude, longitude] = useWatch({ control: form.control, name: ['latitude', 'longitude'] });

  const onSubmit = useSectionSave(form, {
    save: complaintCalls.updateLocation,
    baseline: (values) => values,
    message: t('messages.data_saved'),
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md" maw={900}>
        <LocationPicker
          label={t('complaintsAdmin.location.map')}
          required
          value={{ latitude, longitude }}
          onChange={(position) => {
            form.setValue('latitude', position.latitude, { shouldDirty: true });
            form.setValue('longitude', position.longitude, { shouldDirty: true });
          }}
          onAddress={(address) => {
            if (address) form.setValue('address', address, { shouldDirty: true, shouldValidate: true });
          }}
          error={error('latitude') ?? error('longitude')}
          height={380}
        />
        <TextInput
          label={t('complaintsAdmin.location.address')}
          required
          maxLength={COMPLAINT_ADDRESS_MAX}
          error={error('address')}
          {...form.register('address')}
        />
        <Textarea
          label={t('complaintsAdmin.location.description')}
          rows={2}
          resize="vertical"
          maxLength={COMPLAINT_ADDRESS_MAX}
          error={error('locationDescription')}
          {...form.register('locationDescription')}
        />
        <Group>
          <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
            {t('complaintsAdmin.location.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
