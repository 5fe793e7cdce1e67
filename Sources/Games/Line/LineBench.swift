/// The line family's benchmark (`analyze bench` with no game named): small games solved from
/// their start, from a few nodes to a few million.
extension LineGame: FamilyBenchmark {
    public static var benchmarkGames: [String] { ["tictactoe", "tictactoe-misere", "mnk-4-4-3", "mnk-4-4-4", "mnk-5-5-4"] }
}
