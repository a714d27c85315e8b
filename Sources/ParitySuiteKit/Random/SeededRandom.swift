// Suites draw their random inputs from SplitMix64 (module SeededRandom, shared with the core's property tests).
@_exported import SeededRandom
