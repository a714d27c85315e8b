// @ts-check
/**
 * Lets this process load an SDK built for a bundler (extensionless and folder imports: bundler-resolve-hook.js).
 * The gate calls it before it loads a subject module, in the subject's process and in the fuzzer's; an adapter's
 * own `node --test` file calls it (it is exported by index.js) before it imports the adapter. Registered once per
 * process: a second call does nothing.
 */
// A namespace import: a named import of an export this Node lacks would fail before any message could be given.
import * as nodeModule from 'node:module';

let registered = false;

export function registerBundlerResolution() {
  if (registered) return;
  // module.register exists from Node 20.6 (package.json's engines): an older Node says so instead of failing later.
  if (typeof nodeModule.register !== 'function') throw new Error(`Node ${process.version} cannot register a module resolution hook: use Node 20.6 or later`);
  nodeModule.register('./bundler-resolve-hook.js', import.meta.url);
  registered = true;
}
