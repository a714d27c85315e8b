// @ts-check
/**
 * A known-divergence list that excuses every cause of a run, written in one command so that a team can gate on new
 * failures from its first day (docs/known-divergences.md, "Adopting the gate: baseline, then burn down"): the same
 * list every runner writes from the same groups.
 *
 * One cause entry per group, its reason the group's signature in words: its pattern the group's suite (`suite/*`),
 * or every case (`*`) for a crash located in the subject's code (such a group spans suites); its outcome the
 * group's kind; a divergence's fields as the group generalised them (`/points/*\/lat`); a crash's message and frame
 * function. Groups that would make the same entry share it (an entry names no error code). A time-out or another
 * run error cannot be excused: such groups are left out, and named.
 */
import { jsonString } from './reports.js';
import { EXCUSABLE_OUTCOMES, FORMAT } from './known-divergences.js';

/** The issue entries carry without --issue. */
export const NO_ISSUE = 'no issue filed yet';

/** @param {number} n @param {string} noun */
const plural = (n, noun) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * The list for `groups` (the largest first, as a run orders them).
 * @param {import('./causes.js').CauseGroup[]} groups
 * @param {{platform: string, expires: string, issue?: string}} options
 * @returns {{text: string, entries: number, groups: number, leftOut: string[]}}
 */
export function baselineList(groups, options) {
  /** @type {Map<string, {members: string[], reasons: string[], groups: number, specificity: number, order: number}>} */
  const entries = new Map();
  /** @type {string[]} */
  const leftOut = [];
  for (const group of groups) {
    const { signature } = group;
    if (!(/** @type {readonly string[]} */ (EXCUSABLE_OUTCOMES)).includes(signature.kind)) {
      leftOut.push(`${group.cause} (${plural(group.count, 'case')})`);
      continue;
    }
    const members = [`"pattern": ${jsonString(signature.suite === undefined ? '*' : `${signature.suite}/*`)}`, `"outcome": ${jsonString(signature.kind)}`];
    if (signature.kind === 'diverged') members.push(`"field": [${[...new Set((signature.fields ?? []).map((f) => f.field))].map(jsonString).join(', ')}]`);
    if (signature.kind === 'crashed') {
      members.push(`"message": ${jsonString(signature.message ?? '')}`);
      if (signature.frame !== undefined) members.push(`"frame": ${jsonString(signature.frame.function)}`);
    }
    const key = members.join(', ');
    let entry = entries.get(key);
    if (entry === undefined) {
      // A case goes to the first entry that excuses it: an entry must not come after one that excuses all its cases
      // too. One that names a frame comes first, then those that name fewer fields (a set of fields before the sets
      // that hold it).
      entry = { members, reasons: [], groups: 0, specificity: (signature.frame === undefined ? 1 << 20 : 0) + (signature.fields ?? []).length, order: entries.size };
      entries.set(key, entry);
    }
    entry.reasons.push(`${group.cause} (${plural(group.count, 'case')} at baseline, group ${group.id})`);
    entry.groups++;
  }
  const ranked = [...entries.values()].sort((a, b) => a.specificity - b.specificity || a.order - b.order);
  const lines = ranked.map((entry) => `    {${[...entry.members,
    `"platform": ${jsonString(options.platform)}`, `"reason": ${jsonString(entry.reasons.join('; '))}`,
    `"issue": ${jsonString(options.issue ?? NO_ISSUE)}`, `"expires": ${jsonString(options.expires)}`].join(', ')}}`);
  const text = `{\n  "format": "${FORMAT}",\n  "entries": [\n${lines.join(',\n')}${lines.length === 0 ? '' : '\n'}  ]\n}\n`;
  return { text, entries: lines.length, groups: ranked.reduce((sum, entry) => sum + entry.groups, 0), leftOut };
}
