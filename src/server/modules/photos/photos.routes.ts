import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guidParamsSchema } from '#core/common/wire.schema.ts';
import { MAX_PHOTO_BYTES } from '#core/meters/meter-constants.ts';
import { callerOf } from '#server/plugins/guards.ts';
import { badRequest } from '#server/plugins/http-errors.ts';
import { readPhoto, savePhoto, uploadClient } from './photos.service.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const uploadQuerySchema = z.object({ token: z.string().max(300) });
const uploadedSchema = z.object({ guid: z.uuid(), photoPath: z.string(), contentType: z.string() });

/**
 * /img: photo upload through the signed URL (disk storage) and photo download for signed-in
 * users who may read the photo's record (its marina's staff and admins). Outside /api: raw
 * image bodies; an upload is authorised by the URL's token.
 */
export async function photosRoutes(root: FastifyInstance): Promise<void> {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config } = root;

  // This plugin's scope only: any body is read as raw bytes; its type is judged by magic bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.put(
    '/img/:guid',
    {
      bodyLimit: MAX_PHOTO_BYTES,
      // The token names the client, not a session: a signed-in user of another client uploading
      // for this one must not scope the quota's sum and reservation to their own tenant.
      config: { crossTenant: 'always' },
      schema: { params: guidParamsSchema, querystring: uploadQuerySchema, response: { 201: uploadedSchema } },
      // Before the body is read: a bad guid or token never gets to send 10 MB.
      onRequest: async (request) => {
        const { guid } = request.params as { guid?: string };
        if (!guid || !GUID.test(guid)) throw badRequest('params.guid: must be a guid');
        const { token } = request.query as { token?: unknown };
        if (token !== undefined && typeof token !== 'string')
          throw badRequest('querystring.token: must be a string');
        uploadClient(config, guid, token);
      },
    },
    async (request, reply) => {
      const { guid } = request.params;
      const clientGuid = uploadClient(config, guid, request.query.token);
      const type = await savePhoto(root.db, config, clientGuid, guid, request.body as Buffer | undefined);
      const photoGuid = guid.toLowerCase();
      return reply
        .code(201)
        .send({ guid: photoGuid, photoPath: `/img/${photoGuid}`, contentType: type.mime });
    },
  );

  app.get('/img/:guid', { schema: { params: guidParamsSchema } }, async (request, reply) => {
    const photo = await readPhoto({ ...callerOf(request), config }, request.params.guid);
    return reply
      .header('Content-Type', photo.type.mime)
      .header('Content-Length', photo.size)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('Content-Disposition', 'inline')
      .send(photo.stream);
  });
}
