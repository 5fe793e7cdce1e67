import Boards

/// Fits `FlankPatterns` to positions the exact solver labels. Every position also counts in its
/// seven mirror images (the same score), so a shape's weights come out nearly symmetric. The terms
/// are fitted by least squares; the pattern weights by stochastic gradient descent on what the
/// terms leave (a seeded order, so the same samples give the same weights); then the terms again
/// on what the patterns leave.
public struct FlankPatternFit: Sendable {
    let game: FlankGame
    let features: FlankFeatures

    public init(game: FlankGame) {
        self.game = game
        features = FlankFeatures(cells: game.cells, corners: game.corners)
    }

    /// The samples in their eight images: per image the configurations of every instance, the
    /// terms and the score.
    struct Table {
        var configurations: [Int32] = []
        var terms: [Double] = []
        var scores: [Double] = []
        var count: Int { scores.count }
    }

    func table(_ samples: [FlankTraining.Sample]) -> Table {
        var table = Table()
        let instances = FlankPatterns.instances
        let values = UnsafeMutablePointer<Int>.allocate(capacity: FlankFeatures.count)
        defer { values.deallocate() }
        for sample in samples {
            for symmetry in FlankPatterns.symmetryOrder {
                let player = game.image(of: sample.player, symmetry: symmetry)
                let opponent = game.image(of: sample.opponent, symmetry: symmetry)
                for instance in instances {
                    table.configurations.append(Int32(FlankPatterns.configuration(instance.squares, player, opponent)))
                }
                features.terms(player, opponent, into: values)
                for i in 0..<FlankFeatures.count { table.terms.append(Double(values[i])) }
                table.scores.append(Double(sample.score))
            }
        }
        return table
    }

    /// The weights fitted to `samples`; `progress` hears each finished pass (of `passes`).
    public func fit(_ samples: [FlankTraining.Sample], passes: Int = 12, seed: UInt64 = 1,
        progress: (Int) -> Void = { _ in }) -> FlankPatterns
    {
        let table = table(samples)
        var patterns = FlankPatterns()
        let width = FlankFeatures.count, per = FlankPatterns.instances.count
        let shapeOf = FlankPatterns.instances.map(\.shape)
        func termsPart(_ i: Int) -> Double {
            var sum = 0.0
            for j in 0..<width { sum += patterns.terms[j] * table.terms[i * width + j] }
            return sum
        }
        func patternPart(_ i: Int) -> Double {
            var sum = 0.0
            for k in 0..<per { sum += Double(patterns.weights[shapeOf[k]][Int(table.configurations[i * per + k])]) }
            return sum
        }
        func fitTerms() {
            let rows = (0..<table.count).map { i in Array(table.terms[i * width..<(i + 1) * width]) }
            let targets = (0..<table.count).map { table.scores[$0] - patternPart($0) }
            patterns.terms = FlankTraining.leastSquares(rows, targets)
        }
        fitTerms()
        var fixed = (0..<table.count).map(termsPart)
        var random = SplitMix64(seed: seed)
        var order = Array(0..<table.count)
        var rate: Float = 0.004
        for pass in 0..<passes {
            for i in stride(from: order.count - 1, to: 0, by: -1) {
                order.swapAt(i, Int(random.next() % UInt64(i + 1)))
            }
            for i in order {
                let error = Float(table.scores[i] - fixed[i] - patternPart(i)) * rate
                for k in 0..<per { patterns.weights[shapeOf[k]][Int(table.configurations[i * per + k])] += error }
            }
            rate *= 0.8
            if pass == passes / 2 {
                fitTerms()
                fixed = (0..<table.count).map(termsPart)
            }
            progress(pass + 1)
        }
        fitTerms()
        return patterns
    }

    /// The mean absolute error in discs of `patterns` over `samples` (as they are, no images).
    public func meanAbsoluteError(_ patterns: FlankPatterns, _ samples: [FlankTraining.Sample]) -> Double {
        guard !samples.isEmpty else { return 0 }
        let values = UnsafeMutablePointer<Int>.allocate(capacity: FlankFeatures.count)
        defer { values.deallocate() }
        var total = 0.0
        for sample in samples {
            features.terms(sample.player, sample.opponent, into: values)
            total += abs(patterns.estimate(sample.player, sample.opponent, terms: values) - Double(sample.score))
        }
        return total / Double(samples.count)
    }
}
