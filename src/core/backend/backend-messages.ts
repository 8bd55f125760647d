/**
 * The texts of the backend area, the name fixer and the account screens (spec 001 sections 5
 * and 8), word for word, plus the texts of screens the spec does not show.
 */

import { MULTI_LINE, SINGLE_LINE } from '#core/common/single-line.ts';

export interface ToastText {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

/**
 * The fixed messages of the backend's form schemas (backend.schema.ts): the server answers them
 * word for word, and the web finds their translation by them (features/backend/lib/backend-texts.ts).
 */
export const BACKEND_SCHEMA_MESSAGES = {
  clientNameRequired: 'Client name is required',
  marinaNameRequired: 'Marina name is required',
  clientRequired: 'Client is required',
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidEmail: 'must be a valid e-mail address',
  singleLine: SINGLE_LINE,
  controlCharacters: MULTI_LINE,
} as const;

export const BACKEND_MESSAGES = {
  createClientFailed: 'Failed to create client',
  updateClientFailed: 'Failed to update client',
  createMarinaFailed: 'Failed to create marina',
  updateMarinaFailed: 'Failed to update marina',
  createUserFailed: 'Failed to create user',
  updateUserFailed: 'Failed to update user',
  clientCreated: 'Client created successfully',
  clientUpdated: 'Client updated successfully',
  marinaCreated: 'Marina created successfully',
  marinaUpdated: 'Marina updated successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  adminPermissionFailed: 'Failed to update admin permissions',
  passwordLinkFailed: 'Failed to create set-password link',
} as const;

export const NAME_FIXER_MESSAGES = {
  selectClientAndMarina: 'Please select both a client and marina',
  searchFirst: 'Please search for locations first',
  enterReplacement: 'Please enter a replacement pattern',
  enterSearch: 'Please enter a search pattern',
  searchComplete: 'Search Complete',
  previewGenerated: 'Preview Generated',
  searchFailed: 'Failed to search locations',
  previewFailed: 'Failed to generate preview',
  commitFailed: 'Failed to commit changes',
} as const;

export const ACCOUNT_MESSAGES = {
  passwordSet: 'Password set',
  passwordSetDetail: 'Sign in with your new password.',
  passwordChanged: 'Password changed',
  passwordChangedDetail: 'Your other devices have been signed out.',
  setPasswordFailed: 'Failed to set password. Please try again.',
  changePasswordFailed: 'Failed to change password. Please try again.',
  passwordsDiffer: 'Passwords do not match',
  missingToken: 'This link is incomplete. Ask your administrator for a new one.',
} as const;

export const success = (description: string): ToastText => ({
  title: 'Success',
  description,
  variant: 'success',
});

export const failure = (description: string): ToastText => ({
  title: 'Error',
  description,
  variant: 'destructive',
});

const plural = (n: number, one: string, many: string) => (n === 1 ? one : many);

/** 'Search Complete' with 'Found n matching locations'. */
export const searchCompleteToast = (count: number): ToastText => ({
  title: NAME_FIXER_MESSAGES.searchComplete,
  description: `Found ${count} matching locations`,
});

/** 'Preview Generated' with how many names change. */
export const previewGeneratedToast = (changes: number): ToastText => ({
  title: NAME_FIXER_MESSAGES.previewGenerated,
  description: `${changes} ${plural(changes, 'name', 'names')} will change`,
});

/** 'Successfully updated n location names', titled 'Success'. */
export const committedToast = (updatedCount: number): ToastText =>
  success(`Successfully updated ${updatedCount} location names`);

/** `body.currentPassword: is not ...` -> field `currentPassword`, text `is not ...`. */
const FIELD_PREFIX = /^(?:body|params|query|querystring)(?:\.([\w.]+))?: ([\s\S]+)$/;

/**
 * The server's error message as a person should read it. The server names the field first
 * ('body.token: This link is invalid ...'); that prefix goes. A message that continues the field
 * name ('is not your current password') gets the field's label from `labels`, else a capital.
 */
export function readableMessage(message: string, labels: Readonly<Record<string, string>> = {}): string {
  const match = FIELD_PREFIX.exec(message.trim());
  if (!match) return message.trim();
  const path = (match[1] ?? '').split('.').filter((part) => part && !/^\d+$/.test(part));
  const field = path[path.length - 1];
  const text = match[2]!.trim();
  const label = field ? labels[field] : undefined;
  if (label && /^[a-z]/.test(text)) return `${label} ${text}`;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The message of a refused request (4xx other than 401, with the server's JSON `{ message }`),
 * made readable; otherwise the fallback (no signal, a server fault, a proxy's HTML page).
 */
export function serverMessageOr(
  status: number | null | undefined,
  responseText: string,
  fallback: string,
  labels?: Readonly<Record<string, string>>,
): string {
  if (status === null || status === undefined || status < 400 || status >= 500 || status === 401) {
    return fallback;
  }
  try {
    const parsed: unknown = JSON.parse(responseText);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return readableMessage(message, labels);
    }
  } catch {
    // Not the JSON error body.
  }
  return fallback;
}

/** A field error as shown under its field: the schema's 'must be ...' starts with a capital. */
export const sentence = (message: string | undefined): string | undefined =>
  message ? message.charAt(0).toUpperCase() + message.slice(1) : message;
