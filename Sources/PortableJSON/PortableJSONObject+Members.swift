extension PortableJSONObject {
  /// An object of `members`, in order, built in memory rather than read from text; a name given twice keeps its
  /// first place and its last value, as when the parser reads it.
  public init(members: [(name: String, value: PortableJSONNode)]) {
    self.init()
    for member in members { set(member.name, member.value) }
  }
}
