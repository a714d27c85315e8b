// @ts-check
/**
 * The not-portable reasons a suite declares (docs/vector-format.md): the JVM oracle's words, with `{number}` where
 * it writes a number of the case's input (Java's `toString` of an Int or a Double: `-2147483648`, `1.0E-9`,
 * `Infinity`). A `{"notPortable": reason}` expected value is never asked of the subject, so its reason must match
 * one its suite declares, or the file is refused: an edit of an expected value cannot make a failing case one no
 * runner asks. parity-check and the oracle hold the same templates and the same matching;
 * Tests/Fixtures/not-portable-reasons.json pins all three (js/test/not-portable-reasons.test.js).
 */

export const PLACEHOLDER = '{number}';

/**
 * The end of the number that starts at `start`, as Java writes an Int or a Double: `-`?, then `Infinity`, `NaN`,
 * or digits with an optional `.digits` and an optional `E-?digits`; -1 when none starts there.
 * @param {string} text @param {number} start
 */
function endOfNumber(text, start) {
  let at = start;
  if (text[at] === '-') at += 1;
  for (const word of ['Infinity', 'NaN']) if (text.startsWith(word, at)) return at + word.length;
  /** @param {number} from */
  const digits = (from) => {
    let end = from;
    while (end < text.length && text[end] >= '0' && text[end] <= '9') end += 1;
    return end > from ? end : -1;
  };
  let end = digits(at);
  if (end < 0) return -1;
  if (text[end] === '.') { const fraction = digits(end + 1); if (fraction >= 0) end = fraction; }
  if (text[end] === 'E') {
    const exponent = digits(text[end + 1] === '-' ? end + 2 : end + 1);
    if (exponent >= 0) end = exponent;
  }
  return end;
}

/**
 * Whether `reason` is `template` with a number at each placeholder. Each piece must follow at once, so a number
 * is read whole (it ends at the first character that cannot continue it) and nothing is guessed.
 * @param {string} template @param {string} reason
 */
export function matchesReason(template, reason) {
  let at = 0;
  const pieces = template.split(PLACEHOLDER);
  for (let index = 0; index < pieces.length; index++) {
    if (index > 0) {
      at = endOfNumber(reason, at);
      if (at < 0) return false;
    }
    if (!reason.startsWith(pieces[index], at)) return false;
    at += pieces[index].length;
  }
  return at === reason.length;
}

/** The oracle's reasons, word for word (tools/jvm-parity/src/model/NotPortableReasons.kt), for the suites to declare. */
export const REASONS = Object.freeze({
  markerAnimation: "MarkerAnimation is an enum: its hashCode() is Object.hashCode(), identity based, different on every run and between the JVM and ART",
  tileScheme: "UrlTemplate's scheme is a Kotlin enum (TileScheme): its hashCode() is an identity hash that differs between runs and between the JVM and ART, and the data class hash includes it",
  groundImageIdentity: "GroundImageState folds in bounds.hashCode() and image.hashCode(): GeoRectBounds does not override hashCode() and a Drawable is hashed by identity, so the value differs between runs and between the JVM and ART",
  cameraIdentity: "MapCameraPosition.hashCode() folds in paddings.hashCode() and visibleRegion.hashCode(): MapPaddings does not override hashCode() and VisibleRegion holds a GeoRectBounds that does not either, so a non-null one is hashed by identity",
  precision: "precision {number} is beyond ±1000000: Android's answer depends on its BigDecimal and heap (OpenJDK throws ArithmeticException near ±2^31, measured on JDK 17 and 25; below that it builds a string of that many digits; Android's libcore has a BigDecimal of its own)",
  jdkDigits: "the digits of {number} depend on the JDK's Double.toString: \"%.0f\" of -1e23 is -99999999999999990000000 on JDK 17 and -100000000000000000000000 on JDK 21 and later (measured on 17.0.15 and 25.0.3; every difference measured lies between 1.8e16 and 5.2e25)",
  densifyStepNeverEnds: "Android does not terminate on this input: createLinearInterpolatePoints adds fractionStep {number} to the fraction while it is <= 1.0, which it never passes (the list grows until the heap runs out)",
  densifyTooManyPoints: "Android does not return on this input: fractionStep {number} over {number} segment(s) makes more than 10000000 points (at about 40 bytes a GeoPoint, more than an app's heap)",
  geodesicTooManyPoints: "Android does not return on this input: maxSegmentLength {number} cuts segment {number} into {number} pieces, more than 10000000 points in all (at about 40 bytes a GeoPoint, more than an app's heap; Kotlin's toInt() saturates s12 / 0 at 2147483647)",
  treeBin: "the circle manager's ConcurrentHashMap turns a bin of 8 or more IDs in a table of {number} bins into a red-black TreeBin; its order then follows the tree's list (new IDs at its front, a removal that leaves the tree too small turns it back into a list), which this harness does not model",
  longitudeWrap: "a longitude difference of {number}: Android reduces it by 360 at a time, which never ends for an infinite one and takes millions of steps beyond 1e9",
});
