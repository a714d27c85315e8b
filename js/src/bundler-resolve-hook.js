// @ts-check
/**
 * A module resolution hook (node:module `register()`, registered by bundler-resolution.js) that lets Node load the
 * output of a TypeScript SDK built for a bundler: tsc with `"moduleResolution": "node"` or `"bundler"`, tsup and
 * esbuild without bundling all keep a relative import as written, so `export * from './circle'` (a file) and
 * `from './geometry'` (a folder's index.js) reach Node, whose ES module loader wants the full file name and refuses
 * both. The hook runs only after Node's own resolution has failed for such a specifier, so whatever Node resolves
 * resolves as before (a correct `./circle.js` never reaches the fallbacks); it then tries the candidates a bundler
 * tries, in its order, and when none exists rethrows Node's error, naming the specifier and what was tried: a
 * module that is missing still fails to load.
 */

/** The candidates, in a bundler's order: a file first (`./circle` is circle.js before circle/index.js). */
const SUFFIXES = ['.js', '.mjs', '/index.js', '/index.mjs'];
/** Node's errors for a relative specifier without its file name: a file not found, a folder. */
const RETRIED = new Set(['ERR_MODULE_NOT_FOUND', 'ERR_UNSUPPORTED_DIR_IMPORT']);

/**
 * @param {string} specifier
 * @param {{parentURL?: string, conditions: string[], importAttributes?: object}} context
 * @param {(specifier: string, context?: object) => Promise<{url: string}>} nextResolve
 */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    if (!retried(specifier, context, error)) throw error;
    const base = specifier.replace(/\/+$/, '');
    for (const suffix of SUFFIXES) {
      try {
        return await nextResolve(base + suffix, context);
      } catch (candidateError) {
        if (!RETRIED.has(/** @type {NodeJS.ErrnoException} */ (candidateError).code ?? '')) throw candidateError;
      }
    }
    const tried = SUFFIXES.map((suffix) => base + suffix).join(', ');
    /** @type {Error} */ (error).message += ` (specifier '${specifier}'; also tried ${tried})`;
    throw error;
  }
}

/**
 * Whether a failed specifier is one a bundler would have completed: written relative (or as a file: URL or an
 * absolute path) in a module loaded from a file, without an extension Node already tried as it is.
 * @param {string} specifier @param {{parentURL?: string}} context @param {unknown} error
 */
function retried(specifier, context, error) {
  if (!RETRIED.has(/** @type {NodeJS.ErrnoException} */ (error)?.code ?? '')) return false;
  if (context.parentURL === undefined || !context.parentURL.startsWith('file:')) return false;
  if (!/^(\.\.?\/|\.\.?$|\/|file:)/.test(specifier)) return false;
  return !/\.(m?js|cjs|json|node)$/.test(specifier);
}
