import type { FastifyInstance } from 'fastify';
import { accountApi } from '#core/account/account.api.ts';
import { registerEndpoint } from '#server/http/endpoint-route.ts';
import { changePassword } from './change-password.service.ts';
import { createPasswordLink, setPasswordWithToken } from './password-links.service.ts';

/** Getting people in: set-password links (local accounts) and changing one's own password. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  registerEndpoint(app, accountApi.passwordLink, ({ db, auth, input }) =>
    createPasswordLink(db, auth, input.params.guid),
  );
  registerEndpoint(app, accountApi.setPassword, ({ db, input }) =>
    setPasswordWithToken(db, input.body.token, input.body.password),
  );
  registerEndpoint(app, accountApi.changePassword, async ({ db, auth, input, ip }) => {
    await changePassword(db, auth, input.body, ip);
    return { message: 'Password changed' };
  });
}
