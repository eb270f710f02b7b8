/**
 * V8's explicit compile hint (Chrome 136 and later; other browsers read a comment): the app's entry
 * and the files of its start (scripts/prerender-landing.ts `bootFiles`) begin with
 * `//# allFunctionsCalledOnLoad`. Most of their functions run while the app starts (React's
 * render and commit, the router, the shell), and V8 would otherwise compile each on the main thread
 * the first time it is called, in the middle of the start's tasks. With the hint it compiles them
 * on a background thread while the files download (index.html preloads them): about a quarter less
 * main-thread work after the first paint (tools/bench/boot-tasks.ts).
 */
import type { Plugin } from 'vite';
import { bootFiles } from './prerender-landing.ts';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function compileHints(): Plugin {
  return {
    name: 'dtm:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [item] : []));
      const main = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/main.tsx')));
      if (!main) throw new Error('the build has no chunk for src/main.tsx');
      // index.html's entry (it imports main.tsx's chunk), main.tsx's chunk (React), the start's files.
      const entries = chunks.filter((chunk) => chunk.isEntry && chunk.imports.includes(main.fileName));
      for (const file of new Set([...entries.map((chunk) => chunk.fileName), main.fileName, ...bootFiles(bundle)])) {
        const chunk = bundle[file];
        if (chunk?.type !== 'chunk') throw new Error(`the app's start has no chunk ${file}`);
        // The hint is only read at the very start of a file.
        chunk.code = COMPILE_HINT + chunk.code;
        // One line more at the top: the source map's lines move down by one.
        if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
      }
    },
  };
}
