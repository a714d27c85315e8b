import JavaHashing
import Testing

/// Expected values are `String.hashCode()` printed by a JVM (OpenJDK 17), not computed here.
@Suite("String.hashCode()")
struct JavaHashStringTests {
  @Test func emptyStringHashesToZero() {
    #expect(JavaHash.string("") == 0)
  }

  @Test func knownCollisionsAndExtremes() {
    #expect(JavaHash.string("Aa") == 2112)
    #expect(JavaHash.string("BB") == 2112)
    #expect(JavaHash.string("polygenelubricants") == Int32.min)
    #expect(JavaHash.string("hello") == 99_162_322)
  }

  @Test func booleanTextsAreStringHashes() {
    #expect(JavaHash.string("true") == 3_569_038)
    #expect(JavaHash.string("false") == 97_196_323)
  }

  @Test func hashesUTF16CodeUnitsNotScalarsOrBytes() {
    #expect(JavaHash.string("東京") == 841_051)
    // U+1F600 is the surrogate pair D83D DE00 in Java.
    #expect(JavaHash.string("\u{1F600}") == 1_772_899)
  }

  @Test func loneSurrogateViaCodeUnits() {
    #expect(JavaHash.string(utf16: [0xD800]) == 55296)
    #expect(JavaString(utf16: [0xD800]).javaHashCode == 55296)
    #expect(JavaValue.string(JavaString(utf16: [0xD800])).javaHashCode == 55296)
  }

  @Test func javaStringFromSwiftStringKeepsCodeUnits() {
    let text: JavaString = "Aa"
    #expect(text.utf16 == [65, 97])
    #expect(text == JavaString("Aa"))
    #expect(text.javaHashCode == 2112)
    #expect(JavaString(utf16: [0xD800, 97]).description == "\u{FFFD}a")
  }
}
