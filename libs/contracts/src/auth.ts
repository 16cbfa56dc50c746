import { z } from 'zod';
import { controlCharactersMessage, IsoDate, isSingleLineText, ServiceUserData } from './common.js';
import { MIN_NAME_LENGTH, MIN_PASSWORD_LENGTH } from './constants.js';

/** Messages of spec section 5, worded exactly. */
export const AuthMessages = {
  firstNameMin: 'First name must be at least 2 characters',
  lastNameMin: 'Last name must be at least 2 characters',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordsDontMatch: "Passwords don't match",
  newPasswordMismatch: 'New password and confirm password do not match.',
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  wrongCurrentPassword: 'Current password is incorrect',
  currentPasswordRequired: 'Current password is required',
  currentPasswordForEmail: 'Enter your current password to change your email address',
} as const;

const email = z
  .string({ error: AuthMessages.invalidEmail })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: AuthMessages.invalidEmail }).max(254, { error: 'Email must be at most 254 characters' }));
const password = z
  .string({ error: AuthMessages.passwordMin })
  .min(MIN_PASSWORD_LENGTH, { error: AuthMessages.passwordMin })
  .max(200, { error: 'Password must be at most 200 characters' });
const firstName = z
  .string({ error: AuthMessages.firstNameMin })
  .trim()
  .min(MIN_NAME_LENGTH, { error: AuthMessages.firstNameMin })
  .max(100, { error: 'First name must be at most 100 characters' })
  .refine(isSingleLineText, { error: controlCharactersMessage('First name') });
const lastName = z
  .string({ error: AuthMessages.lastNameMin })
  .trim()
  .min(MIN_NAME_LENGTH, { error: AuthMessages.lastNameMin })
  .max(100, { error: 'Last name must be at most 100 characters' })
  .refine(isSingleLineText, { error: controlCharactersMessage('Last name') });

export const User = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  isPremium: z.boolean(),
});
export type User = z.infer<typeof User>;

/** POST /api/auth/register (confirmPassword exists only in the form and is not sent). */
export const RegisterRequest = z.object({ firstName, lastName, email, password });
export type RegisterRequest = z.infer<typeof RegisterRequest>;

/**
 * What the server takes at POST /api/auth/register: the request, and a confirmPassword when a client sends one (the
 * spec's form does not), which must then equal the password, as the form's rule says: an account is never made with
 * a password its owner typed differently twice.
 */
export const RegisterBody = RegisterRequest.extend({
  confirmPassword: z.string({ error: AuthMessages.passwordsDontMatch }).optional(),
}).refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, {
  error: AuthMessages.passwordsDontMatch,
  path: ['confirmPassword'],
});

/** The sign-up form: the request plus confirmPassword, whose error is shown on confirmPassword. */
export const RegisterForm = RegisterRequest.extend({
  confirmPassword: z.string().min(1, { error: AuthMessages.passwordsDontMatch }),
}).refine((v) => v.password === v.confirmPassword, {
  error: AuthMessages.passwordsDontMatch,
  path: ['confirmPassword'],
});
export type RegisterForm = z.infer<typeof RegisterForm>;

/** POST /api/auth/login */
export const LoginRequest = z.object({ email, password });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Login and registration answer with the current user (DECISIONS.md). */
export const AuthResponse = User;
export type AuthResponse = User;

/**
 * PUT /api/profile. Changing the email address (where sign-in and any account notices go) also needs the current
 * password, like a password change: a session left open on a shared computer cannot take the account over.
 */
export const ProfileUpdateRequest = z.object({
  firstName,
  lastName,
  email,
  currentPassword: z.string().max(200).optional(),
  location: z
    .string({ error: 'Location must be text' })
    .trim()
    .max(120, { error: 'Location must be at most 120 characters' })
    .refine(isSingleLineText, { error: controlCharactersMessage('Location') })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type ProfileUpdateRequest = z.input<typeof ProfileUpdateRequest>;

/** PUT /api/profile/password */
export const PasswordChangeRequest = z
  .object({
    currentPassword: z.string({ error: AuthMessages.currentPasswordRequired }).min(1, {
      error: AuthMessages.currentPasswordRequired,
    }),
    newPassword: password,
    confirmPassword: z.string({ error: AuthMessages.newPasswordMismatch }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: AuthMessages.newPasswordMismatch,
    path: ['confirmPassword'],
  });
export type PasswordChangeRequest = z.infer<typeof PasswordChangeRequest>;

/**
 * DELETE /api/profile (beyond the spec, DECISIONS.md): deletes the account after the current password, checked under
 * the same limits and with the same messages as a password change (400 `Current password is incorrect`, 429 past the
 * limit); success is 204 with no body. Every service then deletes what it holds for the user on `user.deleted`; the
 * session and its cookie end.
 */
export const AccountDeletionRequest = z.object({
  currentPassword: z
    .string({ error: AuthMessages.currentPasswordRequired })
    .min(1, { error: AuthMessages.currentPasswordRequired })
    .max(200, { error: 'Password must be at most 200 characters' }),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** The auth service's part of the export: the account itself, never the password hash or a session token. */
export const AccountExport = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  location: z.string().nullable(),
  isPremium: z.boolean(),
  createdAt: IsoDate,
  updatedAt: IsoDate,
  profilePicture: z
    .object({
      url: z.string(),
      contentType: z.string(),
      width: z.number(),
      height: z.number(),
      createdAt: IsoDate,
    })
    .nullable(),
  /** Sign-ins of the account, newest first: when each began, when it ends or ended. */
  sessions: z.array(z.object({ createdAt: IsoDate, expiresAt: IsoDate, revokedAt: IsoDate.nullable() })),
});
export type AccountExport = z.infer<typeof AccountExport>;

/**
 * GET /api/profile/export (beyond the spec, DECISIONS.md): everything the user owns, as one JSON file
 * (`Content-Disposition: attachment; filename="pathwise-export.json"`). `services` has one entry per service that holds
 * user data (each one's USER_DATA_EXPORT_PATH answer). When one of them cannot answer, the whole export answers 503
 * (ExportMessages.unavailable): a partial file is never presented as complete.
 */
export const DataExport = z.object({
  exportedAt: IsoDate,
  account: AccountExport,
  services: z.array(ServiceUserData),
});
export type DataExport = z.infer<typeof DataExport>;
export const DATA_EXPORT_FILENAME = 'pathwise-export.json';

export const ExportMessages = {
  /** 503: names the services that did not answer. */
  unavailable: (services: readonly string[]) =>
    `Your data export needs the ${services.join(', ')} ${services.length === 1 ? 'service, which is' : 'services, which are'} ` +
    'unavailable right now, so no file was made. Please try again in a few minutes.',
} as const;

/** GET /api/placeholder/{w}/{h}: sizes 1..1024. */
export const PlaceholderParams = z.object({
  w: z.coerce.number({ error: 'Width must be a whole number from 1 to 1024' }).int().min(1).max(1024, {
    error: 'Width must be a whole number from 1 to 1024',
  }),
  h: z.coerce.number({ error: 'Height must be a whole number from 1 to 1024' }).int().min(1).max(1024, {
    error: 'Height must be a whole number from 1 to 1024',
  }),
});
export type PlaceholderParams = z.infer<typeof PlaceholderParams>;

export const PictureMessages = {
  invalidType: 'Invalid File Type: Please select an image file (PNG, JPG, GIF, etc.)',
  tooLarge: 'File Too Large: Please select an image smaller than 5MB',
  missing: 'Please choose an image to upload.',
} as const;

export const PictureUploadResponse = User;
