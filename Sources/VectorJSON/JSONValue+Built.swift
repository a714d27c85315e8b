import PortableJSON

extension JSONValue {
  /// A value built in memory rather than read from text (the fuzzer's generated inputs): a node of the portable
  /// reader's tree, which answers every question as the same text read by either reader does. The caller gives
  /// each number its text as the vector format writes it, so that the value is written back the same.
  public init(built node: PortableJSONNode) { self.init(node: node) }
}
