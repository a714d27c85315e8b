// @ts-check
/**
 * A full garbage collection between two vector files, for the command line only. A run holds
 * one file's tree at a time, but V8 collects when its heap reaches a limit set from the last collection: a large
 * file read while the earlier files' dead trees were still uncollected grew the heap above what that file alone
 * needs, by an amount that depended on how many cases came before it (the web runner's peak RSS at 10x the corpus
 * varied from 232 to 316 MB, 1x 210-216). Collected before each large
 * file, the heap while it is judged follows that file.
 * A library caller (js/src/index.js) gets no forced collection: enabled by js/bin/parity-check-web.js alone.
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/** @type {(() => void) | null} */
let collect = null;

/** Makes releaseHeap() collect: V8's gc function, exposed for this process (the flag takes effect for new contexts). */
export function enableHeapRelease() {
  setFlagsFromString('--expose-gc');
  collect = /** @type {() => void} */ (runInNewContext('gc'));
}

/** Files from this size on are read after a full collection: below it, a file's tree does not move the peak. */
const RELEASE_BEFORE_BYTES = 1 << 20;

/**
 * A full collection, when enabled, before a file of `bytes` bytes is read (called between two files, when the
 * earlier file's tree is no longer referenced). Small files are read without one: a collection costs time.
 * @param {number} bytes
 */
export function releaseHeapBefore(bytes) {
  if (collect !== null && bytes >= RELEASE_BEFORE_BYTES) collect();
}
