// The JVM's hash codes, which the map overlays' IDs are built from. Int arithmetic wraps at 32 bits, so products
// go through Math.imul; a Long is a bigint; bit patterns come from a DataView.

const bits = new DataView(new ArrayBuffer(8));

/** One step of Java's `31 * result + element`, wrapping like an Int. */
export function combineHash(result: number, element: number): number {
  return (Math.imul(31, result) + element) | 0;
}

export function hashString(text: string): number {
  let hash = 0;
  for (let unit = 0; unit < text.length; unit++) hash = combineHash(hash, text.charCodeAt(unit));
  return hash;
}

export function hashInt(value: number): number {
  return value | 0;
}

export function hashLong(value: bigint): number {
  const unsigned = BigInt.asUintN(64, value);
  return Number(BigInt.asIntN(32, unsigned ^ (unsigned >> 32n)));
}

export function hashBoolean(value: boolean): number {
  return value ? 1231 : 1237;
}

/** The JVM's doubleToLongBits: every NaN is the canonical one. */
export function doubleBits(value: number): bigint {
  if (Number.isNaN(value)) return 0x7ff8000000000000n;
  bits.setFloat64(0, value);
  return bits.getBigInt64(0);
}

export function hashDouble(value: number): number {
  return hashLong(doubleBits(value));
}

/** A Float's hash (floatToIntBits); `value` is a number that Math.fround leaves unchanged. */
export function hashFloat(value: number): number {
  if (Number.isNaN(value)) return 0x7fc00000;
  bits.setFloat32(0, value);
  return bits.getInt32(0);
}

/** Kotlin's Double.toLong(): toward zero, saturating, NaN to 0. */
export function toLong(value: number): bigint {
  if (Number.isNaN(value)) return 0n;
  if (value >= 9223372036854775807) return 9223372036854775807n;
  if (value <= -9223372036854775808) return -9223372036854775808n;
  return BigInt(Math.trunc(value));
}
