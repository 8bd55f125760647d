import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Strict CSP (no inline or eval'd script; WebAssembly from this site), nosniff, frame-ancestors none, Referrer-Policy, HSTS on HTTPS. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  uploadOrigins: string[] = [],
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the scanner's worker compile its own ZXing .wasm (ADR 0033); it
        // allows WebAssembly only, never eval() of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // Photos go straight to the S3 bucket when one is configured.
        connectSrc: ["'self'", ...uploadOrigins],
        fontSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
      },
    },
    // HSTS only where the request really came over HTTPS (see onSend below).
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    }
  });
}
