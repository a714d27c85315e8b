// @ts-check
/**
 * Why a run must stop before its end, told by whoever learns it (the command line's signal handlers, the subject's
 * process dying outside a case) to whoever can act on it (the run, the subject's process, the reports already
 * written). The first reason holds; a listener added later is not told of it (it reads `reason`).
 */
export class RunControl {
  constructor() {
    /** @type {string | null} */
    this.reason = null;
    /** @type {Set<(reason: string) => void>} */
    this.listeners = new Set();
  }

  /** @param {string} reason e.g. "stopped by SIGTERM" */
  stop(reason) {
    if (this.reason !== null) return;
    this.reason = reason;
    for (const listener of [...this.listeners]) listener(reason);
  }

  /** Calls `listener` when the run is told to stop; returns what removes it. @param {(reason: string) => void} listener */
  onStop(listener) {
    this.listeners.add(listener);
    return () => { this.listeners.delete(listener); };
  }
}
