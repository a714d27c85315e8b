// The default locale a subject runs under (docs/jvm-runner.md "Locale"): Locale.ROOT, pinned, so that the machine's
// locale (a CI runner's LANG, -Duser.language) cannot change a verdict; and the probe of `--locale TAG`, which asks
// each case a second time under TAG and reports the suites whose answer then changes. Android code that formats with
// the JVM's default locale (GeoRectBounds.toUrlValue's "%.6f".format) answers "1,500000" under de-DE: a finding for
// the SDK, which the corpus's verdict (under the pinned locale) does not show.

package com.mapconductor.parity

import java.util.Locale

object SubjectLocale {
    /** The locale every subject call runs under. */
    val PINNED: Locale = Locale.ROOT

    /** Sets the JVM's default locale, every category of it, to [locale]. */
    fun setDefault(locale: Locale) {
        Locale.setDefault(locale)
        Locale.setDefault(Locale.Category.DISPLAY, locale)
        Locale.setDefault(Locale.Category.FORMAT, locale)
    }

    /**
     * [body] under [locale] as every category's default, the defaults before it restored afterwards (the JUnit 5
     * entry runs inside an SDK's own test JVM, whose other tests keep their locale).
     */
    fun <T> with(locale: Locale, body: () -> T): T {
        val before = Triple(Locale.getDefault(), Locale.getDefault(Locale.Category.DISPLAY), Locale.getDefault(Locale.Category.FORMAT))
        setDefault(locale)
        try {
            return body()
        } finally {
            Locale.setDefault(before.first)
            Locale.setDefault(Locale.Category.DISPLAY, before.second)
            Locale.setDefault(Locale.Category.FORMAT, before.third)
        }
    }

    /** The locale an IETF language tag names ("de-DE", "ar-EG"); UsageError for a tag that names none. */
    fun parse(tag: String, option: String): Locale {
        val locale = Locale.forLanguageTag(tag)
        if (tag.isEmpty() || locale.language.isEmpty()) {
            throw UsageError("$option: \"$tag\" is not a language tag (e.g. de-DE, fr-FR, ar-EG)")
        }
        return locale
    }

    /** How a report names a locale: its language tag, and "Locale.ROOT" for the root locale. */
    fun describe(locale: Locale): String = if (locale == Locale.ROOT) "Locale.ROOT" else locale.toLanguageTag()
}

/**
 * `--locale TAG`: each case the subject answered under the pinned locale is asked again under [locale], and a
 * different answer (another value, or an exception where it answered) is counted for its suite, the first case kept
 * as the example. Its calls change the JVM's default locale, so a run with a probe judges its cases one at a time.
 */
class LocaleProbe(val locale: Locale) {
    /** One suite whose answer depends on the locale: how many cases changed, of how many asked, and the first. */
    class Finding(val suite: String) {
        var changed = 0
        var asked = 0
        var exampleId: String? = null
        var exampleInput: J? = null
        var pinnedAnswer: String? = null
        var otherAnswer: String? = null
    }

    private val findings = java.util.TreeMap<String, Finding>()
    private var asked = 0

    /** Cases asked twice so far. */
    val casesAsked: Int get() = synchronized(this) { asked }

    /** The suites whose answer changed under [locale], in name order. */
    fun dependent(): List<Finding> = synchronized(this) { findings.values.filter { it.changed > 0 } }

    /**
     * Asks [again] (the same subject call) under [locale] and compares its answer with [pinned], the answer under
     * the pinned locale, as compact JSON (an exception there is described by its class and message).
     */
    fun compare(suite: String, id: String, input: J, pinned: J, again: () -> J) {
        val other = try {
            SubjectLocale.with(locale) { JsonOut.compact(again()) }
        } catch (e: Exception) {
            "threw ${Bounded.cut(e.toString())}"
        }
        val first = JsonOut.compact(pinned)
        synchronized(this) {
            asked++
            val finding = findings.getOrPut(suite) { Finding(suite) }
            finding.asked++
            if (other != first) {
                finding.changed++
                if (finding.exampleId == null) {
                    finding.exampleId = id
                    finding.exampleInput = input
                    finding.pinnedAnswer = first
                    finding.otherAnswer = other
                }
            }
        }
    }

    /** The text report's lines: one per locale-dependent suite, or one saying none was found. */
    fun textLines(): List<String> {
        val tag = SubjectLocale.describe(locale)
        val dependent = dependent()
        if (dependent.isEmpty()) {
            return listOf("LOCALE: no answer changed under $tag ($casesAsked cases asked under ${SubjectLocale.describe(SubjectLocale.PINNED)} and $tag)")
        }
        return dependent.map { f ->
            terminal("LOCALE-DEPENDENT ${f.suite}: ${f.changed} of ${f.asked} cases answer otherwise under $tag than under the pinned " +
                "${SubjectLocale.describe(SubjectLocale.PINNED)}; first, ${f.exampleId}: ${SubjectLocale.describe(SubjectLocale.PINNED)} " +
                "${f.pinnedAnswer}, $tag ${f.otherAnswer} (the SDK formats or parses with the JVM's default locale: a finding for its team)")
        }
    }

    /** The JSON report's `localeDependence` object. */
    fun json(): String {
        val suites = dependent().joinToString(", ") { f ->
            "{\"suite\": ${jsonQuote(f.suite)}, \"cases\": ${f.changed}, \"asked\": ${f.asked}, \"example\": {\"id\": ${jsonQuote(f.exampleId!!)}, " +
                "\"input\": ${jsonQuote(JsonOut.compact(f.exampleInput!!))}, \"pinned\": ${jsonQuote(f.pinnedAnswer!!)}, \"other\": ${jsonQuote(f.otherAnswer!!)}}}"
        }
        return "{\"pinned\": ${jsonQuote(SubjectLocale.describe(SubjectLocale.PINNED))}, \"locale\": ${jsonQuote(locale.toLanguageTag())}, " +
            "\"asked\": $casesAsked, \"suites\": [$suites]}"
    }
}
