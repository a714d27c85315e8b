/// The JVM's `hashCode()` rules, reproduced bit for bit.
///
/// Every function returns a Java `int` as `Int32` and uses two's-complement wrap-around (`&+`, `&*`), as the JVM
/// does. None of them traps, whatever the input (NaN, infinities, `Int64.min`, empty or huge sequences).
///
/// The functions take Java's types, not Swift's: a Java `int` is `Int32`, a `long` is `Int64`, a `float` is
/// `Float`. There is deliberately no overload for Swift's `Int`, so a `Long` cannot be hashed as an `Int` (or a
/// `Float` as a `Double`) by a silent conversion; see ``JavaValue`` for typed values.
public enum JavaHash {}
