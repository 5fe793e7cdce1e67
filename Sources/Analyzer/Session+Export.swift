import Boards
import Games
import Foundation
import Language

extension Session {
    /// `export svg [--threats | --legal | --path] "FILE"`: writes the picture to the file
    /// (relative to the working folder), as `save` writes a session.
    func export(_ picture: Picture, option: Word?, to path: Word, keyword: Word) throws(Diagnostic) -> Reply {
        try write(try svg(picture, option: option, keyword: keyword), to: path)
        return .text("exported \(path.text)")
    }

    /// The picture as an SVG document. An option the game cannot draw (`--threats` in Reversi)
    /// is an error at the option; a search stopped by a limit, at the statement.
    func svg(_ picture: Picture, option: Word?, keyword: Word) throws(Diagnostic) -> String {
        let at = option ?? keyword
        switch picture {
        case .board:
            return positionPicture(play.sketch, notes: [])
        case .threats:
            guard play.hasForks else {
                throw at.error("\(play.gameName) has no threats: --threats is for the line games (tic-tac-toe, m,n,k, Connect 4)")
            }
            var sketch = play.sketch
            var notes: [String] = []
            for list in play.threats() {
                for cell in list.cells {
                    sketch.mark(cell, .threat(list.player, playable: list.playable.contains(cell)))
                }
                notes.append(TextRenderer.threatLine(list))
            }
            notes.append("a faint disc marks a threat; a dashed ring, one that can be played now")
            return positionPicture(sketch, notes: notes)
        case .legal:
            guard !play.isPuzzle else {
                throw at.error("\(play.gameName) is a puzzle: --legal is for the two-player games (legal lists the jumps)")
            }
            var sketch = play.sketch
            sketch.mover = play.sideToMove
            let moves = play.legalMoves()
            let mover: BoardSketch.Piece = play.sideToMove == .x ? .x : .o
            for move in moves {
                var flips: Int?
                let after = play.sketches(along: [move]).first
                if sketch.style.countsTurnedPieces, let after {
                    flips = after.count(mover) - sketch.count(mover) - 1
                }
                // A move is marked on the cell its piece lands on: the cell the move filled (with
                // gravity the move names a column), else the cell it names.
                let landing = after.flatMap { sketch.filled(in: $0).first }
                sketch.mark(landing ?? move, .legal(flips: flips))
            }
            var notes = ["legal: \(TextRenderer.list(moves))"]
            if sketch.style.countsTurnedPieces { notes.append("the number on a legal move: the discs it turns") }
            return positionPicture(sketch, notes: notes)
        case .path:
            return try pathPicture(keyword)
        }
    }

    /// The board with a title over it and the side to move (or the result) and `notes` under it.
    /// For the page (`forPage`), the cells take clicks and the moves are not written under it
    /// (the page lists them).
    func positionPicture(_ sketch: BoardSketch, notes: [String], forPage: Bool = false) -> String {
        let view = boardView
        let going = view.result == nil && !play.isPuzzle
        let caption = going ? "\(view.toMove)\((sketch.style.colorName(view.toMove).map { " (\($0))" } ?? "")) to move" : TextRenderer.state(view)
        let moves = view.history.isEmpty || forPage ? [] : ["moves: \(view.history.joined(separator: " "))"]
        return PositionPicture.document(sketch, title: pictureTitle, caption: caption, mover: going ? view.toMove : nil,
            notes: moves + notes, spots: forPage)
    }

    /// The solution or principal variation from here, a small board after each move.
    private func pathPicture(_ keyword: Word) throws(Diagnostic) -> String {
        let report = try solve(keyword)
        let moves: [String]
        let labels: [String]
        let line: String
        if let puzzle = report.puzzle {
            moves = puzzle.moves
            labels = moves.enumerated().map { "\($0.offset + 1). \($0.element)" }
            line = puzzle.solved ? "solution: \(TextRenderer.pv(report))" : (puzzle.reason ?? "no solution")
        } else {
            moves = report.principalVariation.map(\.move)
            labels = report.principalVariation.enumerated().map {
                "\($0.offset + 1). \($0.element.player) \($0.element.move)\($0.element.isFork ? " (fork)" : "")"
            }
            line = "pv: \(TextRenderer.pv(report))"
        }
        var frames = [PathStrip.Frame(sketch: play.sketch, label: "start")]
        for (sketch, label) in zip(play.sketches(along: moves), labels) {
            var marked = sketch
            for name in frames.last?.sketch.filled(in: sketch) ?? [] { marked.mark(name, .lastMove) }
            frames.append(PathStrip.Frame(sketch: marked, label: label))
        }
        return PathStrip.document(frames, title: "\(pictureTitle): \(report.headline)", subtitle: line)
    }

    /// `position "NAME" (game)`, or the game's name.
    private var pictureTitle: String {
        guard let name = positionName, !name.isEmpty else { return play.gameName }
        return "\(PositionPrinter.quoted(name)) (\(play.gameName))"
    }
}
