import Boards
import Testing

@testable import Analyzer

/// A review beyond exact reach is reproducible (a node budget, not a time budget, for each
/// estimated position) and calls a move a mistake only beyond what an estimate can tell apart.
@Suite struct ReviewEstimateTests {
    func reviewed() -> String {
        var options = SessionOptions()
        options.threads = 1
        options.tableBytes = 1 << 20
        let session = Session(options: options)
        return session.output("game reversi\nmoves f5 d6\nreview").joined(separator: "\n")
    }

    @Test func theStandardReply_isNoMistake_andTwoReviewsAgree() {
        let first = reviewed()
        #expect(first.contains("2. O d6  estimate"), "\(first)")
        #expect(first.contains("no mistakes"), "\(first)")
        #expect(reviewed() == first)
    }

    @Test func aLossWithinTheMargin_isNoMistake_beyondIt_isOne() {
        let before = Value(.win, in: 0, score: 2)
        #expect(ReviewReport.estimatedMistake(before: before, after: Value(.loss, in: 0, score: -2)) == nil)
        #expect(ReviewReport.estimatedMistake(before: before, after: Value(.loss, in: 0, score: -3))
            == "gives away 5 discs by an estimate (+2 -> -3; more than the 4 an estimate cannot tell apart)")
    }
}
