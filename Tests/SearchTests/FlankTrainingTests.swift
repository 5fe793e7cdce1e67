import Boards
@testable import Games
import Search
import Testing

/// The trained evaluation: its terms, its file, the trainer (a smoke test: CI does not train),
/// and the shipped 8 x 8 weights against mobility alone on positions they were not fitted on.
struct FlankTrainingTests {
    static func terms(_ game: FlankGame, _ player: UInt64, _ opponent: UInt64) -> [Int] {
        let features = FlankFeatures(cells: game.cells, corners: game.corners)
        var terms = Array(repeating: 0, count: FlankFeatures.count)
        terms.withUnsafeMutableBufferPointer { features.terms(player, opponent, into: $0.baseAddress!) }
        return terms
    }

    @Test func terms_ofTheStart_areEven_butParity() {
        let game = flankGame(8)
        let start = game.startBoard
        // Four moves each, no corner, edge or X-square disc; 60 empty cells: the other side
        // plays the last one.
        #expect(Self.terms(game, start.player, start.opponent) == [0, 0, 0, 0, 0, 0, 0, 0, -1, 1])
    }

    @Test func terms_countCornersXAndCSquaresAndEdges() {
        let game = flankGame(8)
        // X: a1 (corner), b2 (X-square of a1, not counted: a1 is taken), g7 (X-square of the empty
        // h8), h7 (C-square of h8), d1 (edge). O: b1 (C-square of a1: not counted), e5.
        let x = UInt64.bit(0) | UInt64.bit(9) | UInt64.bit(54) | UInt64.bit(55) | UInt64.bit(3)
        let o = UInt64.bit(1) | UInt64.bit(36)
        let terms = Self.terms(game, x, o)
        #expect(terms[3] == 1 && terms[4] == 1 && terms[5] == 1 && terms[6] == 1 && terms[7] == 3)
        #expect(terms[8] == 1, "57 empty cells: the side to move plays the last")
    }

    @Test func weightsFile_readsBackWhatItWrote_andRefusesWhatIsNotOne() throws {
        let weights = FlankWeights(phases: [
            .init(empties: 12...15, weights: (0..<10).map { Double($0) / 4 }, mobility: [1.5, -0.25]),
            .init(empties: 16...19, weights: (0..<10).map { -Double($0) }, mobility: [2, 0]),
        ])
        #expect(try FlankWeights(text: "# a comment\n" + weights.text) == weights)
        #expect(weights.phase(3)?.empties == 12...15 && weights.phase(40)?.empties == 16...19)
        #expect(throws: FlankWeights.WeightsError.self) { try FlankWeights(text: "terms mobility\n") }
        #expect(throws: FlankWeights.WeightsError.self) { try FlankWeights(text: "phase 12 15 1 2\nmobility 12 15 1 0\n") }
        #expect(throws: FlankWeights.WeightsError.self) { try FlankWeights(text: "phase 12 15 " + String(repeating: "1 ", count: 10)) }
        #expect(throws: FlankWeights.WeightsError.self) { try FlankWeights(text: "weights 1 2\n") }
    }

    @Test func leastSquares_recoversAnExactLinearRule() {
        let rows: [[Double]] = (0..<50).map { i in [Double(i % 7), Double(i % 5) - 2, 1] }
        let targets = rows.map { 3 * $0[0] - 2 * $0[1] + 5 }
        let w = FlankTraining.leastSquares(rows, targets)
        #expect(abs(w[0] - 3) < 0.01 && abs(w[1] + 2) < 0.01 && abs(w[2] - 5) < 0.05)
    }

    /// The trainer end to end on a few quick positions: the same seed gives the same positions,
    /// the labels are the exact solver's whatever the thread count, and the fit is finite.
    @Test func trainer_smoke_isReproducibleAndExact() throws {
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let positions = training.positions(24, empties: 8...11, seed: 5)
        #expect(positions.map(\.player) == training.positions(24, empties: 8...11, seed: 5).map(\.player))
        let one = try training.label(positions, threads: 1, tableBytes: 1 << 20, limits: SearchLimits(stop: nil)) { _ in }
        let two = try training.label(positions, threads: 2, tableBytes: 1 << 20, limits: SearchLimits(stop: nil)) { _ in }
        #expect(one.map(\.score) == two.map(\.score))
        let solver = EndgameSolver(game: game, tableBytes: 1 << 20)
        for sample in one.prefix(6) {
            #expect(sample.score == (try solver.score(player: sample.player, opponent: sample.opponent)))
            #expect((8...11).contains(sample.empties))
        }
        let weights = training.fit(one)
        #expect(weights.phases.map(\.empties) == [8...11])
        #expect(weights.phases.allSatisfy { $0.weights.allSatisfy(\.isFinite) })
    }

    /// Games played by the evaluation give the same positions for the same seed, each in the
    /// range asked with a move to make, and positions unlike random games': far fewer discs on
    /// an X-square beside an empty corner, which the evaluation counts against the side that
    /// plays there.
    @Test func playedGames_areReproducible_andShunXSquares() {
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let played = training.positions(300, empties: 12...16, seed: 5, games: .played)
        #expect(played.map(\.player) == training.positions(300, empties: 12...16, seed: 5, games: .played).map(\.player))
        for position in played {
            let empty = ~(position.player | position.opponent)
            #expect((12...16).contains(empty.nonzeroBitCount))
            #expect(FlankBits.moves(position.player, position.opponent, empties: empty) != 0)
        }
        let random = training.positions(300, empties: 12...16, seed: 5)
        /// Discs on an X-square whose corner is empty, in all the positions.
        func xSquares(_ positions: [(player: UInt64, opponent: UInt64)]) -> Int {
            var count = 0
            for position in positions {
                let discs = position.player | position.opponent
                for (corner, x) in [(0, 9), (7, 14), (56, 49), (63, 54)]
                where discs & UInt64.bit(corner) == 0 && discs & UInt64.bit(x) != 0 {
                    count += 1
                }
            }
            return count
        }
        #expect(xSquares(played) * 2 < xSquares(random), "played \(xSquares(played)), random \(xSquares(random))")
    }

    /// Labelled positions read back from their file only when it was made the same way.
    @Test func labelsFile_readsBackWhatItWrote_onlyWhenMadeTheSameWay() throws {
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let samples = try training.label(training.positions(8, empties: 6...8, seed: 4), threads: 1, tableBytes: 1 << 20,
            limits: SearchLimits(stop: nil)) { _ in }
        let text = FlankTraining.text(samples, made: "reversi --seed 4")
        let read = try #require(FlankTraining.samples(text: text, made: "reversi --seed 4", cells: game.cells))
        #expect(read.map(\.player) == samples.map(\.player) && read.map(\.opponent) == samples.map(\.opponent))
        #expect(read.map(\.score) == samples.map(\.score) && read.map(\.empties) == samples.map(\.empties))
        #expect(FlankTraining.samples(text: text, made: "reversi --seed 5", cells: game.cells) == nil)
        #expect(FlankTraining.samples(text: text + "3 3 0\n", made: "reversi --seed 4", cells: game.cells) == nil)
        #expect(FlankTraining.samples(text: text + "1 2 99\n", made: "reversi --seed 4", cells: game.cells) == nil)
    }

    /// The shipped weights, on positions from another seed than the trainer's, solved exactly
    /// here: the fit on every term errs less than the fit on mobility alone.
    @Test func shippedWeights_predictBetterThanMobilityAlone_onHeldOutPositions() throws {
        let weights = try #require(FlankWeights.shipped)
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let positions = training.positions(120, empties: 12...15, seed: 99)
        let samples = try training.label(positions, threads: 2, tableBytes: 4 << 20, limits: SearchLimits(stop: nil)) { _ in }
        let trained = training.meanAbsoluteError(weights, samples, mobilityOnly: false)
        let mobility = training.meanAbsoluteError(weights, samples, mobilityOnly: true)
        #expect(trained < mobility, "trained \(trained) discs, mobility alone \(mobility)")
    }
}

/// The strength match plays each opening twice with the sides swapped, to the end, the same way
/// each time (fixed depth).
struct FlankMatchTests {
    @Test func match_playsEachOpeningTwice_toTheEnd_reproducibly() throws {
        let weights = try #require(FlankWeights.shipped)
        var match = FlankMatch(game: flankGame(8), weights: weights)
        match.depth = 2
        let first = try match.play(2, seed: 3, limits: SearchLimits(stop: nil))
        #expect(first.count == 2 && first[0].opening == first[1].opening && first[0].opening.count == 4)
        #expect(first.map(\.trainedSide) == [.x, .o])
        #expect(first.allSatisfy { abs($0.score) <= 64 && $0.score % 2 == 0 })
        let again = try match.play(2, seed: 3, limits: SearchLimits(stop: nil))
        #expect(again.map(\.score) == first.map(\.score))
    }

    /// With a time per move each side deepens until its time is up (not to `depth`); the games
    /// still end, each move within its time plus the exact endgame from `exactFrom` empty cells.
    @Test func match_withTimePerMove_playsToTheEnd() throws {
        let weights = try #require(FlankWeights.shipped)
        var match = FlankMatch(game: flankGame(8), weights: weights)
        match.depth = 1
        match.moveSeconds = 0.01
        match.exactFrom = 10
        let started = ContinuousClock.now
        let games = try match.play(2, seed: 3, limits: SearchLimits(stop: nil))
        let spent = ContinuousClock.now - started
        #expect(games.count == 2 && games.allSatisfy { abs($0.score) <= 64 && $0.score % 2 == 0 })
        // Each game has about 46 timed moves (60 cells, 4 opening moves, the last 10 exact), each
        // using its whole 0.01 s (no search of that many empty cells ends sooner): at least half a
        // second for the two, where depth 1 alone would take milliseconds.
        #expect(spent > .milliseconds(500), "\(spent)")
        #expect(spent < .seconds(60))
    }
}
