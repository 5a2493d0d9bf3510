import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { mantineClassesIn, mantineUnusedStyles } from './scripts/mantine-unused-styles.ts';
import { chunkGroups, firstPassChunks, planChunkGroups } from './scripts/web-chunk-groups.ts';

/** Files worth compressing; images such as PNG are compressed already, TTF fonts are not. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest|ttf)$/;

function* filesUnder(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time, so the
 * server (@fastify/static `preCompressed`) answers browsers that ask without compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'nutridesk-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!compressible.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/** React Router path ('/client-profile/:filter?/:page?') → an anchored pattern for the server. */
function routePattern(routePath: string): string {
  const parts = routePath.split('/').filter(Boolean);
  const body = parts
    .map((part) => {
      if (part === '*') return '(?:/.*)?';
      if (part.startsWith(':')) return part.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
      return `/${part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
    })
    .join('');
  return `^${body || '/'}/?$`;
}

/**
 * Writes `preload.json` beside index.html: for each lazily loaded route of app/routes.tsx, the
 * JavaScript chunks its page needs (with the signed-in layout's for routes under it) and their
 * stylesheets, whether it checks the session and whether it is drawn in the signed-in layout. The
 * server adds them to index.html as `<link rel="modulepreload">`, style preloads and a fetch
 * preload, so they download with the entry chunk instead of after it has run (decisions 085, 286).
 */
function routePreloads(): Plugin {
  return {
    name: 'nutridesk-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const byModule = new Map<string, (typeof chunks)[number]>();
      for (const chunk of chunks) if (chunk.facadeModuleId) byModule.set(chunk.facadeModuleId, chunk);
      const entry = chunks.find((c) => c.isEntry);
      const inEntry = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
      /** A chunk's static import closure, less what index.html loads already. */
      const closure = (fileName: string, out = new Set<string>()) => {
        if (out.has(fileName) || inEntry.has(fileName)) return out;
        out.add(fileName);
        const chunk = bundle[fileName];
        if (chunk?.type === 'chunk') for (const dep of chunk.imports) closure(dep, out);
        return out;
      };
      const routesFile = path.resolve('src/web/app/routes.tsx');
      const source = readFileSync(routesFile, 'utf8');
      const layoutAt = source.indexOf("import('./AuthenticatedLayout')");
      const moduleFile = (spec: string) => {
        const base = path.resolve(path.dirname(routesFile), spec);
        return [`${base}.tsx`, `${base}.ts`].find((f) => byModule.has(f));
      };
      const layout = moduleFile('./AuthenticatedLayout');
      const routes: {
        pattern: string;
        modules: string[];
        styles: string[];
        session: boolean;
        layout: boolean;
      }[] = [];
      const route = /path: '([^']+)',\s*lazy: page\(\(\) => import\('([^']+)'\)\)/g;
      for (const match of source.matchAll(route)) {
        const page = moduleFile(match[2]);
        if (!page) continue;
        const signedIn = layoutAt >= 0 && (match.index ?? 0) > layoutAt && layout !== undefined;
        const files = new Set<string>();
        if (signedIn && layout) closure(byModule.get(layout)!.fileName, files);
        closure(byModule.get(page)!.fileName, files);
        // The chunks' own stylesheets: Vite's loader fetches them only once the chunk has run.
        const styles = [...files].flatMap((f) => {
          const chunk = bundle[f];
          return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
        });
        routes.push({
          pattern: routePattern(match[1]),
          modules: [...files].map((f) => `/${f}`),
          styles: [...new Set(styles)].map((f) => `/${f}`),
          // Every page but the public questionnaire, plan link and booking page asks who is signed
          // in (guards, session.ts; app/route-prefetch.ts).
          session: !['/survey', '/my-plan', '/book'].some((p) => match[1].startsWith(p)),
          // Drawn in the signed-in layout, whose app bar reads the practice's name and logo.
          layout: signedIn,
        });
      }
      this.emitFile({ type: 'asset', fileName: 'preload.json', source: JSON.stringify({ routes }) });
    },
  };
}

/**
 * Writes the client plan page's service worker to /portal-sw.js (src/web/portal/portal-sw.js,
 * decision 176) with the files it keeps for offline use: the entry chunk, the portal page's chunks
 * and their stylesheets, the icons. Nothing of the signed-in app is listed.
 */
function portalServiceWorker(): Plugin {
  const source = path.resolve('src/web/portal/portal-sw.js');
  const portalPage = path.resolve('src/web/portal/PortalPage.tsx');
  return {
    name: 'nutridesk-portal-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const page = chunks.find((c) => c.facadeModuleId === portalPage);
      if (!entry || !page) this.error('portal service worker: no entry or portal page chunk');
      const files = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (files.has(fileName) || chunk?.type !== 'chunk') return;
        files.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
        for (const dep of chunk.imports) add(dep);
      };
      add(entry.fileName);
      add(page.fileName);
      const precache = [...files].map((f) => `/${f}`).concat(['/favicon.svg', '/portal-icon-192.png']);
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const code = readFileSync(source, 'utf8')
        .replace("const VERSION = 'dev';", `const VERSION = '${version}';`)
        .replace('const PRECACHE = [];', `const PRECACHE = ${JSON.stringify(precache)};`);
      this.emitFile({ type: 'asset', fileName: 'portal-sw.js', source: code });
    },
  };
}

/**
 * Turns the app's stylesheet link into a preload (same place in the head, same priority), so the
 * page's 'Loading...' (inline styles in index.html) paints with the HTML instead of waiting for
 * Mantine's 250 KB stylesheet. main.tsx adds the stylesheet where the preload is and draws the app
 * once it has loaded: the app never draws unstyled, and the cascade order stays (decision 085).
 */
function stylesAfterShell(): Plugin {
  return {
    name: 'nutridesk-styles-after-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(
          /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g,
          (_link, crossorigin = '', href) =>
            `<link rel="preload" as="style"${crossorigin} href="${href}" data-app-styles>`,
        );
      },
    },
  };
}

/**
 * Builds take @mantine/hooks' `useId` from src/web/lib/mantine-use-id.ts: Mantine's re-renders every
 * component that asks for an id once more, synchronously, right after mounting (decision 085).
 */
function mantineStableIds(): Plugin {
  const replacement = path.resolve('src/web/lib/mantine-use-id.ts');
  return {
    name: 'nutridesk-mantine-stable-ids',
    apply: 'build',
    load(id) {
      if (/[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/.test(id))
        return `export { useId } from ${JSON.stringify(replacement)};`;
      return null;
    },
  };
}

/** What the build and its first, chunk-planning pass share (scripts/web-chunk-groups.ts). */
const shared = (command: 'build' | 'serve'): UserConfig => ({
  root: 'src/web',
  resolve: {
    // React Router's package exports name only its development build (route checks, dev warnings);
    // a build takes the production build it ships beside it (decision 085).
    alias: (command === 'build'
      ? { 'react-router': path.resolve('node_modules/react-router/dist/production/index.mjs') }
      : {}) as Record<string, string>,
  },
  plugins: [react(), mantineStableIds()],
});

export default defineConfig(async ({ command }) => {
  const base = shared(command);
  // A few shared chunks (entry, public pages, signed-in area) instead of dozens of small ones (decision 085).
  const firstPass = command === 'build' ? await firstPassChunks(base) : [];
  const groups = command === 'build' ? planChunkGroups(firstPass) : new Map<string, string>();
  // Mantine's rules for the classes the app's JavaScript names, no others (decision 285).
  const mantineClasses = command === 'build' ? mantineClassesIn(firstPass.map((c) => c.code)) : undefined;
  return {
    ...base,
    plugins: [
      ...(base.plugins ?? []),
      mantineUnusedStyles(mantineClasses),
      stylesAfterShell(),
      routePreloads(),
      portalServiceWorker(),
      precompress(),
    ],
    build: {
      outDir: '../../dist/web',
      emptyOutDir: true,
      chunkSizeWarningLimit: 900,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: chunkGroups(groups) },
        },
      },
    },
    server: {
      port: 5173,
      proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    },
  };
});
