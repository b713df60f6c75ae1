#!/usr/bin/env python3
"""Fails when a public symbol declared in the package's sources has no documentation comment of its own.

Reads the symbol graphs that `swift package generate-documentation` extracted (public symbols only, the level DocC
documents a library at) and checks every symbol that has a source location, that is, every symbol written in this
package. Symbols without one are synthesized by the compiler or inherited from a protocol in another module
(`!=`, `hash(into:)`, `init(rawValue:)` of a raw-value enum...): nothing in our sources to document. A doc comment
inherited from a protocol requirement does not count; neither does one with no summary line (only `- Parameters:`
and the like). Extension blocks are containers, not symbols.

Usage: doc_coverage.py SCRATCH_PATH MODULE...
"""
import glob
import json
import sys


def summary(lines):
    """The first paragraph's first line, or None when the comment has no summary."""
    for line in lines:
        text = line.get("text", "").strip()
        if not text:
            continue
        return None if text.startswith("- ") else text
    return None


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    scratch, modules = argv[1], argv[2:]
    failures = []
    for module in modules:
        graphs = sorted(glob.glob(f"{scratch}/*/extracted-symbols/*/{module}/*.symbols.json"))
        if not graphs:
            print(f"doc coverage: no symbol graph for {module} under {scratch}", file=sys.stderr)
            return 1
        checked = 0
        for path in graphs:
            graph = json.load(open(path, encoding="utf-8"))
            for symbol in graph["symbols"]:
                if symbol["kind"]["identifier"] == "swift.extension" or "location" not in symbol:
                    continue
                checked += 1
                doc = symbol.get("docComment")
                if doc is None or doc.get("module", module) != module:
                    why = "no doc comment" if doc is None else f"only the doc comment inherited from {doc['module']}"
                elif summary(doc.get("lines", [])) is None:
                    why = "no summary line"
                else:
                    continue
                loc = symbol["location"]
                file = loc["uri"].removeprefix("file://")
                line = loc["position"]["line"] + 1
                name = ".".join(symbol["pathComponents"])
                failures.append(f"{file}:{line}: public {symbol['kind']['displayName'].lower()} {module}.{name}: {why}")
        print(f"doc coverage: {module}: {checked} public symbols declared in its sources")
    for failure in failures:
        print(failure)
    print(f"doc coverage: {len(failures)} undocumented public symbols")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
