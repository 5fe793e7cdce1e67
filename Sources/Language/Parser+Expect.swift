import Boards

extension Parser {
    /// One kind of `expect` line: its word and how the rest of the line reads. New kinds (a
    /// `score`, `solvable`) are one more row of `expectationForms`.
    struct ExpectationForm: Sendable {
        let name: String
        /// Reads the words after `expect NAME`; `kind` is the NAME word.
        let read: @Sendable (_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Expectation
    }

    /// The table of expectation kinds, in the order messages and `help` list them.
    static let expectationForms: [ExpectationForm] = [
        ExpectationForm(name: "value", read: value),
        ExpectationForm(name: "best") { kind, cursor throws(Diagnostic) in
            let moves = try moves(cursor.rest(), on: cursor)
            guard !moves.isEmpty else {
                throw cursor.error("expected at least one move after 'expect best', as in: expect best b2")
            }
            return .best(moves)
        },
        // No moves is a claim too: the game is over.
        ExpectationForm(name: "legal") { _, cursor throws(Diagnostic) in .legal(try moves(cursor.rest(), on: cursor)) },
        ExpectationForm(name: "illegal") { kind, cursor throws(Diagnostic) in .illegal(try oneMove(kind, &cursor)) },
        ExpectationForm(name: "fork") { kind, cursor throws(Diagnostic) in .fork(try oneMove(kind, &cursor)) },
        ExpectationForm(name: "score", read: score),
        ExpectationForm(name: "nimber", read: nimber),
        ExpectationForm(name: "outcome") { _, cursor throws(Diagnostic) in
            let outcomes = alternatives([Outcome.win, .loss, .draw].map(\.description))
            guard let token = cursor.peek(), token.kind == .word, let outcome = Outcome(word: token.text) else {
                throw cursor.error("expected \(outcomes) after 'expect outcome'")
            }
            cursor.advance()
            try cursor.expectEnd("expected the end of the line after 'expect outcome \(token.text)'")
            return .outcome(outcome)
        },
        ExpectationForm(name: "solvable", read: solvable),
        ExpectationForm(name: "unsolvable") { _, cursor throws(Diagnostic) in
            try cursor.expectEnd("expected the end of the line after 'expect unsolvable'")
            return .unsolvable
        },
    ]

    /// The words that may follow `expect`.
    public static var expectationKinds: [String] { expectationForms.map(\.name) }

    /// `expect KIND ...`.
    static func expectation(_ cursor: inout LineCursor) throws(Diagnostic) -> Expectation {
        let kinds = alternatives(expectationKinds)
        guard let token = cursor.peek(), token.kind == .word else {
            throw cursor.error("expected \(kinds) after 'expect'")
        }
        guard let form = expectationForms.first(where: { $0.name == token.text }) else {
            throw cursor.error("unknown expectation '\(token.text)'; expected \(kinds)")
        }
        cursor.advance()
        return try form.read(cursor.word(token), &cursor)
    }

    /// `expect value win|loss|draw [in N]`.
    private static func value(_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Expectation {
        let outcomes = alternatives([Outcome.win, .loss, .draw].map(\.description))
        guard let token = cursor.peek(), token.kind == .word, let outcome = Outcome(word: token.text) else {
            throw cursor.error("expected \(outcomes) after 'expect value'")
        }
        cursor.advance()
        guard let inWord = cursor.peek() else { return .value(outcome, remoteness: nil) }
        guard inWord.kind == .word, inWord.text == "in" else {
            throw cursor.error("expected 'in N' or the end of the line after 'expect value \(token.text)'")
        }
        cursor.advance()
        let plies = "expected a number of plies (0 or more) after 'in', as in: expect value win in 5"
        guard let count = cursor.peek(), count.kind == .word,
            count.text.allSatisfy({ $0.isASCII && $0.isNumber }), let remoteness = Int(count.text)
        else { throw cursor.error(plies) }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'expect value \(token.text) in \(count.text)'")
        return .value(outcome, remoteness: remoteness)
    }

    /// `expect nimber N`, N a whole number from 0.
    private static func nimber(_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Expectation {
        let wanted = "expected a nimber (a whole number from 0) after 'expect nimber', as in: expect nimber 3"
        guard let token = cursor.peek(), token.kind == .word, token.text.count <= 9,
            token.text.allSatisfy({ $0.isASCII && $0.isNumber }), let nimber = Int(token.text)
        else { throw cursor.error(wanted) }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'expect nimber \(token.text)'")
        return .nimber(nimber)
    }

    /// `expect score N`, N a whole number (negative for a loss).
    private static func score(_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Expectation {
        let wanted = "expected a score (a whole number, negative for a loss) after 'expect score', as in: expect score 18"
        guard let token = cursor.peek(), token.kind == .word, let score = Int(token.text), token.text.count <= 9 else {
            throw cursor.error(wanted)
        }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'expect score \(token.text)'")
        return .score(score)
    }

    /// `expect solvable [in N]`, N the fewest moves (a multi-jump counts once).
    private static func solvable(_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Expectation {
        guard let inWord = cursor.peek() else { return .solvable(moves: nil) }
        guard inWord.kind == .word, inWord.text == "in" else {
            throw cursor.error("expected 'in N' (the fewest moves) or the end of the line after 'expect solvable'")
        }
        cursor.advance()
        guard let count = cursor.peek(), count.kind == .word, count.text.count <= 6,
            count.text.allSatisfy({ $0.isASCII && $0.isNumber }), let moves = Int(count.text)
        else { throw cursor.error("expected a number of moves after 'in', as in: expect solvable in 18") }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'expect solvable in \(count.text)'")
        return .solvable(moves: moves)
    }

    /// The one move of `expect illegal M` or `expect fork M`.
    private static func oneMove(_ kind: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> Word {
        let name = "expect \(kind.text)"
        let move = try cursor.consumeAny("expected a move after '\(name)', as in: \(name) b2")
        let word = try moveWord(move, on: cursor)
        try cursor.expectEnd("'\(name)' takes one move; write one expect line per move")
        return word
    }
}
