import ParitySuiteKit
import ParitySuites
import Testing

/// The input field names the schema and `explain` derive from a suite's documented notation.
@Suite struct SuiteFieldsTests {
  @Test func defaultsAreOptionalAndParenthesesAreNotFields() {
    let fields = SuiteFields(notation: "`center: GeoPoint`, `radiusMeters: f64`, `id: str? = null` (explicit; `null` → auto), `zIndex: i32? = null`")
    #expect(fields.names == ["center", "radiusMeters", "id", "zIndex"])
    #expect(fields.required == ["center", "radiusMeters"])
  }

  @Test func exactlyOneOfMakesEachAlternativeOptional() {
    let fields = SuiteFields(notation: "exactly one of `argb: i32`, `rgba: [i32 ×4]` (each `and 0xFF`), `rgbaFloat: [f32 ×4]`")
    #expect(fields.names == ["argb", "rgba", "rgbaFloat"])
    #expect(fields.required.isEmpty)
  }

  @Test func bareNamesAreRequiredFields() {
    #expect(SuiteFields(notation: "`from`, `to`, `fraction: f64`").required == ["from", "to", "fraction"])
  }

  /// Every suite documents at least one input field, so its schema definition constrains something.
  @Test func everySuiteDocumentsItsInputFields() {
    for suite in SuiteCatalog.all {
      #expect(!SuiteFields(notation: suite.documentation.input).names.isEmpty, "suite \(suite.name) documents no `name: type` input field")
    }
  }
}
