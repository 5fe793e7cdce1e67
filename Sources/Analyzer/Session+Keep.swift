import Language

extension Session {
    /// Runs `body`, which may play and take back moves on the game, and then puts the game back
    /// as it was: the moves played and the moves that `redo` would play again.
    func keepingGame<T>(_ body: () throws(Diagnostic) -> T) throws(Diagnostic) -> T {
        var undone = 0
        while play.redo() { undone += 1 }
        let moves = play.history.flatMap(play.split)
        for _ in 0..<undone { _ = play.undo() }
        defer {
            _ = play.playAll(moves, fromStart: true)
            for _ in 0..<undone { _ = play.undo() }
        }
        return try body()
    }
}
