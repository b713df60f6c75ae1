import Vapor

/// The order page's script and style, inline and fixed (no request text in them), so that the page's
/// Content-Security-Policy can allow exactly these two by hash and nothing else.
enum OrderFormAssets {
    /// As-you-type hints: after a pause in typing, each field asks `POST /check` about its text (with the
    /// field's name and the page's locale) and shows the answer: "invalid" with the reason, "incomplete", or
    /// nothing. The server stays the authority: the form is posted as it is, hints or not, and works without
    /// this script.
    ///
    /// Requests are few: one per pause (300 ms after the last keystroke; an older request still in flight is
    /// aborted), none for an empty field, none for a text seen before, and none while the text still begins
    /// with a prefix the server called invalid. Invalidity is kept by every continuation (the library's offset
    /// is the first character no continuation can save), so typing on after the first failure sends nothing
    /// until the offending part is edited. A page the server answered with errors starts with those prefixes.
    static let script = #"""
    (() => {
      "use strict";
      const form = document.getElementById("order");
      if (!form || !window.fetch || !window.AbortController) return;
      const locale = form.dataset.locale;
      const pause = 300;
      for (const input of form.querySelectorAll("input[data-check]")) watch(input);

      function watch(input) {
        const field = input.closest(".field");
        const message = document.getElementById(input.id + "-message");
        const seen = new Map();
        let timer = 0;
        let pending = null;
        let invalid = null;
        if (field.dataset.state === "invalid" && input.value !== "" && message.dataset.offset !== "") {
          remember(input.value, {verdict: "invalid", reason: message.dataset.reason,
                                 offset: Number(message.dataset.offset), message: message.textContent});
        }

        input.addEventListener("input", () => {
          clearTimeout(timer);
          if (pending) { pending.abort(); pending = null; }
          const text = input.value;
          if (text === "") { show(null); return; }
          if (invalid && text.startsWith(invalid.prefix)) { show(invalid.answer); return; }
          invalid = null;
          if (seen.has(text)) { show(seen.get(text)); return; }
          timer = setTimeout(() => ask(text), pause);
        });

        async function ask(text) {
          const controller = new AbortController();
          pending = controller;
          let answer;
          try {
            const response = await fetch("/check", {
              method: "POST",
              headers: {"Content-Type": "application/json"},
              body: JSON.stringify({text: text, field: input.name, locale: locale}),
              signal: controller.signal,
            });
            if (!response.ok) throw new Error("/check answered " + response.status);
            answer = await response.json();
          } catch (error) {
            // Aborted by a newer keystroke, or no answer: no hint; the server judges the post.
            if (error.name !== "AbortError") console.warn("no hint:", error);
            return;
          } finally {
            if (pending === controller) pending = null;
          }
          if (seen.size > 100) seen.clear();
          seen.set(text, answer);
          if (answer.verdict === "invalid") remember(text, answer);
          if (input.value === text) show(answer);
        }

        function remember(text, answer) {
          const code = text.codePointAt(answer.offset);
          const end = code === undefined ? text.length : answer.offset + (code > 0xFFFF ? 2 : 1);
          invalid = {prefix: text.slice(0, end), answer: answer};
        }

        function show(answer) {
          let state = "";
          if (answer && answer.verdict === "invalid") state = "invalid";
          else if (answer && answer.verdict === "partial" && answer.message) state = "incomplete";
          field.dataset.state = state;
          input.setAttribute("aria-invalid", state === "invalid" ? "true" : "false");
          message.textContent = state ? answer.message : "";
          message.dataset.reason = state === "invalid" ? answer.reason : state;
          message.dataset.offset = state === "invalid" ? String(answer.offset) : "";
        }
      }
    })();
    """#

    /// The page's style: logical properties only (`inline-start`, not `left`), so that right-to-left pages
    /// mirror by themselves.
    static let style = #"""
    body { font-family: "Noto Sans", "Noto Sans Arabic", "Noto Naskh Arabic", "Noto Sans Devanagari", sans-serif;
           margin: 0; background: #f4f5f7; color: #1d2330; }
    main { max-width: 34rem; margin: 1.5rem auto; padding: 1.25rem 1.5rem; background: #fff;
           border: 1px solid #d8dce3; border-radius: 8px; }
    h1 { font-size: 1.4rem; margin: 0 0 .25rem; }
    html[dir="rtl"] [lang="en"] { text-align: right; }
    .locale { margin: 0 0 1rem; color: #4a5366; font-size: .9rem; }
    .field { margin-block-end: 1rem; padding-inline-start: .6rem; border-inline-start: 4px solid transparent; }
    .field[data-state="invalid"] { border-inline-start-color: #c62828; }
    .field[data-state="incomplete"] { border-inline-start-color: #e0a100; }
    label { display: block; font-weight: 600; margin-block-end: .25rem; }
    .control { display: flex; align-items: center; gap: .4rem; }
    input { font: inherit; font-size: 1.05rem; padding: .35rem .5rem; width: 14rem;
            border: 1px solid #9aa3b2; border-radius: 4px; }
    .field[data-state="invalid"] input { border-color: #c62828; background: #fff5f5; }
    .hint { margin: .25rem 0 0; font-size: .85rem; color: #4a5366; }
    .message { margin: .25rem 0 0; font-size: .9rem; color: #b71c1c; }
    .message:empty { display: none; }
    .field[data-state="incomplete"] .message { color: #7a5a00; }
    button { font: inherit; padding: .45rem 1.2rem; border: 0; border-radius: 4px; background: #1f5fbf; color: #fff; }
    dl { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; }
    dt { font-weight: 600; }
    dd { margin: 0; }
    """#

    /// The Content-Security-Policy of the order pages: scripts and styles only as inlined here (by hash), requests
    /// only to this server, the form posted only here.
    static let contentSecurityPolicy: String = {
        func hash(_ text: String) -> String {
            "'sha256-" + Data(SHA256.hash(data: Data(text.utf8))).base64EncodedString() + "'"
        }
        return "default-src 'none'; script-src \(hash(script)); style-src \(hash(style)); connect-src 'self'; "
            + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    }()
}
