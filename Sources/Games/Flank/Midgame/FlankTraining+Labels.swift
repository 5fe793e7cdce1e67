/// The labelled positions as a text file, so a new fit need not solve them again.
///
/// Format (UTF-8): a first line `# analyze labels: MADE` (MADE: the game and the options that
/// chose the positions), then one line per position: the bits of the side to move and of the other
/// side in hexadecimal, and the exact final disc difference for the side to move.
extension FlankTraining {
    /// The file's text for `samples`, made as `made` says.
    public static func text(_ samples: [Sample], made: String) -> String {
        var lines = ["# analyze labels: \(made)"]
        lines.reserveCapacity(samples.count + 1)
        for sample in samples {
            lines.append(String(sample.player, radix: 16) + " " + String(sample.opponent, radix: 16) + " \(sample.score)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The samples of a labels file made as `made` on a board of `cells`; nil when the file was
    /// made otherwise or a line is not a position of that board.
    public static func samples(text: String, made: String, cells: UInt64) -> [Sample]? {
        var lines = text.split(separator: "\n")
        guard let first = lines.first, first == "# analyze labels: \(made)" else { return nil }
        lines.removeFirst()
        var samples: [Sample] = []
        samples.reserveCapacity(lines.count)
        let most = cells.nonzeroBitCount
        for line in lines {
            let words = line.split(separator: " ")
            guard words.count == 3, let player = UInt64(words[0], radix: 16), let opponent = UInt64(words[1], radix: 16),
                let score = Int(words[2]), player & opponent == 0, (player | opponent) & ~cells == 0, abs(score) <= most
            else { return nil }
            samples.append(Sample(player: player, opponent: opponent, score: score,
                empties: (cells & ~(player | opponent)).nonzeroBitCount))
        }
        return samples
    }
}
