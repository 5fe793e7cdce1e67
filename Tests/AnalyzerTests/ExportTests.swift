import Foundation
import Games
import Language
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

@testable import Analyzer

/// `export svg`: the pictures' elements, their XML, and the errors.
@Suite struct ExportTests {
    /// The picture `line` (an `export svg ...` statement without its file) draws after `setup`.
    func picture(_ setup: String, _ options: String = "") throws -> String {
        let session = makeSession()
        let errors = session.errors(setup)
        #expect(errors.isEmpty, "\(errors)")
        let line = "export svg \(options) \"x.svg\"".replacingOccurrences(of: "  ", with: " ")
        let statement = try #require(Parser.parse(line, file: "<input>", rules: Families.vocabulary).statements.first)
        guard case .export(let kind, let option, _) = statement.kind else {
            Issue.record("not an export: \(line)")
            return ""
        }
        return try session.svg(kind, option: option, keyword: statement.keyword)
    }

    /// How many times `needle` occurs in `text`.
    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// Well-formed XML with an `<svg>` root sized by width, height and viewBox.
    func expectValidSVG(_ svg: String) {
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains(" width=\"") && svg.contains(" height=\"") && svg.contains(" viewBox=\"0 0 "))
        #expect(svg.hasSuffix("</svg>\n"))
        let parser = XMLParser(data: Data(svg.utf8))
        let root = RootName()
        parser.delegate = root
        #expect(parser.parse(), "not well-formed XML: \(String(describing: parser.parserError))")
        #expect(root.names.first == "svg")
    }

    @Test func board_ticTacToe_drawsEachStoneTheCoordinatesAndTheSideToMove() throws {
        let svg = try picture("game tictactoe\nmoves a1 b2 c3")
        expectValidSVG(svg)
        #expect(count("class=\"piece", in: svg) == 3)
        #expect(count("class=\"piece x\"", in: svg) == 2)
        #expect(count("class=\"piece o\"", in: svg) == 1)
        for label in ["a", "b", "c", "1", "2", "3"] { #expect(svg.contains(">\(label)</text>"), "\(label)") }
        #expect(svg.contains(">O to move</text>"))
        #expect(svg.contains(">moves: a1 b2 c3</text>"))
    }

    @Test func board_connectFour_holesDiscsAndMoveNumbers() throws {
        let svg = try picture("game connect4\nmoves 4453")
        expectValidSVG(svg)
        #expect(count("<circle class=\"piece", in: svg) == 4)
        #expect(count("<circle class=\"hole\"", in: svg) == 42 - 4)
        #expect(svg.contains("fill=\"#e53935\""))  // X red
        #expect(svg.contains("fill=\"#fdd835\""))  // O yellow
        for column in 1...7 { #expect(svg.contains("font-weight=\"bold\" fill=\"#222\">\(column)</text>")) }
        #expect(svg.contains(">X (red) to move</text>"))
    }

    @Test func board_reversi_blackAndWhiteDiscsAndLegalMovesWithTheirFlips() throws {
        let start = try picture("game reversi")
        expectValidSVG(start)
        #expect(count("<circle class=\"piece x\"", in: start) == 2)
        #expect(count("<circle class=\"piece o\"", in: start) == 2)
        #expect(start.contains(">X (black) to move</text>"))
        let legal = try picture("game reversi\nmoves f5", "--legal")
        expectValidSVG(legal)
        #expect(count("<circle class=\"legal\"", in: legal) == 3)
        #expect(count(">1</text>", in: legal) == 3 + 1)  // three moves turning one, and row 1
        #expect(legal.contains(">legal: f4 d6 f6</text>"))
    }

    @Test func board_pegSolitaire_pegsAndRingsOnlyWhereTheShapeHasHoles() throws {
        let english = try picture("game peg-english\nplay d2-d4")
        expectValidSVG(english)
        #expect(count("class=\"piece peg\"", in: english) == 31)
        #expect(count("class=\"hole\"", in: english) == 2)
        #expect(english.contains(">g</text>"))
        let triangle = try picture("game peg-triangle")
        #expect(count("class=\"piece peg\"", in: triangle) == 14)
        #expect(count("class=\"hole\"", in: triangle) == 1)
        #expect(triangle.contains(">e</text>"))  // column letters under the bottom row, as show draws them
        #expect(triangle.contains(">5</text>"))
    }

    @Test func legal_connectFour_marksTheCellEachColumnsDiscLandsOn() throws {
        let svg = try picture("game connect4-4x4\nmoves 1 1 1 1 2", "--legal")
        expectValidSVG(svg)
        // Column 1 is full: three legal moves, each marked on its landing cell.
        #expect(svg.contains(">legal: 2 3 4</text>"))
        #expect(count("<circle class=\"legal\"", in: svg) == 3)
    }

    @Test func threats_lineGame_marksEachPlayersThreats() throws {
        let svg = try picture("game tictactoe\nmoves a1 b2 c3 a3", "--threats")
        expectValidSVG(svg)
        #expect(count("<circle class=\"threat o\"", in: svg) == 1)
        #expect(count("<circle class=\"threat x\"", in: svg) == 0)
        #expect(count("<circle class=\"playable\"", in: svg) == 1)
        #expect(svg.contains(">threats for O: c1 (playable now: c1)</text>"))
    }

    @Test func path_ticTacToe_aBoardForTheStartAndEachMove() throws {
        let svg = try picture("game tictactoe\nmoves a1 b2 c3 a3", "--path")
        expectValidSVG(svg)
        #expect(svg.contains(">tictactoe: X wins in 3</text>"))
        #expect(count("<text class=\"move\"", in: svg) == 4)
        #expect(svg.contains(">start</text>"))
        #expect(svg.contains(">1. X c1 (fork)</text>"))
        #expect(count("class=\"last-move\"", in: svg) == 3)
    }

    @Test func path_pegTriangle_theSolutionsBoards() throws {
        let svg = try picture("game peg-triangle", "--path")
        expectValidSVG(svg)
        let moves = count("<text class=\"move\"", in: svg) - 1
        #expect(moves >= 9)
        // Each board after a jump has one peg fewer (a multi-jump takes more): the last has one.
        #expect(svg.contains("solved in \(moves) moves"))
    }

    @Test func text_isEscaped() throws {
        let svg = try picture("position \"<a & 'b'>\"\ngame tictactoe")
        expectValidSVG(svg)
        #expect(svg.contains("<title>&quot;&lt;a &amp; &apos;b&apos;&gt;&quot; (tictactoe)</title>"))
    }

    @Test func export_writesTheFileAndSaysSo() throws {
        let session = makeSession()
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("analyze-export-\(UUID()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(session.output("game connect4\nmoves 44\nexport svg --threats \"\(path)\"") == ["exported \(path)"])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        expectValidSVG(text)
        #expect(count("<circle class=\"piece", in: text) == 2)
    }

    @Test func export_unwritablePath_anErrorAtTheFileNameAndTheSessionGoesOn() {
        let session = makeSession()
        let line = "export svg \"/no/such/folder/x.svg\""
        let output = session.output("game tictactoe\nplay b2\n\(line)\nhistory")
        #expect(output.count == 2)
        #expect(output.first?.hasPrefix("<input>:3:12: error: cannot write '/no/such/folder/x.svg'") == true)
        #expect(output.first?.hasSuffix("\n\(line)\n" + String(repeating: " ", count: 11) + "^") == true)
        #expect(output.last == "history: b2")
    }

    @Test func export_optionTheGameCannotDraw_anErrorAtTheOption() {
        let session = makeSession()
        let threats = session.errors("game reversi\nexport svg --threats \"r.svg\"")
        #expect(threats == ["<input>:2:12: error: reversi has no threats: --threats is for the line games "
            + "(tic-tac-toe, m,n,k, Connect 4)\nexport svg --threats \"r.svg\"\n           ^"])
        let legal = session.errors("game peg-english\nexport svg --legal \"p.svg\"")
        #expect(legal.first?.contains("peg-english is a puzzle: --legal is for the two-player games") == true)
        #expect(!FileManager.default.fileExists(atPath: "r.svg") && !FileManager.default.fileExists(atPath: "p.svg"))
        #expect(session.output("play d2-d4\nhistory") == ["history: d2-d4"])
    }

    @Test func export_isAQuestionNotASetUp() throws {
        let statement = try #require(Parser.parse("export svg --path \"p.svg\"", file: "<input>", rules: Families.vocabulary).statements.first)
        #expect(!Session.setsUp(statement.kind))
    }
}

/// Collects element names, to check the root.
private final class RootName: NSObject, XMLParserDelegate {
    var names: [String] = []

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:])
    {
        names.append(name)
    }
}
