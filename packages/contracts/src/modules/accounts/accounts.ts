import { z } from 'zod';
import { REGISTERED_PEOPLE, SIGNED_IN, SIGNED_IN_PEOPLE } from '../../access';
import { zLanguageId } from '../../common';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { ConfirmationRegistrationType, enumValues, Gender, RegistrationField } from '../../enums';

export const USERNAME_MIN = 4;
export const USERNAME_MAX = 15;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const BIRTH_YEAR_MIN = 1900;
export const ACTIVATION_CODE_LENGTH = 6;

/** Letters, digits, dot, dash and underscore; starts with a letter or digit. */
export const zUsername = z
  .string()
  .trim()
  .min(USERNAME_MIN)
  .max(USERNAME_MAX)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N}._-]*$/u, { error: 'validation_invalid_username' });

/** At least 8 characters, no composition rules; the server also refuses common passwords. */
export const zPassword = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

const zName = z.string().trim().min(1).max(NAME_MAX);

export const zEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .pipe(z.email({ error: 'validation_invalid_email' }));

export const RETURN_PATH_MAX = 300;
const RETURN_PATH = /^\/(?![/\\])[^\s\\]*$/;

/**
 * Where a person comes back to after signing in or confirming a new account (the report they
 * were writing): a path of this portal, never another site (`//host`, `/\host` and addresses
 * with a scheme are refused).
 */
export const zReturnPath = z
  .string()
  .max(RETURN_PATH_MAX)
  .regex(RETURN_PATH, { error: 'validation_invalid_format' });

/** Whether a `returnTo` value is a path of this portal (zReturnPath), for the web's redirects. */
export function isReturnPath(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length <= RETURN_PATH_MAX && RETURN_PATH.test(value);
}

/**
 * A telephone number written as people write them ("061 234-567", "+387 61 234 567",
 * "0038761234567"), kept in international form (+38761234567). A leading single zero
 * is a number in Bosnia and Herzegovina.
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s\-/().]/g, '');
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (compact.startsWith('0')) return `+387${compact.slice(1)}`;
  return compact;
}

export const zPhone = z
  .string()
  .trim()
  .min(1)
  .transform(normalizePhone)
  .pipe(z.string().regex(/^\+[1-9]\d{7,14}$/, { error: 'validation_invalid_phone' }));

/** Digits typed into a form field arrive as text; they are the number they spell. */
const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;

/** Four digits, from 1900 to the current year. */
export const zBirthYear = z.preprocess(
  digitsAsNumber,
  z
    .number()
    .int()
    .min(BIRTH_YEAR_MIN)
    .refine((year) => year <= new Date().getFullYear(), { error: 'validation_birth_year_in_future' }),
);

export const zGender = z.preprocess(digitsAsNumber, z.union(enumValues(Gender).map((v) => z.literal(v))));

/** Empty form fields arrive as "" or null; both mean "not given". */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable());
}

/** Marks the second of two fields when they differ (the spec's mustMatch rule). */
export function passwordsMatch(data: { password: string; confirmPassword: string }) {
  return data.password === data.confirmPassword;
}
/** Where the mustMatch refusal lands: on the confirmation field. */
export const mustMatch = { path: ['confirmPassword'], error: 'validation_must_match' };

export const SignedInUser = z.object({
  token: z.string(),
  isLoggedIn: z.literal(true),
  username: z.string(),
  id: z.number().int(),
  /** The organisational unit of a staff member; null for citizens. */
  organizationId: z.number().int().nullable(),
  profileId: z.number().int(),
  roleName: z.string(),
  /** When the token stops working, ISO 8601. */
  expiresAt: z.string(),
});
export type SignedInUser = z.infer<typeof SignedInUser>;

export const Done = z.object({ success: z.literal(true) });

export const RegisterRequest = z
  .object({
    username: zUsername,
    password: zPassword,
    confirmPassword: z.string().min(1),
    firstName: zName,
    lastName: zName,
    birthYear: optional(zBirthYear),
    phone: optional(zPhone),
    email: optional(zEmail),
    sex: optional(zGender),
    languageId: zLanguageId,
    /** The page the confirmation link brings the person back to (a report they were writing). */
    returnTo: zReturnPath.optional(),
  })
  .refine(passwordsMatch, mustMatch);
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const RegisterResult = z.object({
  userId: z.number().int(),
  confirmationType: z.union(enumValues(ConfirmationRegistrationType).map((v) => z.literal(v))),
  /** Where the code or link went, partly hidden: "am***@example.ba", "+38761****67". */
  destination: z.string(),
  /** True once the outbox has the message (sent at once, retried); the person may ask for a new code. */
  delivered: z.boolean(),
});

export const RegistrationSettings = z.object({
  mandatoryFields: z.array(z.union(enumValues(RegistrationField).map((v) => z.literal(v)))),
  confirmationType: z.union(enumValues(ConfirmationRegistrationType).map((v) => z.literal(v))),
  registeredLoginActive: z.boolean(),
  anonymousLoginActive: z.boolean(),
});
export type RegistrationSettings = z.infer<typeof RegistrationSettings>;

export const UserBasicData = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthYear: z.number().int().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sex: z.number().int().nullable(),
  languageId: z.number().int(),
  profileId: z.number().int(),
});
export type UserBasicData = z.infer<typeof UserBasicData>;

export const ChangeUserBasicDataRequest = z.object({
  firstName: zName,
  lastName: zName,
  birthYear: optional(zBirthYear),
  phone: optional(zPhone),
  email: optional(zEmail),
  sex: optional(zGender),
  languageId: zLanguageId,
});
export type ChangeUserBasicDataRequest = z.input<typeof ChangeUserBasicDataRequest>;

export const ChangePasswordRequest = z
  .object({ oldPassword: z.string().min(1), password: zPassword, confirmPassword: z.string().min(1) })
  .refine(passwordsMatch, mustMatch);

export const PasswordConfirmation = z.object({ password: z.string().min(1).max(PASSWORD_MAX) });

export const register = defineEndpoint({
  name: 'Account.Register',
  method: 'POST',
  path: '/api/Account/Register',
  summary: 'Register a citizen; a code or link to confirm the account is sent',
  access: PUBLIC,
  body: RegisterRequest,
  response: RegisterResult,
});

export const getRegistrationSettings = defineEndpoint({
  name: 'Account.GetRegistrationSettings',
  method: 'GET',
  path: '/api/Account/GetRegistrationSettings',
  summary: 'Which registration fields are mandatory, how accounts are confirmed, which sign-ins are open',
  access: PUBLIC,
  response: RegistrationSettings,
});

export const activateByCode = defineEndpoint({
  name: 'Account.ActivateByCode',
  method: 'POST',
  path: '/api/Account/ActivateByCode',
  summary: 'Confirm a new account with the code sent by SMS or e-mail; answers as a sign-in',
  access: PUBLIC,
  body: z.object({
    userId: z.number().int().min(1),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, { error: 'varification_code_not_valid' }),
  }),
  response: SignedInUser,
  personalData: true,
});

export const activateByLink = defineEndpoint({
  name: 'Account.ActivateByLink',
  method: 'GET',
  path: '/api/Account/ActivateByLink/:token',
  summary: 'Confirm a new account with the link sent by e-mail; answers as a sign-in',
  access: PUBLIC,
  params: z.object({
    token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'varification_code_not_valid' }),
  }),
  response: SignedInUser,
  personalData: true,
});

export const sendNewCode = defineEndpoint({
  name: 'Account.SendNewCode',
  method: 'POST',
  path: '/api/Account/SendNewCode',
  summary: 'Send a new confirmation code or link for an account not yet confirmed',
  access: PUBLIC,
  body: z.object({ userId: z.number().int().min(1), returnTo: zReturnPath.optional() }),
  response: RegisterResult,
});

export const login = defineEndpoint({
  name: 'Account.Login',
  method: 'POST',
  path: '/api/Account/Login',
  summary: 'Sign in with username and password',
  access: PUBLIC,
  body: z.object({
    username: z.string().trim().min(1).max(100),
    password: z.string().min(1).max(PASSWORD_MAX),
  }),
  response: SignedInUser,
  personalData: true,
});

export const loginAnonymous = defineEndpoint({
  name: 'Account.LoginAnonymous',
  method: 'POST',
  path: '/api/Account/LoginAnonymous',
  summary: 'Sign in as an anonymous citizen, where that sign-in is open',
  access: PUBLIC,
  body: z.object({ languageId: zLanguageId }),
  response: SignedInUser,
  personalData: true,
});

export const forgotUsername = defineEndpoint({
  name: 'Account.ForgotUsername',
  method: 'POST',
  path: '/api/Account/ForgotUsername',
  summary: 'E-mail the usernames of the accounts with this address',
  access: PUBLIC,
  body: z.object({ email: zEmail }),
  response: Done,
});

export const forgotPassword = defineEndpoint({
  name: 'Account.ForgotPassword',
  method: 'POST',
  path: '/api/Account/ForgotPassword',
  summary: 'E-mail a link to set a new password',
  access: PUBLIC,
  body: z.object({ email: zEmail }),
  response: Done,
});

export const resetPassword = defineEndpoint({
  name: 'Account.ResetPassword',
  method: 'POST',
  path: '/api/Account/ResetPassword',
  summary: 'Set a new password with the link from the e-mail (single use, 30 minutes)',
  access: PUBLIC,
  body: z
    .object({
      token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, { error: 'reset_link_not_valid' }),
      password: zPassword,
      confirmPassword: z.string().min(1),
    })
    .refine(passwordsMatch, mustMatch),
  response: Done,
});

export const getUserBasicData = defineEndpoint({
  name: 'Account.GetUserBasicData',
  method: 'GET',
  path: '/api/Account/GetUserBasicData',
  summary: 'The signed-in person’s own data',
  access: SIGNED_IN_PEOPLE,
  response: UserBasicData,
  personalData: true,
});

export const changeUserBasicData = defineEndpoint({
  name: 'Account.ChangeUserBasicData',
  method: 'POST',
  path: '/api/Account/ChangeUserBasicData',
  summary: 'Change one’s own data',
  access: REGISTERED_PEOPLE,
  body: ChangeUserBasicDataRequest,
  response: UserBasicData,
  personalData: true,
});

export const changeOwnPassword = defineEndpoint({
  name: 'Account.ChangePassword',
  method: 'POST',
  path: '/api/Account/ChangePassword',
  summary: 'Change one’s own password (the old one is required); other sessions end',
  access: REGISTERED_PEOPLE,
  body: ChangePasswordRequest,
  response: Done,
});

export const deactivateUser = defineEndpoint({
  name: 'Account.DeactivateUser',
  method: 'POST',
  path: '/api/Account/DeactivateUser',
  summary: 'Deactivate one’s own account (password required); every session ends',
  access: REGISTERED_PEOPLE,
  body: PasswordConfirmation,
  response: Done,
});

export const deleteUser = defineEndpoint({
  name: 'Account.DeleteUser',
  method: 'POST',
  path: '/api/Account/DeleteUser',
  summary: 'Delete one’s own account: personal data removed, contributions kept anonymised',
  access: REGISTERED_PEOPLE,
  body: PasswordConfirmation,
  response: Done,
});

export const logout = defineEndpoint({
  name: 'Account.Logout',
  method: 'POST',
  path: '/api/Account/Logout',
  summary: 'End this session on the server: its token stops working',
  access: SIGNED_IN,
  response: Done,
});

export const getAdditionalAccessRights = defineEndpoint({
  name: 'Account.GetAdditionalAccessRights',
  method: 'GET',
  path: '/api/Account/GetAdditionalAccessRights',
  summary: 'Ids of the additional access rights the caller holds',
  access: SIGNED_IN,
  response: z.array(z.number().int()),
});
