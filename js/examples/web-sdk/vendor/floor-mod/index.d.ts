/** The remainder of `dividend / divisor` with the divisor's sign (Java's Math.floorMod, Kotlin's `mod`). */
export declare function floorMod(dividend: number, divisor: number): number;
