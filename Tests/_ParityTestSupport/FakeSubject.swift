import ParityHarness
import ParitySuiteKit
import ParitySuites

/// A subject whose answers are trivial to predict, so harness tests need no JVM values:
/// `javaHash.string` answers the number of UTF-16 units, `javaHash.double` answers hash 7 and the value's
/// bits, `geoPoint.wrap` returns its input, `geoPoint.normalizeLng` its input. Other suites cannot run.
package let fakeSubject: ParitySubject = {
  var subject = ParitySubject(name: "fake")
  subject.stringHash = { Int32($0.utf16.count) }
  subject.doubleHash = { _ in 7 }
  subject.doubleToLongBits = { Int64(bitPattern: $0.bitPattern) }
  subject.geoPointWrap = { $0 }
  subject.normalizeLng = { $0 }
  return subject
}()
