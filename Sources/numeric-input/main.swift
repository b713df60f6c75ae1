import ArgumentParser
import Foundation

/// `numeric-input`: validate numeric text for a locale from the command line.
///
/// Exit codes are part of the contract scripts rely on: 0 when every text (or key) passed, 1 when any was
/// invalid (or rejected), 2 on a usage or locale error, with the message on standard error and nothing on
/// standard output.
struct NumericInputCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "numeric-input",
        abstract: "Decide whether text is a number of a given kind in a given locale.",
        subcommands: [CheckCommand.self, TypeCommand.self, DemoCommand.self, SymbolsCommand.self, MatrixCommand.self])

    /// ArgumentParser exits 64 on usage errors; the contract says 2.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let exit as ExitCode {
            Foundation.exit(exit.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help, --version: ArgumentParser's own output, exit 0.
                Self.exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(2)
        }
    }
}

NumericInputCommand.main()
