// @ts-check
/**
 * Where in the subject's own modules an exception was thrown: the first frame of its stack (the innermost call)
 * whose code is a module file that is not this harness's (js/src, js/bin) nor Node's own (`node:`), nor native
 * (`<anonymous>`). The adapter and the SDK it imports are the subject's modules; with source maps on
 * (`--enable-source-maps`) the frame names the TypeScript source.
 *
 * Runs where the subject runs (its own process): the builtins used are copied when this module loads, before any
 * subject does.
 */
import { fileURLToPath } from 'node:url';
import { sep } from 'node:path';

const uncurry = Function.prototype.bind.bind(Function.prototype.call);
const split = uncurry(String.prototype.split);
const startsWith = uncurry(String.prototype.startsWith);
const slice = uncurry(String.prototype.slice);
const exec = uncurry(RegExp.prototype.exec);
const toText = String;
const toNumber = Number;
const ErrorType = Error;
const cwd = process.cwd.bind(process);
const toPath = fileURLToPath;

/** This harness's folders: a frame there is the runner calling the subject, not the subject. */
const HARNESS = [toPath(new URL('./', import.meta.url)), toPath(new URL('../bin/', import.meta.url))];

/** `    at function (location:line:column)` or `    at location:line:column`. */
const FRAME = /^\s*at (?:(.+?) \()?(.+):([0-9]+):([0-9]+)\)?$/;

/**
 * @typedef {{function: string, file?: string, line?: number, column?: number}} Frame
 *   file: relative to the working folder when inside it, else absolute.
 */

/** The first frame of `error`'s stack in the subject's modules, or undefined. @param {unknown} error @returns {Frame | undefined} */
export function subjectFrame(error) {
  try {
    if (!(error instanceof ErrorType)) return undefined;
    const stack = toText(/** @type {any} */ (error).stack);
    const lines = split(stack, '\n');
    for (let index = 1; index < lines.length; index++) {
      const match = exec(FRAME, lines[index]);
      if (match === null) continue;
      const location = match[2];
      let path;
      if (startsWith(location, 'file://')) path = toPath(location);
      else if (startsWith(location, '/')) path = location;
      else continue; // node:internal, native code, the runner's case-timeout script
      if (startsWith(path, HARNESS[0]) || startsWith(path, HARNESS[1])) continue;
      const here = cwd() + sep;
      /** @type {Frame} */
      const frame = { function: match[1] === undefined ? '<anonymous>' : match[1] };
      frame.file = startsWith(path, here) ? slice(path, here.length) : path;
      frame.line = toNumber(match[3]);
      frame.column = toNumber(match[4]);
      return frame;
    }
  } catch {
    // A stack that cannot be read (a getter that throws, a replaced prepareStackTrace): no location.
  }
  return undefined;
}
