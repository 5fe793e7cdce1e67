import Games
import Language

/// Where a script's statements come from, for the one loop that runs scripts (`Session.run`)
/// and the one that solves batches (`Session.solveBatch`): a whole text, a stream read a
/// statement at a time, or a text parsed already.
enum ScriptSource {
    case text(String, firstLine: Int)
    case stream(ScriptStream)
    case parsed(ParseResult)
    /// A text or a parsed script whose one piece has been handed out.
    case finished

    /// What comes next: statements parsed (with their parse problems among them), or a problem
    /// of the stream's own; `nil` at the end.
    enum Piece {
        case parsed(ParseResult)
        case problem(Diagnostic)
    }

    /// The next piece of the script named `file`; a text or a parsed script is one piece.
    mutating func next(file: String) -> Piece? {
        switch self {
        case .text(let text, let firstLine):
            self = .finished
            return .parsed(Parser.parse(text, file: file, firstLine: firstLine, rules: Families.vocabulary))
        case .parsed(let parsed):
            self = .finished
            return .parsed(parsed)
        case .finished:
            return nil
        case .stream(let stream):
            switch stream.next() {
            case .statement(let text, let firstLine)?:
                return .parsed(Parser.parse(text, file: file, firstLine: firstLine, rules: Families.vocabulary))
            case .problem(let problem)?:
                return .problem(problem)
            case nil:
                return nil
            }
        }
    }
}
