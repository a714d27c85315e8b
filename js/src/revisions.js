// @ts-check
/**
 * The android-sdk-core revisions the corpus may encode, oldest first (AndroidCoreRevision in Swift,
 * ContractRevision in the oracle), and what each assumes.
 */

export const REVISIONS = ['221a949', '221a949+clickable', '1569cc5'];
export const NEWEST_REVISION = REVISIONS[REVISIONS.length - 1];
/** Names the corpus used for a revision and gave up, with what each one is now. */
const FORMER_NAMES = new Map([['07e614f', '221a949+clickable']]);

/** The known revisions; `name`, one that is none of them, is explained when it is a former name. @param {string} name */
export function knownRevisions(name) {
  const renamed = FORMER_NAMES.get(name);
  const known = REVISIONS.join(', ');
  return renamed === undefined ? known
    : `${known}; "${name}" is now "${renamed}": it was never android-sdk-core ${name} as a whole, only its polyline and polygon states on 221a949`;
}

/** The Kotlin and Compose versions each revision's values assume, by revision (1569cc5 builds with older ones). */
export const TOOLCHAIN = new Map([
  ['221a949', 'Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1)'],
  ['221a949+clickable', 'Kotlin 2.2.21, Compose BOM 2025.05.00 (ui-graphics 1.8.1)'],
  ['1569cc5', 'Kotlin 2.0.21, Compose BOM 2025.02.00 (ui-graphics 1.7.8)'],
]);

/** Whether `revision` is `minimum` or a later one. @param {string} revision @param {string} minimum */
export const atLeast = (revision, minimum) => REVISIONS.indexOf(revision) >= REVISIONS.indexOf(minimum);
