/// Escaping for text put into HTML, in element content and in quoted attribute values alike.
///
/// Every text that came from a request (a typed field, a locale tag) goes through ``escape(_:)`` before it is
/// written into a page; the page builders never concatenate raw request text.
enum HTML {
    /// The text with `&`, `<`, `>`, `"` and `'` written as character references, everything else unchanged.
    ///
    /// ```swift
    /// HTML.escape(#"<b title="x">&amp;</b>"#)   // "&lt;b title=&quot;x&quot;&gt;&amp;amp;&lt;/b&gt;"
    /// ```
    ///
    /// Characters that HTML cannot carry at all (NUL and the other C0 and C1 controls but tab) never reach a
    /// page: the form parser refuses them (``URLEncodedForm``).
    ///
    /// - Parameter text: Any text.
    /// - Returns: The text, safe between tags and inside a double- or single-quoted attribute value.
    /// - Complexity: O(n) in the UTF-8 length of `text`.
    static func escape(_ text: String) -> String {
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
