import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import {
  confirmationTypeSetting,
  loginTypeSetting,
  participationSetting,
  registrationFieldSetting,
} from './system-parameters.schema';

export type Settings = {
  loginTypes: Map<number, boolean>;
  mandatoryFields: Map<number, boolean>;
  confirmationTypes: Map<number, boolean>;
};

export async function readSettings(db: Db, municipalityId: number): Promise<Settings> {
  const [loginTypes, fields, confirmation] = await Promise.all([
    db.select().from(loginTypeSetting).where(eq(loginTypeSetting.municipalityId, municipalityId)),
    db
      .select()
      .from(registrationFieldSetting)
      .where(eq(registrationFieldSetting.municipalityId, municipalityId)),
    db
      .select()
      .from(confirmationTypeSetting)
      .where(eq(confirmationTypeSetting.municipalityId, municipalityId)),
  ]);
  return {
    loginTypes: new Map(loginTypes.map((r) => [r.loginTypeId, r.active])),
    mandatoryFields: new Map(fields.map((r) => [r.fieldId, r.mandatory])),
    confirmationTypes: new Map(confirmation.map((r) => [r.confirmationTypeId, r.active])),
  };
}

export async function setLoginType(db: Db, municipalityId: number, loginTypeId: number, active: boolean) {
  await db
    .update(loginTypeSetting)
    .set({ active })
    .where(
      and(eq(loginTypeSetting.municipalityId, municipalityId), eq(loginTypeSetting.loginTypeId, loginTypeId)),
    );
}

export async function setMandatoryField(db: Db, municipalityId: number, fieldId: number, mandatory: boolean) {
  await db
    .update(registrationFieldSetting)
    .set({ mandatory })
    .where(
      and(
        eq(registrationFieldSetting.municipalityId, municipalityId),
        eq(registrationFieldSetting.fieldId, fieldId),
      ),
    );
}

/** Makes one confirmation type the active one. */
export async function setConfirmationType(db: Db, municipalityId: number, confirmationTypeId: number) {
  await db
    .update(confirmationTypeSetting)
    .set({ active: false })
    .where(eq(confirmationTypeSetting.municipalityId, municipalityId));
  await db
    .update(confirmationTypeSetting)
    .set({ active: true })
    .where(
      and(
        eq(confirmationTypeSetting.municipalityId, municipalityId),
        eq(confirmationTypeSetting.confirmationTypeId, confirmationTypeId),
      ),
    );
}

/** Default settings for municipalities that have none yet; existing choices stay. */
export async function seedSettings(
  db: Db,
  municipalityIds: readonly number[],
  defaults: {
    loginTypes: [number, boolean][];
    fields: [number, boolean][];
    confirmationTypes: [number, boolean][];
    participation: [number, boolean][];
  },
) {
  const each = <T>(make: (municipalityId: number) => T[]) => municipalityIds.flatMap(make);
  await db
    .insert(loginTypeSetting)
    .values(
      each((m) =>
        defaults.loginTypes.map(([loginTypeId, active]) => ({ municipalityId: m, loginTypeId, active })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(registrationFieldSetting)
    .values(
      each((m) => defaults.fields.map(([fieldId, mandatory]) => ({ municipalityId: m, fieldId, mandatory }))),
    )
    .onConflictDoNothing();
  await db
    .insert(confirmationTypeSetting)
    .values(
      each((m) =>
        defaults.confirmationTypes.map(([confirmationTypeId, active]) => ({
          municipalityId: m,
          confirmationTypeId,
          active,
        })),
      ),
    )
    .onConflictDoNothing();
  await db
    .insert(participationSetting)
    .values(
      each((m) =>
        defaults.participation.map(([parameterId, active]) => ({ municipalityId: m, parameterId, active })),
      ),
    )
    .onConflictDoNothing();
}

/** The participation parameters of a municipality that have a row, on or off; a missing one is off. */
export async function readParticipation(db: Db, municipalityId: number) {
  return db
    .select({ parameterId: participationSetting.parameterId, active: participationSetting.active })
    .from(participationSetting)
    .where(eq(participationSetting.municipalityId, municipalityId));
}

/** Whether one participation parameter is on for a municipality (off when it has no row). */
export async function isParticipationOn(
  db: Db,
  municipalityId: number,
  parameterId: number,
): Promise<boolean> {
  const [row] = await db
    .select({ active: participationSetting.active })
    .from(participationSetting)
    .where(
      and(
        eq(participationSetting.municipalityId, municipalityId),
        eq(participationSetting.parameterId, parameterId),
      ),
    );
  return row?.active ?? false;
}

/** Turns a participation parameter on or off, whether or not the municipality had its row. */
export async function setParticipation(db: Db, municipalityId: number, parameterId: number, active: boolean) {
  await db
    .insert(participationSetting)
    .values({ municipalityId, parameterId, active })
    .onConflictDoUpdate({
      target: [participationSetting.municipalityId, participationSetting.parameterId],
      set: { active, dateModified: sql`now()` },
    });
}
