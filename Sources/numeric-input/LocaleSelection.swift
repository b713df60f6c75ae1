import ArgumentParser
import Foundation
import NumericInput

/// The locales `--locales` names, each loaded once.
enum LocaleSelection {
    struct Entry {
        let identifier: String
        let symbols: NumberSymbols
    }

    /// Resolves `all`, a list and globs, in order, without duplicates.
    ///
    /// - Throws: `ExitCode(2)`, once the message is on standard error, for an id that cannot be loaded, a glob that
    ///   matches nothing, or an empty entry.
    static func resolve(_ specification: String) throws(ExitCode) -> [Entry] {
        let available = NumberSymbols.availableLocaleIdentifiers
        var identifiers: [String] = []
        if specification == "all" {
            identifiers = available
        } else {
            for entry in specification.split(separator: ",", omittingEmptySubsequences: false) {
                let entry = entry.trimmingCharacters(in: .whitespaces)
                guard !entry.isEmpty else { throw fail("--locales \(specification.debugDescription) has an empty entry") }
                if entry.contains("*") || entry.contains("?") {
                    let matches = available.filter { Glob.matches(Array($0.unicodeScalars), Array(entry.unicodeScalars)) }
                    guard !matches.isEmpty else { throw fail("no available locale matches \(entry.debugDescription)") }
                    identifiers += matches
                } else {
                    identifiers.append(entry)
                }
            }
        }
        var seen = Set<String>()
        var locales: [Entry] = []
        locales.reserveCapacity(identifiers.count)
        for identifier in identifiers where seen.insert(identifier).inserted {
            do throws(LocaleError) {
                locales.append(Entry(identifier: identifier, symbols: try NumberSymbols(locale: identifier)))
            } catch {
                throw fail(error.message)
            }
        }
        return locales
    }

    private static func fail(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("numeric-input: \(message)\n".utf8))
        return ExitCode(2)
    }
}

/// `*` (any run) and `?` (one scalar) over Unicode scalars; everything else literal.
enum Glob {
    static func matches(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
        var t = 0, p = 0
        var star: Int?, resume = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                t += 1; p += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p; resume = t; p += 1
            } else if let star {
                p = star + 1; resume += 1; t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
