// @ts-check
/**
 * The alias map of renamed cases (`aliases.json`, format `parity-aliases/1`, docs/known-divergences.md): old case
 * names that now live under new ones, so a known-divergence entry written for the old name keeps matching.
 *
 * Read on every run, as every gate reads it: from `--aliases FILE` (given with a known-divergence list, the one
 * thing it renames for a run) or else `aliases.json` at the top of the vectors folder when there is one; a map that
 * does not load is exit 2 before anything runs.
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readBounded } from './vector-set.js';
import { readJsonText, JsonTextError } from './json-text.js';
import { isObject } from './input-reader.js';

export const ALIAS_MAP_FILE = 'aliases.json';

/** A map that cannot be used, with where and what to do. */
export class AliasMapError extends Error {}

export class AliasMap {
  /** @param {Map<string, string>} [newNameByOldName] */
  constructor(newNameByOldName = new Map()) {
    this.newNameByOldName = newNameByOldName;
  }

  /** The current name of `name`, following renames (a chain of them, too). @param {string} name */
  resolve(name) {
    let current = name;
    const seen = new Set([name]);
    for (;;) {
      const next = this.newNameByOldName.get(current);
      if (next === undefined || seen.has(next)) return current;
      seen.add(next);
      current = next;
    }
  }

  /** Every name that leads to `name`, itself included. @param {string} name */
  namesResolvingTo(name) {
    return [name, ...[...this.newNameByOldName.keys()].filter((old) => old !== name && this.resolve(old) === name).sort()];
  }

  /**
   * The map for a run: `explicit` when given, else `aliases.json` in the vectors folder when it exists.
   * @param {string | undefined} explicit @param {string} vectorsRoot
   */
  static forRun(explicit, vectorsRoot) {
    if (explicit !== undefined) return AliasMap.load(explicit);
    let isFolder = false;
    try { isFolder = statSync(vectorsRoot).isDirectory(); } catch { /* the vectors path itself is reported by the load */ }
    const implicit = join(vectorsRoot, ALIAS_MAP_FILE);
    return isFolder && existsSync(implicit) ? AliasMap.load(implicit) : new AliasMap();
  }

  /** Reads an alias file with the vector files' strict reader. @param {string} path */
  static load(path) {
    let document;
    try {
      document = readJsonText(readBounded(path));
    } catch (error) {
      if (error instanceof JsonTextError) throw new AliasMapError(`${path}:${error.line}:${error.column}: ${error.message}; ${error.help}`);
      throw new AliasMapError(`${path}: cannot read the alias map: ${/** @type {Error} */ (error).message}; check the path`);
    }
    const root = /** @type {{[key: string]: unknown}} */ (document.value);
    const at = (/** @type {string} */ key) => {
      const place = document.placeOfMember(key) ?? { line: 1, column: 1 };
      return `${path}:${place.line}:${place.column}`;
    };
    if (!isObject(root) || root.format !== 'parity-aliases/1') throw new AliasMapError(`${at('format')}: expected "format": "parity-aliases/1"; see docs/known-divergences.md`);
    for (const key of Object.keys(root)) {
      if (key !== 'format' && key !== 'aliases') throw new AliasMapError(`${at(key)}: unknown field "${key}"; see docs/known-divergences.md`);
    }
    const aliases = root.aliases;
    if (!isObject(aliases)) throw new AliasMapError(`${at('aliases')}: "aliases" must be an object of old name to new name; see docs/known-divergences.md`);
    /** @type {Map<string, string>} */
    const map = new Map();
    for (const [old, renamed] of Object.entries(/** @type {object} */ (aliases))) {
      if (typeof renamed !== 'string') throw new AliasMapError(`${at('aliases')}: the new name of "${old}" must be a string (at /aliases/${old}); see docs/known-divergences.md`);
      map.set(old, renamed);
    }
    return new AliasMap(map);
  }
}
