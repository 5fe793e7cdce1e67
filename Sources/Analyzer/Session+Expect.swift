import Boards
import Language
import Search

extension Session {
    /// Checks one `expect` line against the current position. A move the game cannot read is an
    /// error of the line; a false claim is a failed expectation.
    func check(_ expectation: Expectation, at keyword: Word) throws(Diagnostic) -> ExpectationResult {
        switch expectation {
        case .value(let outcome, let remoteness):
            if play.isPuzzle { throw keyword.error("\(play.gameName) is a puzzle: write expect solvable or expect unsolvable") }
            let found = try value(keyword)
            let claim = remoteness.map { "\(outcome) in \($0)" } ?? "\(outcome)"
            let passed = found.outcome == outcome && (remoteness == nil || remoteness == found.remoteness)
            return ExpectationResult(passed: passed, expected: "value \(claim)", found: "value \(found)")
        case .best(let words):
            let claim = try names(words)
            let found = try solve(keyword, allMoves: play.isPuzzle).best
            return ExpectationResult(passed: Set(claim) == Set(found),
                expected: "best \(listed(claim))", found: "best \(listed(found))")
        case .legal(let words):
            let claim = try names(words)
            let found = play.legalMoves()
            return ExpectationResult(passed: Set(claim) == Set(found),
                expected: "legal \(listed(claim))", found: "legal \(listed(found))")
        case .illegal(let word):
            switch play.normalize(word.text) {
            case .success(let name):
                return ExpectationResult(passed: false, expected: "\(word.text) illegal", found: "\(name) is legal")
            case .failure(let error) where error.kind == .illegal:
                return ExpectationResult(passed: true, expected: "\(word.text) illegal", found: "illegal: \(error.message)")
            case .failure(let error):
                throw word.error(error.message)
            }
        case .score(let claim):
            let found = try value(keyword)
            guard let score = found.score else { throw keyword.error("\(play.gameName) has no score; expect value instead") }
            return ExpectationResult(passed: score == claim, expected: "score \(claim)", found: "score \(score) (\(found))")
        case .nimber(let claim):
            let report = try nimber(keyword)
            return ExpectationResult(passed: report.nimber == claim, expected: "nimber \(claim)", found: "nimber \(report.nimber)")
        case .outcome(let claim):
            let report = try outcome(keyword)
            return ExpectationResult(passed: report.outcome == claim, expected: "outcome \(claim)", found: "outcome \(report.outcome)")
        case .solvable(let moves):
            guard play.isPuzzle else { throw keyword.error("\(play.gameName) is not a puzzle: write expect value win|loss|draw") }
            let claim = moves.map { "solvable in \($0) \($0 == 1 ? "move" : "moves")" } ?? "solvable"
            // The fewest moves are searched only when the line claims a number.
            let puzzle = try (moves == nil ? solve(keyword) : solveFewest(keyword)).puzzle
            let solved = puzzle?.solved == true
            let count = puzzle?.moves.count ?? 0
            let found = !solved ? "unsolvable" : moves == nil ? "solvable" : "solvable in \(count) \(count == 1 ? "move" : "moves")"
            return ExpectationResult(passed: found == claim, expected: claim, found: found)
        case .unsolvable:
            guard play.isPuzzle else { throw keyword.error("\(play.gameName) is not a puzzle: write expect value win|loss|draw") }
            let solved = try solve(keyword).puzzle?.solved ?? false
            return ExpectationResult(passed: !solved, expected: "unsolvable", found: solved ? "solvable" : "unsolvable")
        case .fork(let word):
            guard play.hasForks else { throw keyword.error("\(play.gameName) has no threats, so no forks") }
            let name = try names([word])[0]
            let forks = play.forks()
            return ExpectationResult(passed: forks.contains(name), expected: "fork \(name)",
                found: forks.isEmpty ? "no forks" : "forks \(listed(forks))")
        }
    }

    /// The value of the current position, or an error at the statement if the search stopped.
    private func value(_ keyword: Word) throws(Diagnostic) -> Value {
        do {
            return try play.value(limits: options.limits)
        } catch {
            throw keyword.error("search stopped: \(error)")
        }
    }

    /// Written moves in the game's spelling (`B2` -> `b2`); an illegal move keeps its text, so
    /// the claim fails with what is true, while an unreadable one is an error of the line.
    private func names(_ words: [Word]) throws(Diagnostic) -> [String] {
        var result: [String] = []
        for word in words {
            switch play.normalize(word.text) {
            case .success(let name): result.append(name)
            case .failure(let error) where error.kind == .illegal: result.append(word.text)
            case .failure(let error): throw word.error(error.message)
            }
        }
        return result
    }

    private func listed(_ moves: [String]) -> String { moves.isEmpty ? "(none)" : moves.joined(separator: " ") }
}
