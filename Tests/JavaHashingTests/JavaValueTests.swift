import JavaHashing
import Testing

/// Expected values printed by a JVM (OpenJDK 17) for the same Java objects.
@Suite("JavaValue.javaHashCode")
struct JavaValueTests {
  @Test func nullHashesToZero() {
    let nothing: JavaValue? = nil
    #expect(nothing.javaHashCode == 0)
  }

  @Test func scalarsUseTheirJavaType() {
    #expect(JavaValue.int(42).javaHashCode == 42)
    #expect(JavaValue.long(-1).javaHashCode == 0)
    #expect(JavaValue.float(1.5).javaHashCode == 1_069_547_520)
    #expect(JavaValue.double(1.5).javaHashCode == 1_073_217_536)
    #expect(JavaValue.boolean(true).javaHashCode == 1231)
    #expect(JavaValue.string("Aa").javaHashCode == 2112)
  }

  @Test func listsAreSeededWithOneAndNullsCountZero() {
    // Arrays.asList("a", null).hashCode() == 3968; List.of(List.of(1), List.of()).hashCode() == 1954.
    #expect(JavaValue.list([.string("a"), nil]).javaHashCode == 3968)
    #expect(JavaValue.list([.list([.int(1)]), .list([])]).javaHashCode == 1954)
    #expect(JavaValue.list([]).javaHashCode == 1)
  }

  @Test func mapIsSumOfKeyXorValue() {
    // HashMap {"a": 1, 2L: true, null: 1.5f}.hashCode() == 1069548845.
    let map = JavaValue.map([
      (key: .string("a"), value: .int(1)),
      (key: .long(2), value: .boolean(true)),
      (key: nil, value: .float(1.5)),
    ])
    #expect(map.javaHashCode == 1_069_548_845)
    #expect(JavaValue.map([]).javaHashCode == 0)
  }

  @Test func dataClassIsFoldSeededWithFirstField() {
    #expect(JavaValue.dataClass([.int(1), .int(2), .int(3)]).javaHashCode == 1026)
    #expect(JavaValue.dataClass([nil]).javaHashCode == 0)
    #expect(JavaValue.dataClass([.string("Aa")]).javaHashCode == 2112)
    #expect(JavaValue.dataClass([]).javaHashCode == 0)
  }
}
