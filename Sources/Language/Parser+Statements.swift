import Boards

extension Parser {
    /// The statement on a line that has at least one token.
    static func statement(_ cursor: inout LineCursor, rules: RuleVocabulary) throws(Diagnostic) -> Statement {
        guard let first = cursor.advance(), first.kind == .word else {
            throw cursor.line.error(
                "expected a statement such as play, solve or help, not a quoted string",
                column: cursor.tokens.first?.column ?? 1)
        }
        let keyword = cursor.word(first)
        return Statement(try statementKind(keyword, &cursor, rules: rules), keyword: keyword)
    }

    /// Dispatch on the keyword; each statement reads the rest of its line.
    private static func statementKind(_ keyword: Word, _ cursor: inout LineCursor, rules: RuleVocabulary) throws(Diagnostic)
        -> StatementKind
    {
        if let kind = noArgumentStatements[keyword.text] {
            try cursor.expectEnd("'\(keyword.text)' takes no arguments")
            return kind
        }
        switch keyword.text {
        case "position": return try position(&cursor)
        case "game": return try game(&cursor)
        case "board": return try board(keyword, &cursor)
        case "to-move": return try toMove(&cursor)
        case "in-hand": return try inHand(keyword, &cursor)
        case "moves": return .moves(try moves(cursor.rest(), on: cursor))
        case "play": return try play(&cursor)
        case "explain": return try explain(&cursor)
        case "solve": return try solve(&cursor)
        case "help": return try help(&cursor)
        case "load": return try load(&cursor)
        case "open": return try openRecord(&cursor)
        case "run": return .runScript(path: try fileName(after: "run", example: "session.analyze", &cursor))
        case "save": return try save(&cursor)
        case "export": return try export(&cursor)
        case "rules": return try Self.rules(&cursor)
        case "expect": return .expect(try expectation(&cursor))
        case "engine": return try engine(&cursor)
        case "book": return try book(&cursor)
        case "review": return try review(&cursor)
        case "count": return try count(&cursor)
        case "proof": return try proof(&cursor)
        case let key where rules.contains(key): return ruleKey(keyword, &cursor)
        default: throw unknownStatement(keyword, rules: rules)
        }
    }

    /// `position "NAME"`: the name must be quoted and not empty.
    private static func position(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let example = "as in: position \"corner fork\""
        let name = try cursor.consume(.string, "expected a quoted name after 'position', \(example)")
        guard !name.text.isEmpty else {
            throw cursor.error("expected a non-empty name after 'position', \(example)", at: name)
        }
        try cursor.expectEnd("expected the end of the line after the position's name")
        return .position(name: cursor.word(name))
    }

    /// `game NAME`: one name, quoted or not.
    private static func game(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let missing = "expected a game name after 'game', as in: game tictactoe"
        let name = try cursor.consumeAny(missing)
        guard !name.text.isEmpty else { throw cursor.error(missing, at: name) }
        try cursor.expectEnd("'game' takes one name, as in: game tictactoe")
        return .game(name: cursor.word(name))
    }

    /// `to-move X` or `to-move O`.
    private static func toMove(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        guard let token = cursor.peek(), token.kind == .word, let player = Player(word: token.text) else {
            throw cursor.error("expected X or O after 'to-move'")
        }
        cursor.advance()
        try cursor.expectEnd("expected the end of the line after 'to-move \(token.text)'")
        return .toMove(player, cursor.word(token))
    }

    /// `in-hand X N O M`: each side's pieces in hand, X's first.
    private static func inHand(_ keyword: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        var counts: [Int] = []
        for side in [Player.x, .o] {
            let expected = "expected 'in-hand X N O M', the pieces each side holds in hand, as in: in-hand X 2 O 3"
            guard let name = cursor.peek(), name.kind == .word, Player(word: name.text) == side else { throw cursor.error(expected) }
            cursor.advance()
            guard let number = cursor.peek(), number.kind == .word, number.text.count <= 3, let count = Int(number.text), count >= 0 else {
                throw cursor.error("expected the number of pieces \(side) holds in hand, as in: in-hand X 2 O 3")
            }
            cursor.advance()
            counts.append(count)
        }
        try cursor.expectEnd("expected the end of the line after 'in-hand X \(counts[0]) O \(counts[1])'")
        return .inHand(x: counts[0], o: counts[1], keyword)
    }

    /// Moves are words: only the game reads them, but a quoted move is surely a slip.
    /// `solve` or `solve --fewest-moves`.
    private static func solve(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        if let flag = cursor.peek(), flag.kind == .word, flag.text == "--fewest-moves" {
            cursor.advance()
            try cursor.expectEnd("expected the end of the line after 'solve --fewest-moves'")
            return .solve(fewestMoves: true)
        }
        try cursor.expectEnd("'solve' takes no arguments but --fewest-moves (for a puzzle)")
        return .solve(fewestMoves: false)
    }

    static func moveWord(_ token: Token, on cursor: LineCursor) throws(Diagnostic) -> Word {
        guard token.kind == .word else { throw cursor.error("expected a move, written without quotes", at: token) }
        return cursor.word(token)
    }

    static func moves(_ tokens: [Token], on cursor: LineCursor) throws(Diagnostic) -> [Word] {
        var words: [Word] = []
        for token in tokens {
            words.append(try moveWord(token, on: cursor))
        }
        return words
    }

    /// `play M`: exactly one move.
    private static func play(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let move = try cursor.consumeAny("expected a move after 'play', as in: play b2")
        let word = try moveWord(move, on: cursor)
        guard let extra = cursor.peek() else { return .play(word) }
        let words = ([move] + cursor.rest()).map(\.text)
        // `play b 2`: one square written apart, not two moves.
        if words.count == 2, let square = Square(words.joined()) {
            throw cursor.error("'play' takes one move, written as one word: play \(square)", at: extra)
        }
        throw cursor.error("'play' takes one move; to play several, write: moves \(words.joined(separator: " "))", at: extra)
    }

    /// `explain M`: one move, as after `play`.
    private static func explain(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let move = try cursor.consumeAny("expected a move after 'explain', as in: explain d3")
        let word = try moveWord(move, on: cursor)
        try cursor.expectEnd("'explain' takes one move, as in: explain d3")
        return .explain(word)
    }

    /// `help` or `help TOPIC`.
    private static func help(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let topic = cursor.advance()
        try cursor.expectEnd("'help' takes at most one topic, as in: help play")
        return .help(topic: topic.map(cursor.word))
    }

    /// `load "FILE"` (a file name without blanks may go unquoted).
    private static func load(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        .load(path: try fileName(after: "load", example: "variants.rules", &cursor))
    }

    /// `open "FILE" [N]` (a file name without blanks may go unquoted).
    private static func openRecord(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        let missing = "expected a quoted file name after 'open', as in: open \"games.ggf\""
        let path = try cursor.consumeAny(missing)
        guard !path.text.isEmpty else { throw cursor.error(missing, at: path) }
        let number = cursor.advance()
        try cursor.expectEnd("expected the end of the line after the game's number, as in: open \"games.ggf\" 2")
        return .open(path: cursor.word(path), game: number.map(cursor.word))
    }

    /// `save "FILE"`.
    private static func save(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        .save(path: try fileName(after: "save", example: "session.analyze", &cursor))
    }

    /// The one file name that ends a `load`, `run`, `save` or `export` line.
    static func fileName(after keyword: String, example: String, _ cursor: inout LineCursor) throws(Diagnostic)
        -> Word
    {
        let missing = "expected a quoted file name after '\(keyword)', as in: \(keyword) \"\(example)\""
        let path = try cursor.consumeAny(missing)
        guard !path.text.isEmpty else { throw cursor.error(missing, at: path) }
        try cursor.expectEnd("expected the end of the line after the file name")
        return cursor.word(path)
    }

    /// `rules` or `rules "NAME"` (a name without blanks may go unquoted).
    private static func rules(_ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        guard let name = cursor.advance() else { return .rules(name: nil) }
        guard !name.text.isEmpty else {
            throw cursor.error("expected a non-empty name after 'rules', as in: rules \"connect4-8x7\"", at: name)
        }
        try cursor.expectEnd("expected the end of the line after the rule set's name")
        return .rules(name: cursor.word(name))
    }

    /// `board "ROWS"` (the board on one line), `board W x H` or `board WxH` (a rule key: the size),
    /// or bare `board` (a diagram; the rows are attached by `parse`).
    private static func board(_ keyword: Word, _ cursor: inout LineCursor) throws(Diagnostic) -> StatementKind {
        guard let first = cursor.peek() else { return .boardDiagram(rows: []) }
        if let line = cursor.match(.string) {
            try cursor.expectEnd("expected the end of the line after the quoted board")
            return .boardLine(cursor.word(line))
        }
        guard let (width, height) = sizeWords(&cursor) else {
            throw cursor.error(
                "expected a quoted board (\"X../.O./...\"), a size (4 x 4) or indented rows after 'board'", at: first)
        }
        for (word, what) in [(width, "width"), (height, "height")] {
            guard word.text.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(word.text), number > 0 else {
                throw word.error("expected a positive \(what), as in: board 4 x 4")
            }
        }
        try cursor.expectEnd("expected the end of the line after the board size")
        return .ruleKey(name: keyword, arguments: [width, height], rows: [])
    }

    /// The two words of a size, `W x H` or `WxH`, consumed; `nil` (nothing consumed) for any other
    /// shape. The numbers are checked by the caller, so that `0 x 3` gets a pointed message.
    private static func sizeWords(_ cursor: inout LineCursor) -> (Word, Word)? {
        let ahead = Array(cursor.tokens[cursor.index...].prefix(3))
        guard let first = ahead.first, first.kind == .word else { return nil }
        let crosses: Set<String> = ["x", "X"]
        if ahead.count == 3, ahead.allSatisfy({ $0.kind == .word }), crosses.contains(ahead[1].text) {
            cursor.advance()
            cursor.advance()
            cursor.advance()
            return (cursor.word(first), cursor.word(ahead[2]))
        }
        // One word: digits, a cross, digits.
        let isDigit = { (character: Character) in character.isASCII && character.isNumber }
        guard let cross = first.text.firstIndex(where: { crosses.contains(String($0)) }) else { return nil }
        let width = first.text[..<cross]
        let height = first.text[first.text.index(after: cross)...]
        guard !width.isEmpty, !height.isEmpty, width.allSatisfy(isDigit), height.allSatisfy(isDigit) else {
            return nil
        }
        cursor.advance()
        let line = cursor.line
        return (
            Word(String(width), at: line.location(column: first.column), line: line.text),
            Word(String(height), at: line.location(column: first.column + width.count + 1), line: line.text)
        )
    }

    /// `KEY ARGUMENTS...` inside a rule definition; quoted arguments lose their quotes. A bare
    /// diagram key gets its rows from `parse`.
    private static func ruleKey(_ keyword: Word, _ cursor: inout LineCursor) -> StatementKind {
        let arguments = cursor.rest()
        return .ruleKey(name: keyword, arguments: arguments.map(cursor.word), rows: [])
    }
}
