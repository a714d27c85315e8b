/** An overlay's `extra`: any value that hashes as its Kotlin counterpart does. */
export interface Serializable {
  hashCode(): number;
}

export function hashExtra(extra: Serializable | null): number {
  return extra === null ? 0 : extra.hashCode();
}
