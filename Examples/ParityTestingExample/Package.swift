// swift-tools-version:6.0
// A worked example: a small SDK shaped like MapConductor's iOS core (GeoPoint, MarkerState, CircleState, ... as it
// names them), with three typical port mistakes and realistic traps, checked by ParityTesting in its own tests.
import PackageDescription

let package = Package(
  name: "ParityTestingExample",
  platforms: [.macOS(.v13)],
  dependencies: [
    // In your SDK: .package(url: "<this repository>", branch: "main") — here the checkout two levels up.
    .package(name: "MapConductorParity", path: "../.."),
  ],
  targets: [
    // The SDK: plain Swift, no harness. Its mistakes are marked "PORT MISTAKE", its traps "TRAP".
    .target(name: "ExampleSDK"),
    // The adapter: the SDK's functions as a ParitySubject (the only file an SDK team writes for parity).
    .target(
      name: "ExampleSDKParity",
      dependencies: ["ExampleSDK", .product(name: "ParityTestingCore", package: "MapConductorParity")],
      // Members are looked up only in modules this file imports (the rule Swift is moving to): the subject's
      // function keys still resolve through `import ParityTestingCore` alone.
      swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
    // Runs the adapter's subject in a child process, so a trap in the SDK is one failed case, not a dead test run.
    .executableTarget(
      name: "ExampleParityChild",
      dependencies: ["ExampleSDKParity", .product(name: "ParityTestingCore", package: "MapConductorParity")]
    ),
    .testTarget(
      name: "ExampleSDKTests",
      dependencies: [
        "ExampleSDKParity", "ExampleParityChild",
        .product(name: "ParityTesting", package: "MapConductorParity"),
      ]
    ),
  ],
  swiftLanguageModes: [.v6]
)
