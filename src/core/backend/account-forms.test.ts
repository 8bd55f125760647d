import { describe, expect, it } from 'vitest';
import {
  absoluteLink,
  changePasswordFormSchema,
  setPasswordFormSchema,
  tokenFromSearch,
  userFormSchema,
} from './account-forms.ts';

const firstError = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)[0];

describe('setPasswordFormSchema', () => {
  it('takes 8 to 128 characters, typed the same twice', () => {
    expect(
      setPasswordFormSchema.safeParse({ password: 'harbour-42', confirmPassword: 'harbour-42' }).success,
    ).toBe(true);
    expect(firstError(setPasswordFormSchema.safeParse({ password: 'short', confirmPassword: 'short' }))).toBe(
      'password: must be at least 8 characters',
    );
    const long = 'x'.repeat(129);
    expect(firstError(setPasswordFormSchema.safeParse({ password: long, confirmPassword: long }))).toBe(
      'password: must be at most 128 characters',
    );
    expect(
      firstError(setPasswordFormSchema.safeParse({ password: 'harbour-42', confirmPassword: 'harbour-43' })),
    ).toBe('confirmPassword: Passwords do not match');
  });
});

describe('changePasswordFormSchema', () => {
  it('needs the current password and the new one twice', () => {
    const ok = { currentPassword: 'old', newPassword: 'new-password', confirmPassword: 'new-password' };
    expect(changePasswordFormSchema.safeParse(ok).success).toBe(true);
    expect(firstError(changePasswordFormSchema.safeParse({ ...ok, currentPassword: '' }))).toBe(
      'currentPassword: Current password is required',
    );
    expect(firstError(changePasswordFormSchema.safeParse({ ...ok, confirmPassword: 'other' }))).toBe(
      'confirmPassword: Passwords do not match',
    );
  });
});

describe('user forms', () => {
  const user = {
    email: ' New.Guard@Example.com ',
    firstName: ' Ana ',
    lastName: '',
    clientId: crypto.randomUUID(),
  };

  it('reads an empty initial password as none, and checks a typed one', () => {
    const parsed = userFormSchema.parse({ ...user, password: '' });
    expect(parsed).toEqual({
      email: 'new.guard@example.com',
      firstName: 'Ana',
      lastName: null,
      clientId: user.clientId,
      password: undefined,
      disabled: undefined,
    });
    expect(userFormSchema.parse({ ...user, password: 'harbour-42' }).password).toBe('harbour-42');
    expect(firstError(userFormSchema.safeParse({ ...user, password: 'short' }))).toBe(
      'password: must be at least 8 characters',
    );
  });

  it('needs an email in e-mail format and a client', () => {
    expect(firstError(userFormSchema.safeParse({ ...user, email: '', password: '' }))).toBe(
      'email: Email is required',
    );
    expect(firstError(userFormSchema.safeParse({ ...user, email: 'guard', password: '' }))).toBe(
      'email: must be a valid e-mail address',
    );
    expect(firstError(userFormSchema.safeParse({ ...user, clientId: '', password: '' }))).toBe(
      'clientId: Client is required',
    );
    expect(userFormSchema.parse({ ...user, password: '', disabled: true }).disabled).toBe(true);
  });
});

describe('links', () => {
  it('makes the absolute address of a set-password link', () => {
    expect(absoluteLink('https://dockwatch.example', '/set-password?token=abc_-1')).toBe(
      'https://dockwatch.example/set-password?token=abc_-1',
    );
    expect(absoluteLink('http://127.0.0.1:5000', '/set-password?token=x')).toBe(
      'http://127.0.0.1:5000/set-password?token=x',
    );
  });

  it('reads the token from the query string', () => {
    expect(tokenFromSearch('?token=abc')).toBe('abc');
    expect(tokenFromSearch('token=abc&x=1')).toBe('abc');
    expect(tokenFromSearch('?token=')).toBeNull();
    expect(tokenFromSearch('')).toBeNull();
  });
});
