import { Box, Button, Group, Stack } from '@mantine/core';
import {
  COMPLAINT_ADDRESS_MAX,
  type StaffComplaintDetails,
  UpdateComplaintLocation,
} from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { Form, FormField, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { LocationPicker } from '../../../components/map';
import { useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';

type Update = z.output<typeof UpdateComplaintLocation>;

/** Moves the complaint's pin; the address follows the pin (reverse geocoder) and can be typed. */
export function LocationSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const form = useZodForm(UpdateComplaintLocation, {
    complaintId: complaint.id,
    latitude: complaint.latitude,
    longitude: complaint.longitude,
    address: complaint.address,
    locationDescription: complaint.locationDescription,
  });
  const save = useSave({
    mutationFn: (body: Update, options) => complaintCalls.updateLocation(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.data_saved',
  });
  const { isDirty } = form.formState;

  return (
    <Box maw={900}>
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="md">
          {/* One control sets both coordinates: each is a field of the form, so a refusal of
              either is shown on the map and named by it. */}
          <FormField
            name="latitude"
            label="complaintsAdmin.location.map"
            render={(latitude) => (
              <FormField
                name="longitude"
                label="complaintsAdmin.location.map"
                render={(longitude) => (
                  <LocationPicker
                    label={latitude.label}
                    required
                    value={{ latitude: latitude.value as number, longitude: longitude.value as number }}
                    onChange={(position) => {
                      latitude.onChange(position.latitude);
                      longitude.onChange(position.longitude);
                    }}
                    onAddress={(address) => {
                      if (address)
                        form.setValue('address', address, { shouldDirty: true, shouldValidate: true });
                    }}
                    error={latitude.error ?? longitude.error}
                    height={380}
                  />
                )}
              />
            )}
          />
          <TextField
            name="address"
            label="complaintsAdmin.location.address"
            required
            maxLength={COMPLAINT_ADDRESS_MAX}
          />
          <TextAreaField
            name="locationDescription"
            label="complaintsAdmin.location.description"
            rows={2}
            resize="vertical"
            maxLength={COMPLAINT_ADDRESS_MAX}
          />
          <Group>
            <Button type="submit" loading={save.isPending} disabled={!isDirty}>
              {t('complaintsAdmin.location.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Box>
  );
}
