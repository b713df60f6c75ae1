import ArgumentParser
import Foundation
import NumericInput

/// `--locale`, shared by every command, and the one place the tool loads a locale.
struct LocaleOptions: ParsableArguments {
    @Option(help: "Locale id, ICU (de_DE@numbers=arab) or BCP 47 (de-DE-u-nu-arab). Default: the current locale.")
    var locale: String?

    /// The number symbols of `--locale`, or of the current locale without it.
    ///
    /// A locale that cannot be loaded ends the command as a usage error does: the message on standard error,
    /// nothing on standard output, exit status 2.
    ///
    /// - Throws: `ExitCode(2)`, once the message is written.
    func symbols() throws(ExitCode) -> NumberSymbols {
        do throws(LocaleError) {
            if let locale { return try NumberSymbols(locale: locale) }
            return try NumberSymbols.current()
        } catch {
            FileHandle.standardError.write(Data("numeric-input: \(error.message)\n".utf8))
            throw ExitCode(2)
        }
    }
}
