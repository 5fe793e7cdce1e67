/// Tic-tac-toe starts every session: three in a row on 3 x 3, X first.
extension LineGame: StartingGame {
    public var startsSessions: Bool {
        width == 3 && height == 3 && lineLength == 3 && !rules.gravity && !rules.misere && rules.firstPlayer == .x
    }
}
