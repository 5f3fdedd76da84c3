import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes .br and .gz beside each text asset, so the server sends them ready-made.
 * Runs on the written files: chunks are final only after Vite's own last steps.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
        const file = path.join(dir, fileName);
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  // The server replaces this with a fresh nonce for every page it serves.
  html: { cspNonce: 'CSP_NONCE' },
  // The manifest tells bench/size.ts which source each chunk comes from.
  build: { target: 'es2022', sourcemap: true, manifest: true, chunkSizeWarningLimit: 400 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
