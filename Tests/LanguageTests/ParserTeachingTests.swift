import Boards
import Testing

@testable import Language

/// `engine`, `review` and `proof`: their forms and their errors.
@Suite struct ParserTeachingTests {
    static let forms: [FormCase] = [
        FormCase("engine O") { _ in .engine(.o, seed: nil) },
        FormCase("engine x") { _ in .engine(.x, seed: nil) },
        FormCase("engine both") { _ in .engine(.both, seed: nil) },
        FormCase("engine OFF") { _ in .engine(.off, seed: nil) },
        FormCase("engine both --seed 7") { _ in .engine(.both, seed: 7) },
        FormCase("review") { _ in .review(json: false) },
        FormCase("review --json") { _ in .review(json: true) },
        FormCase("proof") { _ in .proof(depth: nil) },
        FormCase("proof 5") { _ in .proof(depth: 5) },
    ]

    @Test(arguments: forms)
    func parse_statement_givesItsKind(_ form: FormCase) throws {
        let result = parse(form.line)
        #expect(result.diagnostics.map(\.rendered) == [])
        #expect(result.statements.map(\.kind) == [form.expected])
    }

    static let errors: [ErrorCase] = [
        ErrorCase("engine", "<input>:1:8: error: expected X, O, both or off after 'engine', as in: engine O\nengine\n       ^"),
        ErrorCase("engine white", "<input>:1:8: error: expected X, O, both or off after 'engine', as in: engine O\nengine white\n       ^"),
        ErrorCase("engine O 7", "<input>:1:10: error: expected --seed N or the end of the line after 'engine O'\nengine O 7\n         ^"),
        ErrorCase("engine O --seed", "<input>:1:17: error: expected a whole number after '--seed', as in: engine O --seed 7\nengine O --seed\n                ^"),
        ErrorCase("engine O --seed -1", "<input>:1:17: error: expected a whole number after '--seed', as in: engine O --seed 7\nengine O --seed -1\n                ^"),
        ErrorCase("engine O --seed 1 2", "<input>:1:19: error: expected the end of the line after the seed\nengine O --seed 1 2\n                  ^"),
        ErrorCase("review all", "<input>:1:8: error: 'review' takes no arguments but --json\nreview all\n       ^"),
        ErrorCase("review --json x", "<input>:1:15: error: expected the end of the line after 'review --json'\nreview --json x\n              ^"),
        ErrorCase("count all", "<input>:1:7: error: 'count' takes no arguments but --values (and --split PLIES after it)\ncount all\n      ^"),
        ErrorCase("count --split 3", "<input>:1:7: error: 'count' takes no arguments but --values (and --split PLIES after it)\ncount --split 3\n      ^"),
        ErrorCase("count --values x", "<input>:1:16: error: expected --split PLIES or the end of the line after 'count --values'\ncount --values x\n               ^"),
        ErrorCase("count --values --split", "<input>:1:24: error: expected a number of moves from 1 to 40 after '--split', as in: count --values --split 4\ncount --values --split\n                       ^"),
        ErrorCase("count --values --split 0", "<input>:1:24: error: expected a number of moves from 1 to 40 after '--split', as in: count --values --split 4\ncount --values --split 0\n                       ^"),
        ErrorCase("count --values --split 41", "<input>:1:24: error: expected a number of moves from 1 to 40 after '--split', as in: count --values --split 4\ncount --values --split 41\n                       ^"),
        ErrorCase("count --values --split 99999999999999999999", "<input>:1:24: error: expected a number of moves from 1 to 40 after '--split', as in: count --values --split 4\ncount --values --split 99999999999999999999\n                       ^"),
        ErrorCase("count --values --split 3 4", "<input>:1:26: error: expected the end of the line after 'count --values --split 3'\ncount --values --split 3 4\n                         ^"),
        ErrorCase("proof 0", "<input>:1:7: error: expected a depth in plies from 1 to 99 after 'proof', as in: proof 5\nproof 0\n      ^"),
        ErrorCase("proof 100", "<input>:1:7: error: expected a depth in plies from 1 to 99 after 'proof', as in: proof 5\nproof 100\n      ^"),
        ErrorCase("proof 3 4", "<input>:1:9: error: 'proof' takes one depth, as in: proof 5\nproof 3 4\n        ^"),
    ]

    @Test(arguments: errors)
    func parse_badLine_givesOneExactDiagnostic(_ testCase: ErrorCase) {
        let result = parse(testCase.input)
        #expect(result.diagnostics.map(\.rendered) == [testCase.rendered])
        #expect(result.statements.isEmpty)
    }

    @Test func engineSides_playTheirPlayers() {
        #expect(EngineSides.x.plays(.x) && !EngineSides.x.plays(.o))
        #expect(EngineSides.o.plays(.o) && !EngineSides.o.plays(.x))
        #expect(EngineSides.both.plays(.x) && EngineSides.both.plays(.o))
        #expect(!EngineSides.off.plays(.x) && !EngineSides.off.plays(.o))
    }
}
