// The API an adapter touches, under one import: the subject and its function keys, the ``Parity`` namespace of the
// types its functions take and return, and the options of a run (this module's own Parity… types).
//
// Nothing named like an SDK type is exported, so no name clashes: an adapter that imports its SDK (GeoPoint, MarkerState,
// CircleState, Spherical, …) and this module writes the SDK's types unqualified and the harness's as Parity.GeoPoint.
// ParitySuites is imported for its namespace only; importing it also makes the function keys it declares
// (`subject.markerFingerprint`) and `ParitySubject.core` visible, without its other names.
@_exported import enum ParitySuites.Parity
@_exported import struct ParitySuiteKit.ParitySubject
@_exported import struct ParitySuiteKit.SubjectFunction
@_exported import struct ParitySuiteKit.SubjectFunctions
@_exported import protocol ParitySuiteKit.ContractRejection
// One declaration of each core module whose types the namespace aliases, none named like an SDK's: with them the
// modules count as imported, so an adapter built with MemberImportVisibility (the rule Swift is moving to) still
// sees the members of Parity.GeoPoint, Parity.MarkerState, ... (Examples/ParityTestingExample builds with it).
@_exported import enum OverlayIdentity.Portability
@_exported import enum GeoModel.AndroidException
@_exported import enum JavaHashing.JavaValue
@_exported import enum GeoMath.GeoContractError
import ParityHarness
import VectorJSON

extension Parity {
  /// json-c or the portable reader (``ParityOptions/reader``).
  public typealias JSONReader = VectorJSON.JSONReader
}
