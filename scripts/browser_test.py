#!/usr/bin/python3
"""The FormServer order form in headless Chromium, as people of six locales use it.

Run by scripts/browser-test.sh, which installs Chromium, chromedriver and Selenium from Debian, builds and starts
the server on loopback, and stops it. For each locale, Chromium starts with --lang set to it (and the same
languages in its intl.accept_languages preference; the header the server gets is checked first, on a listener of
this script's own), then:

  1. the empty form: lang, dir, inputmode, placeholder in the locale's digits;
  2. a valid order typed as a person of the locale types it (native digits where the locale uses them) and
     submitted: the summary, values as the locale writes them;
  3. wrong texts (the other convention's separators, a letter, an out-of-range quantity) submitted: status 422,
     one message per failing field with its reason and place, every text kept exactly; a screenshot;
  4. as-you-type hints: a letter marks the field invalid with the reason, and typing on sends no request.

Then once without JavaScript (the form still posts and answers), once from a refused form (hints start from the
server's answer), and one right-to-left form with a live hint as a screenshot. Prints one line per check and closes with "browser-test: N passed, M failed".
"""

import argparse
import http.server
import os
import sys
import threading
import time
import traceback

from selenium import webdriver
from selenium.common.exceptions import TimeoutException
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

NNBSP = "\u202f"

# What a person of each locale types, and what the pages must show. Grouping and digits as the locale has them
# (ICU 72): hi_IN's default numbering system is latn, grouped 3 then 2; fr_FR groups with U+202F, and a French
# person types a plain space for it.
LOCALES = [
    {
        "tag": "en-US", "dir": "ltr", "placeholder": "1,234.56",
        "typed": {"price": "1,234.56", "quantity": "12", "discount": "12.5", "reference": "PO-2026-17"},
        "written": {"price": "1,234.56", "quantity": "12", "discount": "12.5 %", "reference": "PO-2026-17"},
        # The German way in an American form.
        "wrong": {"price": "1.234,56", "quantity": "20000", "discount": "5x", "reference": "PO 17"},
        "reasons": {"price": "too-many-fraction-digits", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": "character-not-allowed"},
        "saying": {"price": "Character 5 (“4”)", "quantity": "more than 10,000", "discount": "Character 2 (“x”)"},
        "hint": ("2", "x", "unexpected-character", "Character 2 (“x”)"),
    },
    {
        "tag": "de-DE", "dir": "ltr", "placeholder": "1.234,56",
        "typed": {"price": "1.234,56", "quantity": "10000", "discount": "12,5", "reference": "Bestellung-7"},
        "written": {"price": "1.234,56", "quantity": "10.000", "discount": "12,5 %", "reference": "Bestellung-7"},
        # The American way in a German form.
        "wrong": {"price": "1,234.56", "quantity": "20000", "discount": "5x", "reference": "Größe"},
        "reasons": {"price": "too-many-fraction-digits", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": "character-not-allowed"},
        "saying": {"price": "Character 5 (“4”)", "quantity": "more than 10.000", "discount": "Character 2 (“x”)"},
        "hint": ("2", "x", "unexpected-character", "Character 2 (“x”)"),
    },
    {
        "tag": "fr-FR", "dir": "ltr", "placeholder": "1" + NNBSP + "234,56",
        "typed": {"price": "1 234,56", "quantity": "3", "discount": "0,5", "reference": "CMD-42"},
        "written": {"price": "1" + NNBSP + "234,56", "quantity": "3", "discount": "0,5 %", "reference": "CMD-42"},
        "wrong": {"price": "1.234,56", "quantity": "10001", "discount": "5x", "reference": "CMD-42"},
        "reasons": {"price": "unexpected-character", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": ""},
        "saying": {"price": "Character 2 (“.”)", "quantity": "more than 10" + NNBSP + "000",
                   "discount": "Character 2 (“x”)"},
        "hint": ("2", "x", "unexpected-character", "Character 2 (“x”)"),
    },
    {
        "tag": "hi-IN", "dir": "ltr", "placeholder": "1,234.56",
        "typed": {"price": "1,23,456.7", "quantity": "7", "discount": "5", "reference": "IN-7"},
        "written": {"price": "1,23,456.7", "quantity": "7", "discount": "5 %", "reference": "IN-7"},
        # Western grouping in an Indian form.
        "wrong": {"price": "1,234,567", "quantity": "20000", "discount": "5x", "reference": "IN-7"},
        "reasons": {"price": "misplaced-grouping-separator", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": ""},
        "saying": {"price": "group as in 12,34,567", "quantity": "more than 10,000",
                   "discount": "Character 2 (“x”)"},
        "hint": ("2", "x", "unexpected-character", "Character 2 (“x”)"),
    },
    {
        "tag": "ar-EG", "dir": "rtl", "placeholder": "١٬٢٣٤٫٥٦",
        "typed": {"price": "١٬٢٣٤٫٥٦", "quantity": "١٢", "discount": "١٢٫٥", "reference": "EG-12"},
        "written": {"price": "١٬٢٣٤٫٥٦", "quantity": "١٢", "discount": "١٢٫٥ %", "reference": "EG-12"},
        "wrong": {"price": "١٫٢٣٤٫٥", "quantity": "٢٠٠٠٠", "discount": "٥x", "reference": "EG-12"},
        "reasons": {"price": "too-many-fraction-digits", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": ""},
        "saying": {"price": "Character ٥ (“٤”)", "quantity": "more than ١٠٬٠٠٠", "discount": "Character ٢ (“x”)"},
        "hint": ("٢", "x", "unexpected-character", "Character ٢ (“x”)"),
    },
    {
        "tag": "fa-IR", "dir": "rtl", "placeholder": "۱٬۲۳۴٫۵۶",
        "typed": {"price": "۱۲۳۴٫۵", "quantity": "۲", "discount": "۱۰۰", "reference": "IR-1403"},
        "written": {"price": "۱٬۲۳۴٫۵", "quantity": "۲", "discount": "۱۰۰ %", "reference": "IR-1403"},
        "wrong": {"price": "۱٫۲۳۴٫۵", "quantity": "۲۰۰۰۰", "discount": "۵x", "reference": "IR-1403"},
        "reasons": {"price": "too-many-fraction-digits", "quantity": "above-maximum",
                    "discount": "unexpected-character", "reference": ""},
        "saying": {"price": "Character ۵ (“۴”)", "quantity": "more than ۱۰٬۰۰۰", "discount": "Character ۲ (“x”)"},
        "hint": ("۲", "x", "unexpected-character", "Character ۲ (“x”)"),
    },
]

FIELDS = ["price", "quantity", "discount", "reference"]
INPUT_MODES = {"price": "decimal", "quantity": "numeric", "discount": "decimal", "reference": "text"}
# The script's pause before asking /check, plus room for the answer.
SETTLE = 1.0


class Results:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, name, ok, detail=""):
        if ok:
            self.passed += 1
            print(f"ok    {name}", flush=True)
        else:
            self.failed += 1
            print(f"FAIL  {name}" + (f"\n      {detail}" if detail else ""), flush=True)
        return ok

    def equal(self, name, got, want):
        return self.check(name, got == want, f"got {got!r}, want {want!r}")

    def contains(self, name, got, part):
        return self.check(name, got is not None and part in got, f"got {got!r}, want it to contain {part!r}")


class HeaderRecorder(http.server.BaseHTTPRequestHandler):
    """A loopback listener that records the Accept-Language of each request: what the browser really sends."""
    seen = []

    def do_GET(self):
        HeaderRecorder.seen.append(self.headers.get("Accept-Language"))
        body = b"<!DOCTYPE html><title>ok</title>"
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


def browser(tag, javascript=True, accept_languages_pref=True):
    options = Options()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    options.add_argument("--headless=new")
    options.add_argument("--no-sandbox")  # CI runs as root, where Chromium's sandbox cannot start
    options.add_argument("--disable-dev-shm-usage")
    options.add_argument("--disable-gpu")
    options.add_argument("--no-first-run")
    options.add_argument("--window-size=760,1000")
    options.add_argument("--hide-scrollbars")
    options.add_argument(f"--lang={tag}")
    prefs = {}
    if accept_languages_pref:
        prefs["intl.accept_languages"] = f"{tag},{tag.split('-')[0]}"
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    service = Service(os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    driver = webdriver.Chrome(service=service, options=options)
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(10)
    return driver


def wait(driver, condition, seconds=10):
    try:
        return WebDriverWait(driver, seconds, poll_frequency=0.05).until(lambda d: condition(d))
    except TimeoutException:
        return None


def status(driver):
    """The HTTP status of the page shown (Navigation Timing's responseStatus)."""
    return driver.execute_script(
        "const n = performance.getEntriesByType('navigation')[0]; return n ? n.responseStatus : null;")


def check_requests(driver):
    """How many /check requests the page has sent."""
    return driver.execute_script(
        "return performance.getEntriesByType('resource').filter(e => e.name.endsWith('/check')).length;")


def type_into(element, text):
    element.clear()
    element.send_keys(text)


def submit(driver):
    """Clicks the submit button and waits for the page it brings; returns whether a new page came (a False here
    would otherwise read as the old page's status and messages)."""
    old = driver.find_element(By.TAG_NAME, "html")
    driver.find_element(By.CSS_SELECTOR, "button[type=submit]").click()
    navigated = wait(driver, lambda d: old.id != d.find_element(By.TAG_NAME, "html").id) is not None
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete")
    return navigated


def settle_hints(driver, reasons):
    """Waits (at most 5 s) until every field with an expected reason shows it as a hint: each hint's message
    appears 300 ms after typing stops and moves the form's layout, and a click on submit while a message appears
    can miss the button (CI, 2026-11-25: en-US and de-DE's wrong orders did not navigate, 1 run in 3). The
    hints themselves are checked by the hint steps; here they only have to be done."""
    def settled(d):
        return all(d.find_element(By.ID, f"{field}-message").get_attribute("data-reason") == reason
                   for field, reason in reasons.items() if reason)
    if wait(driver, settled, seconds=5) is None:
        print("      (hints not all shown after 5 s; submitting anyway)", flush=True)


def message(driver, field):
    element = driver.find_element(By.ID, f"{field}-message")
    return element.get_attribute("data-reason"), element.text


def run_locale(results, base, case, screenshots, header_url):
    tag = case["tag"]
    driver = browser(tag)
    try:
        # What the browser sends, seen by a listener of ours.
        HeaderRecorder.seen.clear()
        driver.get(header_url)
        sent = HeaderRecorder.seen[-1] if HeaderRecorder.seen else None
        results.check(f"{tag}: Accept-Language sent starts with {tag}", sent is not None and sent.startswith(tag),
                      f"got {sent!r}")
        print(f"      {tag}: Chromium sent Accept-Language: {sent}", flush=True)

        # 1. The empty form.
        driver.get(base + "/")
        html = driver.find_element(By.TAG_NAME, "html")
        results.equal(f"{tag}: lang", html.get_attribute("lang"), tag)
        results.equal(f"{tag}: dir", html.get_attribute("dir"), case["dir"])
        for field in FIELDS:
            results.equal(f"{tag}: {field} inputmode",
                          driver.find_element(By.ID, field).get_attribute("inputmode"), INPUT_MODES[field])
        results.equal(f"{tag}: price placeholder", driver.find_element(By.ID, "price").get_attribute("placeholder"),
                      case["placeholder"])

        # 2. A valid order, typed.
        for field in FIELDS:
            type_into(driver.find_element(By.ID, field), case["typed"][field])
        for field in FIELDS:
            results.equal(f"{tag}: {field} typed as is", driver.find_element(By.ID, field).get_property("value"),
                          case["typed"][field])
        results.check(f"{tag}: valid order submitted", submit(driver), "no new page within 10 s")
        results.equal(f"{tag}: valid order answered 200", status(driver), 200)
        summary = driver.find_elements(By.ID, "summary")
        if results.check(f"{tag}: summary shown", len(summary) == 1, driver.title):
            for field in FIELDS:
                results.equal(f"{tag}: summary {field}", driver.find_element(By.ID, f"summary-{field}").text,
                              case["written"][field])

        # 3. Wrong texts: 422, messages, texts kept.
        driver.get(base + "/")
        for field in FIELDS:
            type_into(driver.find_element(By.ID, field), case["wrong"][field])
        settle_hints(driver, case["reasons"])
        results.check(f"{tag}: wrong order submitted", submit(driver), "no new page within 10 s")
        results.equal(f"{tag}: wrong order answered 422", status(driver), 422)
        for field in FIELDS:
            results.equal(f"{tag}: {field} text survived", driver.find_element(By.ID, field).get_property("value"),
                          case["wrong"][field])
            reason, text = message(driver, field)
            results.equal(f"{tag}: {field} reason", reason, case["reasons"][field])
            if field in case["saying"]:
                results.contains(f"{tag}: {field} message says where", text, case["saying"][field])
        if screenshots:
            path = os.path.join(screenshots, f"order-form-errors-{tag}.png")
            driver.find_element(By.TAG_NAME, "main").screenshot(path)  # the form, not the empty window
            print(f"      screenshot {path}", flush=True)

        # 4. As-you-type hints, and no request per keystroke after the first failure.
        driver.get(base + "/")
        quantity = driver.find_element(By.ID, "quantity")
        digit, letter, reason, saying = case["hint"]
        quantity.send_keys(digit)
        time.sleep(SETTLE)
        results.equal(f"{tag}: hint: a digit asks once", check_requests(driver), 1)
        results.equal(f"{tag}: hint: a digit leaves the field unmarked",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]").get_attribute("data-state"),
                      "")
        quantity.send_keys(letter)
        marked = wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]")
                      .get_attribute("data-state") == "invalid", 5)
        results.check(f"{tag}: hint: a letter marks the field invalid", marked is not None)
        hint_reason, hint_text = message(driver, "quantity")
        results.equal(f"{tag}: hint: reason", hint_reason, reason)
        results.contains(f"{tag}: hint: says where", hint_text, saying)
        asked = check_requests(driver)
        results.equal(f"{tag}: hint: two requests so far", asked, 2)
        for key in [digit, digit, digit]:
            quantity.send_keys(key)
            time.sleep(0.45)  # longer than the pause: each keystroke would be its own request
        time.sleep(SETTLE)
        results.equal(f"{tag}: hint: typing on after the failure sends nothing", check_requests(driver), asked)
        results.equal(f"{tag}: hint: still marked invalid",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]").get_attribute("data-state"),
                      "invalid")
        for _ in range(4):
            quantity.send_keys(Keys.BACKSPACE)
        # Back to the digit alone: answered before, so shown from memory; one more digit is a new text.
        results.equal(f"{tag}: hint: fixing the text clears the mark",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]").get_attribute("data-state"),
                      "")
        quantity.send_keys(digit)
        time.sleep(SETTLE)
        results.equal(f"{tag}: hint: a new text is asked about once", check_requests(driver), asked + 1)
        results.equal(f"{tag}: hint: a valid text leaves the field unmarked",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]").get_attribute("data-state"),
                      "")
    finally:
        driver.quit()


def run_without_javascript(results, base):
    tag = "de-DE"
    driver = browser(tag, javascript=False)
    try:
        driver.get(base + "/")
        type_into(driver.find_element(By.ID, "price"), "1.234,5x")
        type_into(driver.find_element(By.ID, "quantity"), "3")
        time.sleep(SETTLE)
        results.equal("no JavaScript: no hint while typing",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=price]").get_attribute("data-state"), "")
        submit(driver)
        results.equal("no JavaScript: refused with 422", status(driver), 422)
        results.equal("no JavaScript: the reason is shown", message(driver, "price")[0], "unexpected-character")
        results.equal("no JavaScript: the text survived", driver.find_element(By.ID, "price").get_property("value"),
                      "1.234,5x")
        price = driver.find_element(By.ID, "price")
        price.send_keys(Keys.BACKSPACE)
        submit(driver)
        results.equal("no JavaScript: accepted with 200", status(driver), 200)
        results.equal("no JavaScript: summary", driver.find_element(By.ID, "summary-price").text, "1.234,5")
    finally:
        driver.quit()


def run_after_refusal(results, base):
    """A page answered with errors starts the hints from them: a field refused as missing still asks about what
    is typed into it; one refused as invalid asks nothing while its text keeps the refused prefix."""
    tag = "en-US"
    driver = browser(tag)
    try:
        driver.get(base + "/")
        type_into(driver.find_element(By.ID, "quantity"), "12x")
        submit(driver)
        results.equal("after 422: answered 422", status(driver), 422)
        results.equal("after 422: price missing", message(driver, "price")[0], "missing")
        results.equal("after 422: quantity refused", message(driver, "quantity")[0], "unexpected-character")
        driver.find_element(By.ID, "quantity").send_keys("3")
        time.sleep(SETTLE)
        results.equal("after 422: typing on in the refused field sends nothing", check_requests(driver), 0)
        driver.find_element(By.ID, "price").send_keys("5")
        time.sleep(SETTLE)
        results.equal("after 422: the missing field asks about its new text", check_requests(driver), 1)
        results.equal("after 422: and is no longer marked",
                      driver.find_element(By.CSS_SELECTOR, ".field[data-field=price]").get_attribute("data-state"), "")
    finally:
        driver.quit()


def rtl_screenshot(results, base, screenshots):
    """A right-to-left form while typing: one field with a live hint, one refused on submit before."""
    tag = "fa-IR"
    driver = browser(tag)
    try:
        driver.get(base + "/")
        type_into(driver.find_element(By.ID, "price"), "۱٬۲۳۴٫۵۶")
        type_into(driver.find_element(By.ID, "discount"), "۱۲٫۵")
        driver.find_element(By.ID, "quantity").send_keys("۲۰۰۰۰")
        marked = wait(driver, lambda d: d.find_element(By.CSS_SELECTOR, ".field[data-field=quantity]")
                      .get_attribute("data-state") == "invalid", 5)
        results.check("fa-IR: live hint for an out-of-range quantity", marked is not None)
        results.equal("fa-IR: live hint reason", message(driver, "quantity")[0], "above-maximum")
        if screenshots:
            path = os.path.join(screenshots, "order-form-rtl-fa-IR.png")
            driver.find_element(By.TAG_NAME, "main").screenshot(path)  # the form, not the empty window
            print(f"      screenshot {path}", flush=True)
    finally:
        driver.quit()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--base", required=True, help="the FormServer's base URL, http://127.0.0.1:PORT")
    parser.add_argument("--screenshots", help="folder for the PNGs (none taken without it)")
    parser.add_argument("--locales", default=",".join(c["tag"] for c in LOCALES),
                        help="comma-separated tags to run (all six by default)")
    arguments = parser.parse_args()
    if arguments.screenshots:
        os.makedirs(arguments.screenshots, exist_ok=True)

    recorder = http.server.ThreadingHTTPServer(("127.0.0.1", 0), HeaderRecorder)
    threading.Thread(target=recorder.serve_forever, daemon=True).start()
    header_url = f"http://127.0.0.1:{recorder.server_address[1]}/"

    results = Results()
    started = time.monotonic()
    wanted = arguments.locales.split(",")
    for case in LOCALES:
        if case["tag"] not in wanted:
            continue
        try:
            run_locale(results, arguments.base, case, arguments.screenshots, header_url)
        except Exception:
            results.check(f"{case['tag']}: ran without an exception", False, traceback.format_exc())
    for name, step in [("no JavaScript", lambda: run_without_javascript(results, arguments.base)),
                       ("after 422", lambda: run_after_refusal(results, arguments.base)),
                       ("RTL screenshot", lambda: rtl_screenshot(results, arguments.base, arguments.screenshots))]:
        try:
            step()
        except Exception:
            results.check(f"{name}: ran without an exception", False, traceback.format_exc())
    recorder.shutdown()
    print(f"browser-test: {time.monotonic() - started:.1f} s in Chromium", flush=True)
    print(f"browser-test: {results.passed} passed, {results.failed} failed", flush=True)
    return 0 if results.failed == 0 and results.passed > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
