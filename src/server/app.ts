import { sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { AREAS } from './areas.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { refuseUncataloguedRoutes } from './http/route-guard.ts';
import { pruneExpiredJob } from './jobs/prune-expired.ts';
import { escalateSafetyAlertsJob, raiseMissedChecksJob } from './jobs/safety-escalation.ts';
import { startScheduledJobs } from './jobs/scheduled-jobs.ts';
import { sweepOrphanPhotosJob } from './jobs/sweep-orphan-photos.ts';
import { judgeTourRunsJob, planTourRunsJob } from './jobs/tour-runs.ts';
import { createLogger, requestIdFor } from './logging.ts';
import { registerMetrics } from './modules/metrics/metrics.routes.ts';
import { sendAlertEmailsJob, smtpSender } from './modules/notifications/alert-emails.ts';
import { sendPushMessagesJob, webPushSender } from './modules/notifications/push-messages.ts';
import { photoStorage } from './modules/photos/photos.service.ts';
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

  for (const area of AREAS) for (const routes of area.routes) await app.register(routes);

  await registerWebApp(app, config.webDist);
  if (config.backgroundJobs !== false) registerBackgroundJobs(app, db, config);
  return app;
}

/**
 * Housekeeping, claimed in the database so two instances never do the same run (ADR 0023); the
 * alert e-mail sender when SMTP is configured (decision 0029), checked more often; and the safety
 * alerts' escalation (decision 0059), every few seconds.
 */
function registerBackgroundJobs(app: FastifyInstance, db: Db, config: Config): void {
  let jobs: ReturnType<typeof startScheduledJobs> | undefined;
  let mail: ReturnType<typeof startScheduledJobs> | undefined;
  let alarm: ReturnType<typeof startScheduledJobs> | undefined;
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
    // A guard's SOS must climb its ladder within seconds, not at the next minute's housekeeping.
    // An SOS's next step first, then the missed checks (whose alerts the next tick steps up).
    // The phones are rung in the same beat (Web Push, when the server has its keys).
    const pushJobs = config.push ? [sendPushMessagesJob(webPushSender(config.push), config.push)] : [];
    alarm = startScheduledJobs(db, [escalateSafetyAlertsJob, raiseMissedChecksJob, ...pushJobs], {
      checkEveryMs: 5_000,
      ...common,
    });
    if (sender)
      mail = startScheduledJobs(db, [sendAlertEmailsJob(sender)], { checkEveryMs: 15_000, ...common });
  });
  app.addHook('onClose', async () => {
    await Promise.all([jobs?.stop(), mail?.stop(), alarm?.stop()]);
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
