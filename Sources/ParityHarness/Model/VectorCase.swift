import ParitySuiteKit
import ParitySuites
import VectorJSON

/// One case of a suite: an input and what the JVM computed for it.
public struct VectorCase: Sendable {
  public var id: String
  public var tags: [String]
  public var comment: String?
  public var input: JSONValue
  public var expected: Expectation
  /// The case's own tolerance, else the file's default, else exact.
  public var tolerance: Tolerance
  /// Where the case sits in its file's `cases` array, for pointers and locations.
  public var index: Int

  /// The JSON Pointer of this case inside its file.
  public var pointer: JSONPointer { JSONPointer.root.appending("cases").appending(index) }
}
