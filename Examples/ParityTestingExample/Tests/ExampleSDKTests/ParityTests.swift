import ExampleSDKParity
import Foundation
import ParityTesting
import Testing

/// The vectors of the parity package this example depends on (an SDK copies them into its test bundle instead:
/// `.copy("vectors")` and `.resource(in: .module)`); `PARITY_EXAMPLE_VECTORS` names another folder.
let vectors = ParityVectors.folder(
  ProcessInfo.processInfo.environment["PARITY_EXAMPLE_VECTORS"]
    ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../../vectors").standardized.path)

@Test(arguments: ParityCases(
  subject: ExampleSDKParity.subject, vectors: vectors,
  options: ParityOptions(// `PARITY_EXAMPLE_KNOWN_DIVERGENCES=FILE`: the causes the team knows of (a baseline).
                         knownDivergences: ProcessInfo.processInfo.environment["PARITY_EXAMPLE_KNOWN_DIVERGENCES"],
                         suites: ExampleSDKParity.suites,
                         isolation: .childProcess(executable: "ExampleParityChild"),
                         caseTimeout: ExampleSDKParity.caseTimeout,
                         // `PARITY_EXAMPLE_ASK_NOT_PORTABLE=1`: also ask where Android's value is not portable.
                         askNotPortable: ProcessInfo.processInfo.environment["PARITY_EXAMPLE_ASK_NOT_PORTABLE"] == "1")))
func parity(_ vectorCase: ParityCase) {
  vectorCase.check()
}
