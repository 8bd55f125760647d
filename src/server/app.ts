import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { refuseUncataloguedRoutes } from './http/route-guard.ts';
import { pruneExpiredJob } from './jobs/prune-expired.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { sweepOrphanPhotosJob } from './jobs/sweep-orphan-photos.ts';
import { judgeTourRunsJob, planTourRunsJob } from './jobs/tour-runs.ts';
import { createLogger, requestIdFor } from './logging.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { activitiesRoutes } from './modules/activities/activities.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { oidcRoutes } from './modules/auth/oidc.routes.ts';
import { backendRoutes } from './modules/backend/backend.routes.ts';
import { checkInRoutes } from './modules/check-in/check-in.routes.ts';
import { checklistsRoutes } from './modules/checklists/checklists.routes.ts';
import { checklistsAdminRoutes } from './modules/checklists-admin/checklists-admin.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { issuesRoutes } from './modules/issues/issues.routes.ts';
import { locationTypesRoutes } from './modules/location-types/location-types.routes.ts';
import { locationTypesAdminRoutes } from './modules/location-types/location-types-admin.routes.ts';
import { locationsRoutes } from './modules/locations/locations.routes.ts';
import { marinasRoutes } from './modules/marinas/marinas.routes.ts';
import { metersRoutes } from './modules/meters/meters.routes.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { sendAlertEmailsJob, smtpSender } from './modules/notifications/alert-emails.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { occupancyRoutes } from './modules/occupancy/occupancy.routes.ts';
import { patrolRoutes } from './modules/patrol/patrol.routes.ts';
import { photosRoutes } from './modules/photos/photos.routes.ts';
import { photoStorage } from './modules/photos/photos.service.ts';
import { uploadsRoutes } from './modules/photos/uploads.routes.ts';
import { shiftQuestionsRoutes } from './modules/shift-questions/shift-questions.routes.ts';
import { shiftQuestionsAdminRoutes } from './modules/shift-questions-admin/shift-questions-admin.routes.ts';
import { shiftsRoutes } from './modules/shifts/shifts.routes.ts';
import { toursRoutes } from './modules/tours/tours.routes.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCsrfProtection } from './plugins/csrf.ts';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.ts';
import { createFastSerializerCompiler, type SerializerChoice } from './plugins/fast-serializer.ts';
import { registerInputHygiene } from './plugins/input-hygiene.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerPrivateAnswers } from './plugins/private-answers.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerSessions } from './plugins/session.ts';
import { registerTenantContext, registerTenantScope } from './plugins/tenant-scope.ts';
import { s3UploadOrigin } from './storage/s3-origin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    /** Which responses are serialized by fast-json-stringify and which fall back to zod (ADR 0022). */
    serializerChoices: SerializerChoice[];
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  /** The process's logger (main.ts); built from config.logLevel when absent. */
  logger?: Logger;
}

/**
 * TRUST_PROXY for Fastify. A hop count becomes "trust the nearest N hops" (Fastify itself trusts
 * nothing for a bare number); addresses and ranges go to proxy-addr as they are (ADR 0023).
 */
function trustProxyOption(
  trust: Config['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return (_address, hop) => hop < trust;
}

/** The whole server: plugins and modules. main.ts and the tests both build it here. */
export async function buildApp({ config, db, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    // pino JSON with secrets redacted, a request id on every request's lines (ADR 0036).
    loggerInstance: (logger ?? createLogger({ level: config.logLevel })) as FastifyBaseLogger,
    genReqId: requestIdFor,
    // Closing: the listener stops, idle keep-alive connections close, requests in flight finish,
    // a request arriving on an open connection is answered 503 (main.ts bounds the wait).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  // Tests also run zod on every response and fail on any difference (ADR 0022).
  const serializers = createFastSerializerCompiler({ verify: process.env.NODE_ENV === 'test' });
  app.setSerializerCompiler(serializers.compiler);
  app.decorate('serializerChoices', serializers.choices);
  app.decorate('db', db);
  app.decorate('config', config);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerMetrics(app);

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config.s3 ? [s3UploadOrigin(config.s3)] : []);
  registerPrivateAnswers(app);
  registerCsrfProtection(app);
  registerTenantContext(app);
  registerInputHygiene(app);
  registerCompression(app);
  await registerSessions(app, db, config.sessionSecret);
  registerTenantScope(app);
  await registerOpenApi(app);
  refuseUncataloguedRoutes(app);

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(oidcRoutes);
  await app.register(marinasRoutes);
  await app.register(locationTypesRoutes);
  await app.register(locationsRoutes);
  await app.register(checkInRoutes);
  await app.register(patrolRoutes);
  await app.register(shiftsRoutes);
  await app.register(shiftQuestionsRoutes);
  await app.register(activitiesRoutes);
  await app.register(photosRoutes);
  await app.register(uploadsRoutes);
  await app.register(metersRoutes);
  await app.register(issuesRoutes);
  await app.register(checklistsRoutes);
  await app.register(occupancyRoutes);

  await app.register(backendRoutes);
  await app.register(accountRoutes);
  await app.register(shiftQuestionsAdminRoutes);
  await app.register(locationTypesAdminRoutes);
  await app.register(checklistsAdminRoutes);
  await app.register(toursRoutes);
  await app.register(notificationsRoutes);

  await registerWebApp(app, config.webDist);
  if (config.backgroundJobs !== false) registerBackgroundJobs(app, db, config);
  return app;
}

/**
 * Housekeeping, claimed in the database so two instances never do the same run (ADR 0023); and
 * the alert e-mail sender when SMTP is configured (decision 0029), checked more often.
 */
function registerBackgroundJobs(app: FastifyInstance, db: Db, config: Config): void {
  let jobs: ReturnType<typeof startScheduledJobs> | undefined;
  let mail: ReturnType<typeof startScheduledJobs> | undefined;
  const sender = config.mail ? smtpSender(config.mail) : undefined;
  app.addHook('onReady', async () => {
    const all = [
      pruneExpiredJob,
      sweepOrphanPhotosJob(photoStorage(config)),
      planTourRunsJob,
      judgeTourRunsJob,
    ];
    const common = { log: app.log, onRun: app.metrics.jobRan };
    jobs = startScheduledJobs(db, all, { checkEveryMs: 60_000, ...common });
    if (sender)
      mail = startScheduledJobs(db, [sendAlertEmailsJob(sender)], { checkEveryMs: 15_000, ...common });
  });
  app.addHook('onClose', async () => {
    await Promise.all([jobs?.stop(), mail?.stop()]);
    sender?.close();
  });
}

/**
 * The built SPA for every path outside /api and /img; the SPA renders 'Page Not Found' itself.
 * (/metrics is a route of its own, modules/metrics/metrics.routes.ts, so it never falls back to the SPA.)
 */
async function registerWebApp(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  if (webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text file (ADR 0019).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Hashed bundles never change; everything else is revalidated.
        const immutable = filePath.includes(`${sep}assets${sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/img/');
    if (isApi || !webDist || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'request.notFound', message: 'Not found' });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
  });
}
