// The API an adapter touches, under one import: the subject type, the types of its inputs and outputs, and the
// options of a run. The harness behind them (loading, comparison, reports) is not part of it.
@_exported import GeoMath
@_exported import GeoModel
@_exported import JavaHashing
@_exported import OverlayIdentity
import ParityHarness
import VectorJSON

/// The implementation under test: one optional function per suite (see the "Check your SDK in 10 lines" article).
public typealias ParitySubject = ParityHarness.ParitySubject
/// The three ways `javaHash.color` builds a Compose `Color`.
public typealias ColorInput = ParityHarness.ColorInput
/// An error by which a subject rejects an input the way the contract says (a code, and an index).
public typealias ContractRejection = ParityHarness.ContractRejection
public typealias MarkerFingerprintOutput = ParityHarness.MarkerFingerprintOutput
public typealias CircleFingerprintOutput = ParityHarness.CircleFingerprintOutput
public typealias PolylineFingerprintOutput = ParityHarness.PolylineFingerprintOutput
public typealias PolygonFingerprintOutput = ParityHarness.PolygonFingerprintOutput
/// json-c or the portable reader.
public typealias JSONReader = VectorJSON.JSONReader
