// The order pages as HTML, built in Swift: no template engine, no front-end build. Every text from the request
// goes through HTML.escape; the locale's tag, numbers and examples too (they are data, not markup).

/// The two pages of `/`: the form (empty, or again with the typed texts and a message per failing field) and the
/// summary of an accepted order.
enum OrderFormPage {
    /// The attributes of every element of English prose: its language, and its direction, so that on a
    /// right-to-left page an English sentence still reads left to right (the style aligns it to the right there).
    static let prose = #"lang="en" dir="ltr""#

    /// The form.
    ///
    /// ```swift
    /// OrderFormPage.form(OrderForm(locale: locale), texts: [.price: "1.234,56"], problems: [:])
    /// ```
    ///
    /// - Parameters:
    ///   - form: The form in the request's locale.
    ///   - texts: Each field's text as typed, written back exactly (escaped); an absent field is empty.
    ///   - problems: The failing fields' problems, shown under each.
    /// - Returns: A whole HTML document.
    static func form(_ form: OrderForm, texts: [OrderField: String], problems: [OrderField: FieldProblem]) -> String {
        var fields = ""
        for field in OrderField.allCases {
            fields += fieldHTML(field, form: form, text: texts[field] ?? "", problem: problems[field])
        }
        let count = problems.count
        let summary = count == 0 ? "" : """
            <p class="message" id="problems" \(prose) role="alert">\
            \(count == 1 ? "One field needs" : "\(count) fields need") attention.</p>

            """
        return document(form, title: "Order", body: """
            <h1 \(prose)>Order</h1>
            <p class="locale" \(prose)>Numbers as \(HTML.escape(form.locale.languageTag)) writes them \
            (chosen from your browser’s languages).</p>
            \(summary)<form id="order" method="post" action="/" accept-charset="UTF-8" novalidate \
            data-locale="\(HTML.escape(form.locale.languageTag))">
            \(fields)<button type="submit" \(prose)>Place order</button>
            </form>
            <script>\(OrderFormAssets.script)</script>
            """)
    }

    /// The summary of an accepted order, values written as the locale writes them.
    ///
    /// - Parameters:
    ///   - form: The form in the request's locale.
    ///   - order: The accepted order.
    /// - Returns: A whole HTML document.
    static func summary(_ form: OrderForm, order: WrittenOrder) -> String {
        var rows = ""
        for field in OrderField.allCases {
            // An optional field left empty says so, in the page's prose language.
            let value = order.values[field].map { HTML.escape($0) + (field == .discount ? " %" : "") }
            rows += """
                <dt \(prose)>\(field.label)</dt><dd id="summary-\(field.rawValue)" \
                data-field="\(field.rawValue)"\(value == nil ? " " + prose : "")>\(value ?? "none")</dd>

                """
        }
        return document(form, title: "Order received", body: """
            <h1 \(prose)>Order received</h1>
            <p class="locale" \(prose)>Numbers as \(HTML.escape(form.locale.languageTag)) writes them.</p>
            <dl id="summary">
            \(rows)</dl>
            <p \(prose)><a href="/">Another order</a></p>
            """)
    }

    // MARK: - Parts

    private static func document(_ form: OrderForm, title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="\(HTML.escape(form.locale.languageTag))" dir="\(form.textDirection)">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title lang="en">\(title)</title>
        <style>\(OrderFormAssets.style)</style>
        </head>
        <body>
        <main>
        \(body)
        </main>
        </body>
        </html>

        """
    }

    private static func fieldHTML(_ field: OrderField, form: OrderForm, text: String, problem: FieldProblem?) -> String {
        let id = field.rawValue
        let state = problem.map { $0.reason == "incomplete" ? "incomplete" : "invalid" } ?? ""
        let unit = field == .discount ? #"<span class="unit">%</span>"# : ""
        return """
            <div class="field" data-field="\(id)" data-state="\(state)">
            <label for="\(id)" \(prose)>\(field.label)</label>
            <div class="control"><input id="\(id)" name="\(id)" type="text" inputmode="\(field.inputMode)" \
            autocomplete="off" spellcheck="false" data-check \
            placeholder="\(HTML.escape(form.example(for: field)))" value="\(HTML.escape(text))" \
            aria-describedby="\(id)-hint \(id)-message" aria-invalid="\(problem == nil ? "false" : "true")"\
            \(field.isRequired ? #" aria-required="true""# : "")>\(unit)</div>
            <p class="hint" id="\(id)-hint" \(prose)>\(HTML.escape(form.hint(for: field)))</p>
            <p class="message" id="\(id)-message" \(prose) aria-live="polite" \
            data-reason="\(HTML.escape(problem?.reason ?? ""))" \
            data-offset="\(problem.map { String($0.offset) } ?? "")">\(HTML.escape(problem?.message ?? ""))</p>
            </div>

            """
    }
}
