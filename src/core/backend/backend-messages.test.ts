import { describe, expect, it } from 'vitest';
import {
  committedToast,
  failure,
  previewGeneratedToast,
  readableMessage,
  searchCompleteToast,
  sentence,
  serverMessageOr,
  success,
} from './backend-messages.ts';

describe('toast texts', () => {
  it('words the name fixer toasts as the spec does', () => {
    expect(searchCompleteToast(3)).toEqual({
      title: 'Search Complete',
      description: 'Found 3 matching locations',
    });
    expect(searchCompleteToast(0).description).toBe('Found 0 matching locations');
    expect(previewGeneratedToast(1)).toEqual({
      title: 'Preview Generated',
      description: '1 name will change',
    });
    expect(previewGeneratedToast(4).description).toBe('4 names will change');
    expect(committedToast(3)).toEqual({
      title: 'Success',
      description: 'Successfully updated 3 location names',
      variant: 'success',
    });
  });

  it('titles backend saves Success and failures Error', () => {
    expect(success('Client created successfully')).toEqual({
      title: 'Success',
      description: 'Client created successfully',
      variant: 'success',
    });
    expect(failure('Failed to create client')).toEqual({
      title: 'Error',
      description: 'Failed to create client',
      variant: 'destructive',
    });
  });
});

describe('readableMessage', () => {
  it('drops the field path before a sentence', () => {
    expect(
      readableMessage(
        'body.token: This link is invalid, used or expired. Ask your administrator for a new one.',
      ),
    ).toBe('This link is invalid, used or expired. Ask your administrator for a new one.');
    expect(readableMessage('body.updates.3.newName: "A1" is already the name of another location here')).toBe(
      '"A1" is already the name of another location here',
    );
  });

  it('names the field with its label, or starts with a capital', () => {
    expect(
      readableMessage('body.currentPassword: is not your current password', {
        currentPassword: 'The password you entered',
      }),
    ).toBe('The password you entered is not your current password');
    expect(readableMessage('body.disabled: you cannot disable your own account')).toBe(
      'You cannot disable your own account',
    );
    expect(readableMessage('params.guid: use Change password for your own account')).toBe(
      'Use Change password for your own account',
    );
    expect(readableMessage('body: must not be empty')).toBe('Must not be empty');
  });

  it('leaves other messages as they are', () => {
    expect(readableMessage('A user with this email already exists')).toBe(
      'A user with this email already exists',
    );
    expect(readableMessage('  Location type is in use ')).toBe('Location type is in use');
  });
});

describe('serverMessageOr', () => {
  const body = (message: string) => JSON.stringify({ message });

  it("uses the server's message for refused requests", () => {
    expect(serverMessageOr(409, body('A user with this email already exists'), 'Failed to create user')).toBe(
      'A user with this email already exists',
    );
    expect(serverMessageOr(400, body('body.disabled: you cannot disable your own account'), 'x')).toBe(
      'You cannot disable your own account',
    );
    expect(serverMessageOr(400, body('body.currentPassword: is wrong'), 'x', { currentPassword: 'It' })).toBe(
      'It is wrong',
    );
  });

  it('falls back for faults, sign-outs, missing status and bodies that are not its JSON', () => {
    expect(serverMessageOr(500, body('Internal Server Error'), 'Failed to update user')).toBe(
      'Failed to update user',
    );
    expect(serverMessageOr(401, body('Unauthorized'), 'F')).toBe('F');
    expect(serverMessageOr(undefined, body('x'), 'F')).toBe('F');
    expect(serverMessageOr(null, body('x'), 'F')).toBe('F');
    expect(serverMessageOr(404, '<html>Not found</html>', 'F')).toBe('F');
    expect(serverMessageOr(400, body('  '), 'F')).toBe('F');
    expect(serverMessageOr(400, JSON.stringify({ message: 3 }), 'F')).toBe('F');
  });
});

describe('sentence', () => {
  it('starts a field error with a capital', () => {
    expect(sentence('must be a valid e-mail address')).toBe('Must be a valid e-mail address');
    expect(sentence('Client is required')).toBe('Client is required');
    expect(sentence('')).toBe('');
    expect(sentence(undefined)).toBeUndefined();
  });
});
