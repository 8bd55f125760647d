import { z } from 'zod';
import { permissionSchema } from '#core/auth/auth-user.schema.ts';
import { multiLine, singleLine } from '#core/common/single-line.ts';
import { timeZoneSchema } from '#core/common/wire.schema.ts';
import { questionTypes } from '#core/shifts/shift.schema.ts';
import { BACKEND_SCHEMA_MESSAGES } from './backend-messages.ts';

/** The backend area (super_admin), accounts, and the admin writes of shift questions and checklists. */
export const NAME_MAX = 200;
export const EMAIL_MAX = 320;
export const PHONE_MAX = 50;
export const DESCRIPTION_MAX = 2000;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RENAME_MAX = 5000;
export const QUESTION_TEXT_MAX = 500;
export const CHECKLIST_ITEMS_MAX = 100;
export const CHECKLIST_ITEM_MAX = 200;

const tooLong = (max: number) => `must be at most ${max} characters`;

const required = (max: number, message: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLong(max));
const optional = (max: number) => z.string().trim().max(max, tooLong(max));
const blankToNull = (v: string | null | undefined) => v || null;

/** Trimmed, required, one line (single-line.ts): a name. */
export const requiredLine = (max: number, message: string) => singleLine(required(max, message));
/** Trimmed and required; it may run over lines: a question. */
export const requiredText = (max: number, message: string) => multiLine(required(max, message));
/** Trimmed, one line; blank, null or absent become null: a phone, a place, a first name. */
export const optionalLine = (max: number) => singleLine(optional(max)).nullish().transform(blankToNull);
/** Trimmed, may run over lines; blank, null or absent become null: a description. */
export const optionalText = (max: number) => multiLine(optional(max)).nullish().transform(blankToNull);

/** Required, in e-mail format; stored in lower case (sign-in compares case-insensitively). */
export const emailSchema = z
  .string({ error: BACKEND_SCHEMA_MESSAGES.emailRequired })
  .trim()
  .min(1, BACKEND_SCHEMA_MESSAGES.emailRequired)
  .max(EMAIL_MAX, tooLong(EMAIL_MAX))
  .pipe(z.email(BACKEND_SCHEMA_MESSAGES.invalidEmail))
  .transform((v) => v.toLowerCase());

export const passwordSchema = z
  .string({ error: BACKEND_SCHEMA_MESSAGES.passwordRequired })
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, tooLong(PASSWORD_MAX));

// Clients

export const clientBodySchema = z.object({
  name: requiredLine(NAME_MAX, BACKEND_SCHEMA_MESSAGES.clientNameRequired),
  contactEmail: z
    .string()
    .trim()
    .max(EMAIL_MAX, tooLong(EMAIL_MAX))
    .nullish()
    .transform((v) => v || null)
    .pipe(z.email(BACKEND_SCHEMA_MESSAGES.invalidEmail).nullable()),
  contactPhone: optionalLine(PHONE_MAX),
  description: optionalText(DESCRIPTION_MAX),
});
export const createClientBodySchema = clientBodySchema.extend({ guid: z.uuid().optional() });
export type ClientBody = z.output<typeof clientBodySchema>;

export const clientSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

// Marinas

export const marinaBodySchema = z.object({
  name: requiredLine(NAME_MAX, BACKEND_SCHEMA_MESSAGES.marinaNameRequired),
  clientId: z.uuid({ error: BACKEND_SCHEMA_MESSAGES.clientRequired }),
  location: optionalLine(NAME_MAX),
  description: optionalText(DESCRIPTION_MAX),
  /** Absent: UTC on create, unchanged on update (decision 0026). The backend dialog always sends one. */
  timeZone: timeZoneSchema.optional(),
});
export const createMarinaBodySchema = marinaBodySchema.extend({ guid: z.uuid().optional() });
export type MarinaBody = z.output<typeof marinaBodySchema>;

export const backendMarinaSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  clientId: z.uuid(),
  clientName: z.string(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  timeZone: z.string(),
  createdAt: z.string(),
});
export type BackendMarina = z.infer<typeof backendMarinaSchema>;

// Users and permissions

const userFields = {
  email: emailSchema,
  firstName: optionalLine(NAME_MAX),
  lastName: optionalLine(NAME_MAX),
  clientId: z.uuid({ error: BACKEND_SCHEMA_MESSAGES.clientRequired }),
};
export const createUserBodySchema = z.object({
  ...userFields,
  password: passwordSchema.optional(),
  guid: z.uuid().optional(),
});
export type CreateUserBody = z.output<typeof createUserBodySchema>;
export const updateUserBodySchema = z.object({ ...userFields, disabled: z.boolean().optional() });
export type UpdateUserBody = z.output<typeof updateUserBodySchema>;

export const grantableTypes = ['marina_access', 'admin'] as const;
export const grantPermissionBodySchema = z
  .object({ permissionType: z.enum(grantableTypes).default('marina_access') })
  .nullish()
  .transform((v) => v ?? { permissionType: 'marina_access' as const });
export const revokePermissionQuerySchema = z.object({
  permissionType: z.enum(grantableTypes).default('marina_access'),
});
export const marinaUserParamsSchema = z.object({ marinaId: z.uuid(), userId: z.uuid() });
export const deletedSchema = z.object({ deleted: z.boolean() });

export const backendUserSchema = z.object({
  guid: z.uuid(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  clientId: z.uuid(),
  clientName: z.string(),
  disabled: z.boolean(),
  hasPassword: z.boolean(),
  permissions: z.array(permissionSchema),
});
export type BackendUser = z.infer<typeof backendUserSchema>;

// Accounts

export const passwordLinkSchema = z.object({ url: z.string(), expiresAt: z.string() });
export const setPasswordBodySchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(200, tooLong(200)),
  password: passwordSchema,
});
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  newPassword: passwordSchema,
});

// Location name fixer

export const namePatternSchema = (required: string) =>
  singleLine(z.string({ error: required }).min(1, required).max(NAME_MAX, tooLong(NAME_MAX)));

export const searchByPatternBodySchema = z.object({
  clientId: z.uuid({ error: 'Please select both a client and marina' }),
  marinaId: z.uuid({ error: 'Please select both a client and marina' }),
  pattern: namePatternSchema('Please enter a search pattern'),
});
export const namedLocationSchema = z.object({ guid: z.uuid(), name: z.string().max(NAME_MAX) });

export const previewBodySchema = z.object({
  locations: z
    .array(namedLocationSchema)
    .min(1, 'Please search for locations first')
    .max(RENAME_MAX, `must hold at most ${RENAME_MAX} locations`),
  replacementPattern: singleLine(
    z
      .string({ error: 'Please enter a replacement pattern' })
      .max(NAME_MAX, tooLong(NAME_MAX))
      .refine((v) => v.trim() !== '', 'Please enter a replacement pattern'),
  ),
  searchPattern: namePatternSchema('Please enter a search pattern'),
});
export const previewEntrySchema = z.object({ guid: z.uuid(), originalName: z.string(), newName: z.string() });

export const commitBodySchema = z.object({
  marinaId: z.uuid({ error: 'Please select both a client and marina' }),
  updates: z
    .array(z.object({ guid: z.uuid(), newName: requiredLine(NAME_MAX, 'must not be blank') }))
    .min(1, 'must hold at least one change')
    .max(RENAME_MAX, `must hold at most ${RENAME_MAX} changes`),
});
export const commitResultSchema = z.object({ updatedCount: z.number().int() });

// Shift questions (admin of the marina)

export const shiftQuestionFields = {
  questionText: requiredText(QUESTION_TEXT_MAX, 'Question text is required'),
  questionType: z.enum(questionTypes),
  isPreShift: z.boolean(),
  isRequired: z.boolean(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
};
export const createShiftQuestionBodySchema = z.object({
  ...shiftQuestionFields,
  marinaId: z.uuid(),
  guid: z.uuid().optional(),
});
export type CreateShiftQuestionBody = z.output<typeof createShiftQuestionBodySchema>;
export const updateShiftQuestionBodySchema = z
  .object({ ...shiftQuestionFields, isActive: z.boolean(), marinaId: z.uuid() })
  .partial();
export type UpdateShiftQuestionBody = z.output<typeof updateShiftQuestionBodySchema>;

// Checklist templates (admin of the marina)

export const checklistFormSchema = z.object({
  name: requiredLine(NAME_MAX, 'Checklist name is required'),
  description: optionalText(DESCRIPTION_MAX),
  items: z
    .array(requiredLine(CHECKLIST_ITEM_MAX, 'must not be blank'))
    .min(1, 'must hold at least one item')
    .max(CHECKLIST_ITEMS_MAX, `must hold at most ${CHECKLIST_ITEMS_MAX} items`),
});
export const createChecklistBodySchema = checklistFormSchema.extend({
  marinaId: z.uuid(),
  guid: z.uuid().optional(),
});
export type CreateChecklistBody = z.output<typeof createChecklistBodySchema>;
export const updateChecklistBodySchema = checklistFormSchema.extend({ marinaId: z.uuid().optional() });
export type UpdateChecklistBody = z.output<typeof updateChecklistBodySchema>;

export const checklistTemplateSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  items: z.array(z.string()),
  isTemplate: z.boolean(),
  clientId: z.uuid(),
  marinaId: z.uuid().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChecklistTemplate = z.infer<typeof checklistTemplateSchema>;

// What callers send and get back (z.input: before defaults and transforms), as the catalogue's
// routes declare them (issue 16).

export type CreateClientRequest = z.input<typeof createClientBodySchema>;
export type ClientRequest = z.input<typeof clientBodySchema>;
export type CreateMarinaRequest = z.input<typeof createMarinaBodySchema>;
export type MarinaRequest = z.input<typeof marinaBodySchema>;
export type CreateUserRequest = z.input<typeof createUserBodySchema>;
export type UpdateUserRequest = z.input<typeof updateUserBodySchema>;
export type MarinaUserParams = z.input<typeof marinaUserParamsSchema>;
export type GrantPermissionRequest = z.input<typeof grantPermissionBodySchema>;
export type RevokePermissionQuery = z.input<typeof revokePermissionQuerySchema>;
export type Deleted = z.infer<typeof deletedSchema>;
export type PasswordLink = z.infer<typeof passwordLinkSchema>;
export type SetPasswordRequest = z.input<typeof setPasswordBodySchema>;
export type ChangePasswordRequest = z.input<typeof changePasswordBodySchema>;
export type SearchByPatternRequest = z.input<typeof searchByPatternBodySchema>;
export type NamedLocationResult = z.infer<typeof namedLocationSchema>;
export type PreviewRequest = z.input<typeof previewBodySchema>;
export type PreviewEntry = z.infer<typeof previewEntrySchema>;
export type CommitRequest = z.input<typeof commitBodySchema>;
export type CommitResult = z.infer<typeof commitResultSchema>;
export type CreateShiftQuestionRequest = z.input<typeof createShiftQuestionBodySchema>;
export type UpdateShiftQuestionRequest = z.input<typeof updateShiftQuestionBodySchema>;
export type CreateChecklistRequest = z.input<typeof createChecklistBodySchema>;
export type UpdateChecklistRequest = z.input<typeof updateChecklistBodySchema>;
