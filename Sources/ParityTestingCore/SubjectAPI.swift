// The API an adapter touches, under one import: the subject type and its function keys (ParitySuites declares one
// per suite function), the types of its inputs and outputs, and the options of a run. The harness behind them
// (loading, comparison, reports) is not part of it.
@_exported import GeoMath
@_exported import GeoModel
@_exported import JavaHashing
@_exported import OverlayIdentity
@_exported import ParitySuites
@_exported import struct ParitySuiteKit.ParitySubject
@_exported import protocol ParitySuiteKit.ContractRejection
import ParityHarness
import VectorJSON

/// json-c or the portable reader.
public typealias JSONReader = VectorJSON.JSONReader
