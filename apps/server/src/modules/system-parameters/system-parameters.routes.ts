import {
  ConfirmationRegistrationType,
  enumValues,
  getAllConfirmationTypes,
  getAllLoginTypes,
  getAllParticipationParameters,
  getAllRegistrationFields,
  type LanguageId,
  LoginType,
  ParticipationParameter,
  RegistrationField,
  saveConfirmationTypeActivity,
  saveLoginTypeActivity,
  saveParticipationParameterActivity,
  saveRegistrationFields,
} from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { inTransaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import { route } from '../../platform/http';
import type { AppContext } from '../../platform/module';
import {
  readParticipation,
  readSettings,
  setConfirmationType,
  setLoginType,
  setMandatoryField,
  setParticipation,
} from './system-parameters.repository';

const done = { success: true } as const;

/**
 * Sign-in types, mandatory registration fields and the confirmation type of the municipality,
 * and its participation parameters.
 */
export function registerSystemParameterRoutes(app: FastifyInstance, { db, texts }: AppContext): void {
  const named = async (municipalityId: number, languageId: LanguageId, group: string, ids: number[]) => {
    const t = await texts.translator(municipalityId, languageId);
    return ids.map((id) => ({ id, name: t(`enums.${group}.${id}`) }));
  };

  route(app, getAllLoginTypes, async ({ params, tenant }) => {
    const settings = await readSettings(db, tenant.municipalityId);
    const items = await named(tenant.municipalityId, params.languageId, 'loginType', enumValues(LoginType));
    return items.map((item) => ({ ...item, active: settings.loginTypes.get(item.id) ?? false }));
  });

  route(app, saveLoginTypeActivity, async ({ body, tenant }) => {
    // Staff sign in with their accounts: that sign-in cannot be closed.
    if (body.id === LoginType.RegisteredUser && !body.active)
      throw badRequest('registered_login_required', 'id');
    await setLoginType(db, tenant.municipalityId, body.id, body.active);
    return done;
  });

  route(app, getAllRegistrationFields, async ({ params, tenant }) => {
    const settings = await readSettings(db, tenant.municipalityId);
    const items = await named(
      tenant.municipalityId,
      params.languageId,
      'registrationField',
      enumValues(RegistrationField),
    );
    return items.map((item) => ({ ...item, mandatory: settings.mandatoryFields.get(item.id) ?? false }));
  });

  route(app, saveRegistrationFields, async ({ body, tenant }) => {
    await inTransaction(db, async (tx) => {
      for (const field of body.fields)
        await setMandatoryField(tx, tenant.municipalityId, field.id, field.mandatory);
    });
    return done;
  });

  route(app, getAllConfirmationTypes, async ({ params, tenant }) => {
    const settings = await readSettings(db, tenant.municipalityId);
    const items = await named(
      tenant.municipalityId,
      params.languageId,
      'confirmationRegistrationType',
      enumValues(ConfirmationRegistrationType),
    );
    return items.map((item) => ({ ...item, active: settings.confirmationTypes.get(item.id) ?? false }));
  });

  route(app, saveConfirmationTypeActivity, async ({ body, tenant }) => {
    await inTransaction(db, (tx) => setConfirmationType(tx, tenant.municipalityId, body.id));
    return done;
  });

  route(app, getAllParticipationParameters, async ({ params, tenant }) => {
    const rows = await readParticipation(db, tenant.municipalityId);
    const t = await texts.translator(tenant.municipalityId, params.languageId);
    return enumValues(ParticipationParameter).map((id) => ({
      id,
      name: t(`admin.parameters.participation.${id}`),
      active: rows.find((r) => r.parameterId === id)?.active ?? false,
    }));
  });

  route(app, saveParticipationParameterActivity, async ({ body, tenant }) => {
    await setParticipation(db, tenant.municipalityId, body.id, body.active);
    return done;
  });
}
