/// A malformed edit: a range that does not fit the current text.
public struct EditError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong with the edit.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        enum Value: Sendable, Hashable { case rangeOutOfBounds, splitsSurrogatePair, indexNotInText }
        let value: Value
        /// The range starts or ends past the end of the text, or has a negative offset or length.
        public static let rangeOutOfBounds = Code(value: .rangeOutOfBounds)
        /// A UTF-16 offset falls between the two halves of a surrogate pair.
        public static let splitsSurrogatePair = Code(value: .splitsSurrogatePair)
        /// A `String.Index` that is not a scalar boundary of the text.
        public static let indexNotInText = Code(value: .indexNotInText)
        /// A short stable name.
        public var description: String {
            switch value {
            case .rangeOutOfBounds: "range-out-of-bounds"
            case .splitsSurrogatePair: "splits-surrogate-pair"
            case .indexNotInText: "index-not-in-text"
            }
        }
    }

    /// What is wrong.
    public let code: Code
    /// The offending UTF-16 offset.
    public let offset: Int
    /// A sentence for people.
    public let message: String

    /// "range-out-of-bounds at 9: ...".
    public var description: String { message }
}
