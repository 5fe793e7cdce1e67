import Boards
@testable import Games
import Search
import Testing

/// The pattern evaluation: its shapes and instances, its file, its fit, the shipped weights on
/// held-out exact positions, and that the endgame ordered by it stays exact.
struct FlankPatternsTests {
    @Test func instances_areTheShapesImages_oncePerSetOfCells() {
        let instances = FlankPatterns.instances
        // edge+2X 4, corner 3x3 4, corner 2x5 8, three rows 4 each, main diagonal 2, the four
        // shorter diagonals 4 each.
        #expect(instances.count == 46)
        for (index, shape) in FlankPatterns.shapes.enumerated() {
            let sets = instances.filter { $0.shape == index }.map { Set($0.squares) }
            #expect(Set(sets).count == sets.count, "\(shape.name) has a repeated instance")
            #expect(sets.allSatisfy { $0.count == shape.cells.count && $0.allSatisfy { (0..<64).contains($0) } })
        }
        // The edge+2X images are the four edges, each with the X-squares of its two corners.
        let edges = instances.filter { $0.shape == 0 }.map { Set($0.squares) }
        #expect(edges.contains(Set([56, 57, 58, 59, 60, 61, 62, 63, 49, 54])))
    }

    @Test func configuration_readsCellsMostSignificantFirst() {
        // Cells 0, 1, 2: player on 0, opponent on 2, 1 empty: 1*9 + 0*3 + 2.
        #expect(FlankPatterns.configuration([0, 1, 2], 1, 4) == 11)
        #expect(FlankPatterns.configuration([2, 1, 0], 1, 4) == 2 * 9 + 1)
    }

    @Test func file_readsBackWhatItWrote_andRefusesWhatIsNotOne() throws {
        var patterns = FlankPatterns()
        patterns.terms = (0..<FlankFeatures.count).map { Double($0) / 8 }
        patterns.weights[0][4374] = -1.25
        patterns.weights[10][80] = 0.5
        let bytes = patterns.bytes(head: "# a comment\n")
        #expect(bytes.count < 168_000)
        #expect(try FlankPatterns(bytes: bytes) == patterns)
        // Weights beyond a signed byte of eighths are clipped, others rounded to eighths.
        var large = patterns
        large.weights[1][7] = 40
        large.weights[1][8] = 0.3
        let read = try FlankPatterns(bytes: large.bytes())
        #expect(read.weights[1][7] == 15.875 && read.weights[1][8] == 0.25)
        func refused(_ text: String, _ tail: [UInt8] = []) -> Bool {
            (try? FlankPatterns(bytes: Array(text.utf8) + tail)) == nil
        }
        let names = "shapes " + FlankPatterns.shapes.map(\.name).joined(separator: " ") + "\n"
        let terms = "terms " + String(repeating: "0 ", count: FlankFeatures.count) + "\n"
        let weights = Array(bytes.suffix(167_265))
        #expect(!refused(names + terms + "eighths\n", weights))
        #expect(refused("shapes edge\n" + terms + "eighths\n", weights))
        #expect(refused(names + "eighths\n", weights))
        #expect(refused(names + terms + "eighths\n", Array(weights.dropLast())))
        #expect(refused(names + terms + "eighths\n", weights + [0]))
        #expect(refused(names + terms, weights))
        #expect(refused(names + "terms 1 2\n" + "eighths\n", weights))
        #expect(refused(names + terms + "weights\neighths\n", weights))
    }

    /// The fit on a few quick positions: the same samples and seed give the same weights, and on
    /// the positions it was fitted to it errs less than the terms alone.
    @Test func fit_smoke_isReproducible_andLearns() throws {
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let positions = training.positions(60, empties: 6...9, seed: 7)
        let samples = try training.label(positions, threads: 2, tableBytes: 1 << 20, limits: SearchLimits(stop: nil)) { _ in }
        let fit = FlankPatternFit(game: game)
        let once = fit.fit(samples, passes: 4, seed: 3)
        #expect(once == fit.fit(samples, passes: 4, seed: 3))
        var termsOnly = once
        termsOnly.weights = FlankPatterns().weights
        termsOnly.terms = FlankTraining.leastSquares(samples.map { sample in
            FlankTrainingTests.terms(game, sample.player, sample.opponent).map(Double.init)
        }, samples.map { Double($0.score) })
        #expect(fit.meanAbsoluteError(once, samples) < fit.meanAbsoluteError(termsOnly, samples))
    }

    /// The shipped pattern weights, on positions of played games (as they were fitted to) of
    /// another seed than the trainer's, solved here: they err less than the shipped terms-only
    /// weights, which err less than mobility alone.
    @Test func shippedPatterns_predictBetterThanTheTermsAlone_onHeldOutPositions() throws {
        let patterns = try #require(FlankPatterns.shipped)
        let weights = try #require(FlankWeights.shipped)
        let game = flankGame(8)
        let training = FlankTraining(game: game)
        let positions = training.positions(150, empties: 10...14, seed: 99, games: .played)
        let samples = try training.label(positions, threads: 2, tableBytes: 4 << 20, limits: SearchLimits(stop: nil)) { _ in }
        let pattern = FlankPatternFit(game: game).meanAbsoluteError(patterns, samples)
        let terms = training.meanAbsoluteError(weights, samples, mobilityOnly: false)
        let mobility = training.meanAbsoluteError(weights, samples, mobilityOnly: true)
        #expect(pattern < terms && terms < mobility, "patterns \(pattern), terms \(terms), mobility \(mobility) discs")
    }
}

/// The compiled evaluator reads the same configurations as the plain definition.
struct PatternEvaluatorTests {
    @Test func transposed_turnsTheBoardOverItsDiagonal() {
        var random = SplitMix64(seed: 11)
        for _ in 0..<50 {
            let bits = random.next()
            var naive: UInt64 = 0
            for square in 0..<64 where bits >> UInt64(square) & 1 == 1 {
                naive |= UInt64(1) << UInt64((square % 8) * 8 + square / 8)
            }
            #expect(PatternEvaluator.transposed(bits) == naive)
        }
    }

    @Test func shipped_readsTheBoardsCorners() throws {
        let game = flankGame(8)
        let shipped = try #require(PatternEvaluator.shipped)
        #expect(shipped.features.corners == game.corners && shipped.features.cells == game.cells)
    }

    @Test func configurations_matchTheDefinition_onRandomBoards() {
        let game = flankGame(8)
        let evaluator = PatternEvaluator(FlankPatterns(), features: FlankFeatures(cells: game.cells, corners: game.corners))
        var random = SplitMix64(seed: 12)
        for _ in 0..<200 {
            let a = random.next(), b = random.next()
            let player = a & b, opponent = a & ~b
            let pT = PatternEvaluator.transposed(player), oT = PatternEvaluator.transposed(opponent)
            for (i, instance) in FlankPatterns.instances.enumerated() {
                #expect(evaluator.configuration(i, player, opponent, pT, oT)
                    == FlankPatterns.configuration(instance.squares, player, opponent))
            }
        }
    }

    /// The compiled evaluation (bytes gathered by multiplication, tables per byte) gives the
    /// shipped patterns' estimate, in sixteenths of a disc, on random boards.
    @Test func shippedEvaluator_matchesThePatternsEstimate_onRandomBoards() throws {
        let patterns = try #require(FlankPatterns.shipped)
        let evaluator = try #require(PatternEvaluator.shipped)
        let scratch = UnsafeMutablePointer<Int>.allocate(capacity: FlankFeatures.count)
        defer { scratch.deallocate() }
        var random = SplitMix64(seed: 31)
        var distinct = Set<Int>()
        for _ in 0..<300 {
            let a = random.next(), b = random.next()
            let player = a & b, opponent = a & ~b
            evaluator.features.terms(player, opponent, into: scratch)
            let expected = patterns.estimate(player, opponent, terms: scratch) * 16
            let value = evaluator.value(player, opponent, scratch: scratch)
            distinct.insert(value)
            #expect(abs(Double(value) - expected) <= 1, "\(player) \(opponent)")
        }
        #expect(distinct.count > 100)
    }

    /// Configurations changed move by move match those read afresh, from both sides, along 40
    /// random games; taking each move back restores them.
    @Test func configurations_followMoves_asReadAfresh() throws {
        let evaluator = try #require(PatternEvaluator.shipped)
        let n = evaluator.instanceCount
        let mine = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * n), fresh = UnsafeMutablePointer<Int32>.allocate(capacity: 2 * n)
        defer {
            mine.deallocate()
            fresh.deallocate()
        }
        let theirs = mine + n
        let rays = FlankRays()
        var random = SplitMix64(seed: 5)
        var moves = 0
        for _ in 0..<40 {
            var player: UInt64 = 1 << 28 | 1 << 35, opponent: UInt64 = 1 << 27 | 1 << 36
            evaluator.configurations(player, opponent, mine: mine, theirs: theirs)
            var (a, b) = (mine, theirs)
            while true {
                let legal = FlankBits.moves(player, opponent, empties: ~(player | opponent))
                if legal == 0 { break }
                let pick = Int(random.next() % UInt64(legal.nonzeroBitCount))
                var rest = legal
                for _ in 0..<pick { rest &= rest - 1 }
                let x = rest.trailingZeroBitCount
                let f = rays.flips(x, player, opponent)
                let saved = Array(UnsafeBufferPointer(start: a, count: n)) + Array(UnsafeBufferPointer(start: b, count: n))
                evaluator.play(x, f, mover: a, other: b, sign: 1)
                evaluator.play(x, f, mover: a, other: b, sign: -1)
                #expect(Array(UnsafeBufferPointer(start: a, count: n)) + Array(UnsafeBufferPointer(start: b, count: n)) == saved)
                evaluator.play(x, f, mover: a, other: b, sign: 1)
                (player, opponent) = (opponent & ~f, player | f | UInt64.bit(x))
                (a, b) = (b, a)
                evaluator.configurations(player, opponent, mine: fresh, theirs: fresh + n)
                #expect(Array(UnsafeBufferPointer(start: a, count: n)) == Array(UnsafeBufferPointer(start: fresh, count: n)))
                #expect(Array(UnsafeBufferPointer(start: b, count: n)) == Array(UnsafeBufferPointer(start: fresh + n, count: n)))
                moves += 1
            }
        }
        #expect(moves > 1_000)
    }
}
