import ParityTestingCore
import Testing
import _ParityTestSupport

/// ParityTesting and not-portable cases: not asked by default, whatever the subject would say;
/// with `askNotPortable` asked, and a value diverges. (The child-process route is run by
/// tools/tests/parity-testing-example.)
@Suite struct AskNotPortableTests {
  static let vectors = ParityVectors.folder(repositoryRoot.appendingPathComponent("vectors").path)

  /// The core's camera hash with every portability rule dropped: a value even with paddings.
  static let valueEverywhere: ParitySubject = {
    var subject = ParitySubject.core
    subject.cameraPositionHash = { camera in
      var plain = camera
      plain.hasPaddings = false
      plain.hasVisibleRegion = false
      return try ParitySubject.core.cameraPositionHash!(plain)
    }
    return subject
  }()

  @Test func aNotPortableCaseIsNotAskedByDefault() {
    let verdicts = ParitySession(subject: Self.valueEverywhere, vectors: Self.vectors,
                                 options: ParityOptions(suites: ["camera.hash"])).verdicts
    #expect(verdicts.runErrors.isEmpty)
    #expect(verdicts.cases.filter { $0.kind == .failed }.isEmpty)
    #expect(verdicts.cases.filter { $0.kind == .notPortable }.count == 47)
  }

  @Test func askedItMustBeAnsweredNotPortable() {
    let asked = ParityOptions(suites: ["camera.hash"], askNotPortable: true)
    let diverging = ParitySession(subject: Self.valueEverywhere, vectors: Self.vectors, options: asked).verdicts
    let failed = diverging.cases.filter { $0.kind == .failed }
    #expect(failed.count == 47)
    #expect(failed.allSatisfy { $0.message.hasPrefix("DIVERGED camera.hash/") && $0.message.contains("not portable") })
    let core = ParitySession(subject: .core, vectors: Self.vectors, options: asked).verdicts
    #expect(core.cases.filter { $0.kind == .failed }.isEmpty)
    #expect(core.cases.filter { $0.kind == .notPortable }.count == 47)
  }
}
