import Boards

extension Parser {
    /// `book on|off`.
    static func book(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let expected = "expected on or off after 'book', as in: book off"
        guard let token = cursor.peek(), token.kind == .word, ["on", "off"].contains(token.text.lowercased()) else {
            throw cursor.error(expected)
        }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'book \(token.text)'")
        return .book(token.text.lowercased() == "on")
    }

    /// `engine X|O|both|off [--seed N]`.
    static func engine(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let expected = "expected X, O, both or off after 'engine', as in: engine O"
        guard let token = cursor.peek(), token.kind == .word else { throw cursor.error(expected) }
        let sides: EngineSides
        if let player = Player(word: token.text) {
            sides = player == .x ? .x : .o
        } else if let named = EngineSides(rawValue: token.text.lowercased()), named == .both || named == .off {
            sides = named
        } else {
            throw cursor.error(expected, at: token)
        }
        cursor.advance()
        guard let flag = cursor.peek() else { return .engine(sides, seed: nil) }
        guard flag.kind == .word, flag.text == "--seed" else {
            throw cursor.error("expected --seed N or the end of the line after 'engine \(token.text)'", at: flag)
        }
        cursor.advance()
        guard let number = cursor.peek(), number.kind == .word, number.text.allSatisfy({ $0.isASCII && $0.isNumber }),
            let seed = UInt64(number.text)
        else {
            throw cursor.error("expected a whole number after '--seed', as in: engine O --seed 7")
        }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after the seed")
        return .engine(sides, seed: seed)
    }

    /// `review` or `review --json`.
    static func review(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        .review(json: try flag("--json", after: "review", &cursor))
    }

    /// Whether the statement `keyword`, whose only argument can be `flag`, has it.
    static func flag(_ flag: String, after keyword: String, _ cursor: inout LineCursor) throws(Diagnostic) -> Bool {
        guard let word = cursor.peek() else { return false }
        guard word.kind == .word, word.text == flag else {
            throw cursor.error("'\(keyword)' takes no arguments but \(flag)", at: word)
        }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after '\(keyword) \(flag)'")
        return true
    }

    /// `count`, `count --values` or `count --values --split PLIES`, PLIES from 1 to 40.
    static func count(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        guard let word = cursor.peek() else { return .count(values: false) }
        guard word.kind == .word, word.text == "--values" else {
            throw cursor.error("'count' takes no arguments but --values (and --split PLIES after it)", at: word)
        }
        cursor.advance()
        guard let split = cursor.peek() else { return .count(values: true) }
        guard split.kind == .word, split.text == "--split" else {
            throw cursor.error("expected --split PLIES or the end of the line after 'count --values'", at: split)
        }
        cursor.advance()
        let example = "expected a number of moves from 1 to 40 after '--split', as in: count --values --split 4"
        guard let token = cursor.peek() else { throw cursor.error(example) }
        guard token.kind == .word, token.text.allSatisfy({ $0.isASCII && $0.isNumber }), token.text.count <= 2,
            let plies = Int(token.text), (1...40).contains(plies)
        else { throw cursor.error(example, at: token) }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'count --values --split \(plies)'")
        return .count(values: true, split: plies)
    }

    /// `proof` or `proof DEPTH`, DEPTH in plies from 1 to 99.
    static func proof(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        guard let token = cursor.peek() else { return .proof(depth: nil) }
        guard token.kind == .word, token.text.allSatisfy({ $0.isASCII && $0.isNumber }), token.text.count <= 2,
            let depth = Int(token.text), depth >= 1
        else {
            throw cursor.error("expected a depth in plies from 1 to 99 after 'proof', as in: proof 5", at: token)
        }
        cursor.advance()
        try cursor.expectEnd("'proof' takes one depth, as in: proof 5")
        return .proof(depth: depth)
    }
}
