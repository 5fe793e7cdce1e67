import Boards
import Search
import Testing

/// Time limits that no user can type (the command line refuses them) still make a deadline
/// instead of trapping in the conversion to whole milliseconds.
struct SearchLimitsTests {
    @Test(arguments: [Double.infinity, 1e16, 9.3e15, Double.greatestFiniteMagnitude])
    func hugeTimeLimit_isALongDeadline(seconds: Double) throws {
        let limits = SearchLimits(seconds: seconds)
        let deadline = try #require(limits.deadline)
        let farOff: ContinuousClock.Instant = .now + Duration.seconds(SearchLimits.longestSeconds - 10)
        #expect(deadline > farOff)
    }

    @Test(arguments: [Double.nan, -Double.infinity, -1, 0])
    func noTimeLeft_isADeadlineNow(seconds: Double) throws {
        let deadline = try #require(SearchLimits(seconds: seconds).deadline)
        #expect(deadline <= ContinuousClock.now)
    }

    /// `within(seconds:)` keeps the sooner deadline and the other limits.
    @Test func within_keepsTheSoonerDeadline() throws {
        let open = SearchLimits(nodes: 7, stop: nil).within(seconds: 1)
        let soon = try #require(open.deadline)
        #expect(open.nodes == 7 && soon > .now && soon <= .now + .seconds(1))
        let tight = SearchLimits(seconds: 0.001).within(seconds: 100)
        #expect(try #require(tight.deadline) <= .now + .seconds(1))
        let loose = SearchLimits(seconds: 100).within(seconds: 0.001)
        #expect(try #require(loose.deadline) <= .now + .seconds(1))
    }
}
