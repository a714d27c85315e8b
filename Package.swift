// swift-tools-version:6.0
import PackageDescription

let package = Package(
  name: "MapConductorParity",
  platforms: [.macOS(.v13)],
  products: [
    .executable(name: "parity-check", targets: ["parity-check"]),
    .library(name: "JavaHashing", targets: ["JavaHashing"]),
    .library(name: "GeoModel", targets: ["GeoModel"]),
    .library(name: "OverlayIdentity", targets: ["OverlayIdentity"]),
    .library(name: "GeoMath", targets: ["GeoMath"]),
    .library(name: "Geodesic", targets: ["Geodesic"]),
    .library(name: "ParitySuiteKit", targets: ["ParitySuiteKit"]),
    .library(name: "ParitySuites", targets: ["ParitySuites"]),
    .library(name: "ParityHarness", targets: ["ParityHarness"]),
    .library(name: "ParityTesting", targets: ["ParityTesting"]),
    .library(name: "ParityTestingCore", targets: ["ParityTestingCore"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
  ],
  targets: [
    // MARK: - Core modules (what is checked). They never import the harness.
    .target(name: "JavaHashing"),
    .target(name: "GeoModel", dependencies: ["JavaHashing"]),
    .target(name: "OverlayIdentity", dependencies: ["JavaHashing", "GeoModel"]),
    .target(name: "GeoMath", dependencies: ["GeoModel"]),
    // WGS84 geodesics (distance, densify, hit tests) on Karney's C implementation, as PROJ ships it: Android's until
    // 221a949+clickable (GeoMath's Vincenty is Android's from 1569cc5 on).
    .target(name: "Geodesic", dependencies: ["CGeodesic", "GeoModel", "GeoMath"]),
    .systemLibrary(
      name: "CGeodesic",
      pkgConfig: "proj",
      providers: [.apt(["libproj-dev"]), .brew(["proj"])]
    ),

    // MARK: - Harness (how it is checked)
    // The seeded generator behind the fuzzer's inputs and the core's property tests.
    .target(name: "SeededRandom"),
    .systemLibrary(
      name: "CJSONC",
      pkgConfig: "json-c",
      providers: [.apt(["libjson-c-dev"]), .brew(["json-c"])]
    ),
    // A strict JSON reader in plain Swift, for test bundles json-c cannot be linked into (iOS).
    .target(name: "PortableJSON"),
    // The only module that sees json-c; on iOS, tvOS, watchOS and visionOS it reads with PortableJSON alone.
    .target(
      name: "VectorJSON",
      dependencies: [
        .target(name: "CJSONC", condition: .when(platforms: [.linux, .macOS, .windows, .android, .openbsd])),
        "PortableJSON",
      ]
    ),
    // What a suite is declared with: typed values, input decoding, the subject and its function keys, the suite
    // and mutant descriptors, seeded random inputs.
    .target(name: "ParitySuiteKit", dependencies: ["SeededRandom", "VectorJSON", "JavaHashing", "GeoModel", "OverlayIdentity", "GeoMath"]),
    // Every suite, one file per suite group, by family: its input, subject functions, core wiring, random inputs
    // and mutants.
    // Geodesic needs PROJ, which an iOS simulator test bundle cannot link: there the geodesic suites run an SDK's
    // functions only (the core's are behind `#if canImport(Geodesic)`).
    .target(
      name: "ParitySuites",
      dependencies: [
        "ParitySuiteKit", "JavaHashing", "GeoModel", "OverlayIdentity", "GeoMath", "VectorJSON",
        .target(name: "Geodesic", condition: .when(platforms: [.linux, .macOS, .windows, .android, .openbsd])),
      ]
    ),
    // The engine: load -> decode -> evaluate -> compare -> report.
    .target(
      name: "ParityHarness",
      dependencies: [
        "ParitySuiteKit", "ParitySuites", "VectorJSON", "OverlayIdentity",
        .target(name: "CLibCrypto", condition: .when(platforms: [.linux])),
      ]
    ),
    // SHA-256 of every vector file, on each run, from OpenSSL's libcrypto on Linux; Apple platforms use CommonCrypto
    // (Sources/ParityHarness/Loading/SHA256Hex.swift).
    .systemLibrary(
      name: "CLibCrypto",
      pkgConfig: "libcrypto",
      providers: [.apt(["libssl-dev"]), .brew(["openssl"])]
    ),
    // Differential fuzzing against the live JVM oracle.
    .target(name: "ParityFuzzing", dependencies: ["ParityHarness", "ParitySuites", "ParitySuiteKit", "VectorJSON", "PortableJSON"]),
    // An SDK's own test target checks its code with one call (ParityTesting); ParityTestingCore holds the run and
    // the child-process isolation, without Swift Testing or XCTest, so a helper executable can link it.
    // It fuzzes a subject against the live JVM oracle too (ParityFuzz), with ParityFuzzing.
    .target(name: "ParityTestingCore", dependencies: ["ParityHarness", "ParityFuzzing", "ParitySuites", "ParitySuiteKit", "VectorJSON", "OverlayIdentity"]),
    .target(name: "ParityTesting", dependencies: ["ParityTestingCore", "ParityHarness", "JavaHashing", "GeoModel", "OverlayIdentity", "GeoMath"]),

    // MARK: - Command-line tool
    .executableTarget(
      name: "parity-check",
      dependencies: [
        "ParityHarness", "ParityFuzzing", "ParitySuites", "ParitySuiteKit", "OverlayIdentity", "VectorJSON",
        // --subject-executable runs an SDK's ParityChild as ParityTesting does.
        "ParityTestingCore",
        "CEarlyReportClearing",
        .target(name: "CMimalloc", condition: .when(platforms: [.linux])),
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ]
    ),
    // parity-check's first instruction removes the reports named on its command line, before the Swift runtime starts
    // (a C constructor: a run killed at any moment leaves no earlier report that reads as green).
    .target(name: "CEarlyReportClearing"),
    // On Linux, parity-check allocates with mimalloc instead of glibc's malloc (see Sources/parity-check/Allocator.swift).
    .systemLibrary(name: "CMimalloc", providers: [.apt(["libmimalloc-dev"])]),

    // MARK: - Tests
    .target(name: "_CoreTestSupport", dependencies: ["SeededRandom"], path: "Tests/_CoreTestSupport"),
    .target(name: "_ParityTestSupport", dependencies: ["ParityHarness", "ParitySuites", "ParitySuiteKit"], path: "Tests/_ParityTestSupport"),
    .testTarget(name: "JavaHashingTests", dependencies: ["JavaHashing", "_CoreTestSupport"]),
    .testTarget(name: "GeoModelTests", dependencies: ["GeoModel", "_CoreTestSupport"]),
    .testTarget(name: "OverlayIdentityTests", dependencies: ["OverlayIdentity", "_CoreTestSupport"]),
    .testTarget(name: "GeoMathTests", dependencies: ["GeoMath", "_CoreTestSupport"]),
    .testTarget(name: "GeodesicTests", dependencies: ["Geodesic", "GeoMath", "GeoModel", "_CoreTestSupport"]),
    .testTarget(name: "VectorJSONTests", dependencies: ["VectorJSON"]),
    .testTarget(name: "ParityHarnessTests", dependencies: ["ParityHarness", "ParitySuites", "ParitySuiteKit", "ParityFuzzing", "_ParityTestSupport"]),
    .testTarget(name: "CorpusTests", dependencies: ["ParityHarness", "ParitySuites", "ParitySuiteKit", "_ParityTestSupport"]),
    // A ParityChild (the core, or the core trapping, hanging, exiting) for the child-process tests and tools/bench-traps.
    .executableTarget(name: "parity-test-child", dependencies: ["ParityTestingCore", "ParitySuites", "ParitySuiteKit", "GeoModel"],
                      path: "Tests/_ParityTestChild"),
    .testTarget(name: "ParityTestingTests", dependencies: ["OverlayIdentity", "ParityTesting", "ParityTestingCore", "ParityHarness", "ParitySuites", "ParitySuiteKit", "_ParityTestSupport", "parity-test-child"]),
    .testTarget(name: "PortableReaderTests", dependencies: ["PortableJSON", "VectorJSON", "OverlayIdentity", "ParityHarness", "ParitySuites", "ParitySuiteKit", "ParityFuzzing", "_ParityTestSupport"]),
    .testTarget(name: "ParityCheckEndToEndTests", dependencies: ["_ParityTestSupport", "parity-check", "parity-test-child"]),
  ],
  swiftLanguageModes: [.v6]
)
