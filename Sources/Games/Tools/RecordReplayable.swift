import Boards

/// A rule game whose family's games are kept in record files (GGF, WTHOR and OBF, which write an
/// 8 x 8 board as 64 cells from a1 to h8 row by row: `X`, `O` or `-`). The session reads the
/// files; the family checks their moves and names the rule set their games are set up in.
public protocol RecordReplayable: RuleGame {
    /// True for the rule set record files are written in (the family's standard 8 x 8 game):
    /// `open`, `review` and OBF lines set their games up in the first such rule set.
    var playsRecords: Bool { get }

    /// `moves` played from the start `cells` with `toMove` to move by the standard game's rules:
    /// each checked, and the passes a file leaves out (WTHOR never writes them) put back where
    /// the side to move has no move. The moves as the session plays them (`pass` where a side
    /// had none), or the first fault.
    static func replay(_ moves: [RecordMove], cells: String, toMove: Player) -> Result<[String], RecordReplayFailure>
}

/// A move as a record file writes it: `d3`, `pass` (or GGF's `PA`), and the side the file says
/// plays it, when it says.
public struct RecordMove: Sendable, Hashable {
    public var text: String
    public var side: Player?

    public init(text: String, side: Player?) {
        self.text = text
        self.side = side
    }
}

/// Why a record does not replay.
public enum RecordReplayFailure: Error, Sendable, Hashable {
    /// The start is not a position of the standard game.
    case start(String)
    /// The move at this index of the written moves (from 0) is not legal, or not readable.
    case move(index: Int, String)
}
