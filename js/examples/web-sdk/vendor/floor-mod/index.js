/**
 * The remainder of `dividend / divisor` with the divisor's sign (Java's Math.floorMod, Kotlin's `mod`).
 * JavaScript's `%` keeps the dividend's sign: adding the divisor once brings a negative remainder into range,
 * and the second `%` folds back the remainder that was already positive.
 * @param {number} dividend @param {number} divisor @returns {number}
 */
export function floorMod(dividend, divisor) {
  return ((dividend % divisor) + divisor) % divisor;
}
