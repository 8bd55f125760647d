import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|wasm)$/;

/**
 * Writes a .br and a .gz beside every text file of the build, so the server sends compressed
 * files (@fastify/static preCompressed) without compressing on each request (ADR 0019).
 */
export function precompress({ minBytes = 1024 } = {}): Plugin {
  return {
    name: 'dockwatch:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir;
      if (!dir) return;
      for (const [fileName, item] of Object.entries(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const source = item.type === 'chunk' ? item.code : item.source;
        const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
        if (bytes.length < minBytes) continue;
        const br = brotliCompressSync(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        });
        const gz = gzipSync(bytes, { level: 9 });
        if (br.length < bytes.length) writeFileSync(join(dir, `${fileName}.br`), br);
        if (gz.length < bytes.length) writeFileSync(join(dir, `${fileName}.gz`), gz);
      }
    },
  };
}
