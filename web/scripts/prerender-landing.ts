/**
 * The landing page `/` as the app itself first draws it (top bar, hero, footer), rendered at build
 * time into index.html. A phone draws the headline and the hero picture before the app's
 * JavaScript has arrived, and the app then takes that markup over as it is (src/boot.tsx,
 * `hydrateRoot`): no second drawing of the page, no second layout, which on a phone's CPU were
 * the two longest tasks after the first paint. Other addresses get the same index.html:
 * public/first-paint.js marks them before the first paint, the inline style hides the copy there,
 * and the app replaces it. The app's entry script is started by first-paint.js once the page is
 * drawn, so nothing of the app's code runs before the browser has painted what it has.
 */
import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';

const MARK = '<div id="root"></div>';

/**
 * Renders the app at `/` with a throwaway Vite SSR loader (the same TypeScript, imports and
 * packages), for a first-time visitor: signed-in state loading, no cookie choice yet (the banner
 * is drawn by the browser only, src/lib/use-hydrated.ts).
 */
async function renderLanding(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { renderLanding: render } = (await server.ssrLoadModule('/src/prerender-entry.tsx')) as {
      renderLanding: () => Promise<string>;
    };
    const html = await render();
    // A part that suspended or failed would be redrawn by the browser (and reported as an error there).
    if (/<!--\$[!?]|<template/.test(html)) throw new Error(`the landing did not render whole at build time:\n${html}`);
    if (!html.startsWith('<!--$--><div ')) throw new Error("the landing does not start with the shell's <div>");
    return html;
  } finally {
    await server.close();
  }
}

/** The app's markup in #root; other addresses hide it (public/first-paint.js) until the app replaces it (src/boot.tsx). */
function firstPaint(app: string): string {
  return [
    '<style>.not-home #root{display:none}</style>',
    `<div id="root">${app}</div>`,
    // index.html's <link rel="expect" blocking="render"> holds the first paint until this is parsed:
    // a slow phone's parser may stop half way through the page, and a half-drawn hero then jumps.
    '<span id="first-paint-end"></span>',
  ].join('');
}

/**
 * The app's start, which main.tsx imports in steps once React's code has run (src/boot.tsx and
 * what precedes it), and every file those import.
 */
function bootFiles(bundle: IndexHtmlTransformContext['bundle']): string[] {
  const chunks = Object.values(bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const boot = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/boot.tsx')));
  if (!boot) throw new Error('the build has no chunk for src/boot.tsx');
  const main = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
  if (!main?.dynamicImports.includes(boot.fileName)) throw new Error('src/main.tsx should import src/boot.tsx');
  const files = new Set<string>(main.dynamicImports);
  for (const file of files) {
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) files.add(imported);
  }
  return [...files];
}

export function prerenderLanding(root: string): Plugin {
  return {
    name: 'dtm:prerender-landing',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(MARK)) throw new Error(`index.html has no ${MARK} to put the landing in`);
        const landing = await renderLanding(root);
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error("index.html has no module script for the app's entry");
        return (
          html
            .replace(MARK, firstPaint(landing))
            .replace(
              '</title>',
              '</title>\n    <link rel="expect" href="#first-paint-end" blocking="render">\n    <script src="/first-paint.js"></script>',
            )
            // The app's start is dynamic imports (main.tsx): fetched with the entry, not after it.
            .replace(
              '</head>',
              `${bootFiles(context.bundle)
                .filter((file) => !html.includes(`/${file}"`))
                .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
                .join('')}  </head>`,
            )
            // first-paint.js starts the app once the page is drawn; its files are fetched meanwhile,
            // after what the first paint needs (low priority: fetched and compiled, run when started).
            .replace(entry, '<meta name="dtm-app-entry" content="$1">')
            .replaceAll(
              '<link rel="modulepreload" crossorigin href=',
              '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
            )
        );
      },
    },
  };
}
