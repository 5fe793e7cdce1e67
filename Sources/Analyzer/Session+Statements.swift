import Boards
import Games
import Language

/// The statements whose work takes more than a line of `execute`'s switch.
extension Session {
    /// Whether the statement sets up a position: a board, the side to move, moves.
    static func setsUpAPosition(_ kind: StatementKind) -> Bool {
        switch kind {
        case .boardDiagram, .boardLine, .toMove, .inHand, .moves, .play: true
        default: false
        }
    }

    /// The current position as `print` writes it: statements that read back to it, the hands
    /// after the board where the board does not tell them (`mill`).
    var printedPosition: String {
        let printed = PositionPrinter.render(name: positionName, game: play.gameName, rows: play.boardRows,
            toMove: play.isPuzzle ? nil : play.sideToMove)
        guard play.handsUntold, let hands = play.inHand else { return printed }
        return printed + "\n" + hands.statement
    }

    /// `position "NAME"`: a new named position of the game in play, from its start.
    func startPosition(named name: String) {
        positionName = name
        positionGame = nil
        play.restart()
        // A new position (a new record in a batch) starts with the engine off.
        stopEngine()
    }

    /// `game NAME`: the game in play becomes NAME, at its start; a game played before comes back
    /// with its tables.
    func chooseGame(_ name: Word) throws(Diagnostic) -> Reply {
        stopEngine()
        if let known = plays[name.text] {
            play = known
            touch(name.text)
        } else {
            guard let game = rules.game(named: name.text) else {
                let guess = Parser.suggestion(for: name.text, among: rules.names).map { "did you mean '\($0)'? " } ?? ""
                // A very long name is shown cut short: the source line below has it whole.
                let shown = name.text.count > 40 ? String(name.text.prefix(40)) + "..." : name.text
                throw name.error("unknown game '\(shown)'; \(guess)known games: \(rules.names.joined(separator: ", "))")
            }
            guard let made = makePlay(game, name: name.text) else {
                throw name.error("no room for \(name.text)'s table: the memory budget (--memory-mb, "
                    + "\(options.budget.bytes >> 20) MiB) is taken by the other sessions of this run")
            }
            play = made
        }
        play.restart()
        // The name of a position stays with the game it names (`position`, then its `game`).
        if let named = positionGame, named != name.text { positionName = nil }
        positionGame = name.text
        return .done
    }

    /// `values`: every move's value; when a stop or a limit ends it, the error keeps what was
    /// proved before: the moves valued, each exact.
    func values(_ keyword: Word) throws(Diagnostic) -> SolveReport {
        do {
            return try solveKept(allMoves: true)
        } catch {
            let kept = play.partialMoveValues
            let valued = kept.isEmpty ? "; the session is unchanged"
                : "; valued before the stop (\(kept.count) of \(play.legalMoves().count) moves): "
                    + kept.map { "\($0.move) \($0.value)" }.joined(separator: ", ")
            throw keyword.error("search stopped: \(error)\(valued)")
        }
    }

    /// `help` (the list of statements) or `help TOPIC`.
    func help(_ topic: Word?) throws(Diagnostic) -> String {
        guard let topic else { return StatementHelp.overview(rules: Families.vocabulary) }
        guard let text = StatementHelp.text(for: topic.text, rules: Families.vocabulary) else {
            let guess = Parser.suggestion(for: topic.text, rules: Families.vocabulary).map { "did you mean '\($0)'? " } ?? ""
            throw topic.error("no help for '\(topic.text)'; \(guess)type help for the list of statements")
        }
        return text
    }
}
