import Boards
import Foundation
import Games
import Language
import ResultCache
import Search

extension Session {
    /// The first line of a census part's key in the results database (the packing's version, as
    /// `censusKeyPrefix`), and whether its keys are classes; the part's start is the position.
    static func censusPartKeyPrefix(classes: Bool) -> String { "census part 1" + (classes ? " classes" : "") }

    /// A kept part's values from the text stored for it (its bytes in base64), or nil.
    static func censusPart(from text: String) -> CensusValues? {
        Data(base64Encoded: text).flatMap { CensusValues(bytes: [UInt8]($0)) }
    }

    /// `count --values --split PLIES`: the census in parts, one a position PLIES moves ahead
    /// (`CensusSplitting`). Where statements use the results database, each part is read from it
    /// when kept there, else claimed, made and kept, so that every process sharing the database
    /// (a PostgreSQL one, on many machines) makes the parts no other has claimed, and waits for
    /// the parts others are making; then the census is finished from the parts' union and kept
    /// as `count --values` keeps one. Without the database, the parts are made here one by one.
    func census(_ keyword: Word, split plies: Int) throws(Diagnostic) -> Reply {
        let mover = play.sideToMove
        let clock = ContinuousClock.now
        var census: CensusCount
        // The progress line says which part is being made.
        defer { options.progress?.stage = "" }
        do throws(SearchStop) {
            let split = try play.censusSplit(plies: plies, classes: nil, limits: options.limits)
            let store = options.statementsUseCache ? options.cache : nil
            var jobs = CensusJobs(split: split, store: store,
                rules: ruleKey(first: Self.censusPartKeyPrefix(classes: split.classes)), game: play.gameName)
            let union = try jobs.run(budget: options.budget, limits: options.limits) { say($0) }
            options.progress?.stage = "census: the positions nearer the start"
            census = try split.finish(union, memory: jobs.room(options.budget),
                limits: options.limits, keep: store != nil)
            census.peakBytes = max(census.peakBytes + union.bytesHeld, jobs.peakBytes)
            census.seconds = (ContinuousClock.now - clock).seconds
            census.split = CensusCount.Split(plies: plies, parts: split.parts.count, made: jobs.made, read: jobs.read)
        } catch {
            throw keyword.error("count --values stopped: \(error)")
        }
        keepCensus(census)
        return .census(census, mover: mover)
    }
}

/// The parts of one split census, made here or read from the results database that processes
/// share: each part's row is claimed before it is made, so that no two processes make it.
struct CensusJobs {
    let split: any CensusSplitting
    /// The results database, where statements use it; nil: every part is made here.
    let store: (any ResultStore)?
    /// The parts' rule-set key (nil: the game was redefined, so nothing is kept).
    let rules: String?
    let game: String
    private(set) var made = 0
    private(set) var read = 0
    /// The most bytes a part made here held at once, with the union held beside it.
    private(set) var peakBytes = 0
    private var union = CensusUnion()

    init(split: any CensusSplitting, store: (any ResultStore)?, rules: String?, game: String) {
        (self.split, self.store, self.rules, self.game) = (split, store, rules, game)
    }

    /// What the budget leaves a part, with the union held and room to merge it once more.
    func room(_ budget: MemoryBudget) -> Int { max(0, budget.available - 2 * union.bytesHeld) }

    /// Every part's values merged (empty where there are no parts): each read where kept, else made
    /// here once its claim is had; parts another process holds are waited for, pass after pass,
    /// until they are kept or their claims lapse. `say` gets a note on the first wait.
    mutating func run(budget: MemoryBudget, limits: SearchLimits, say: (String) -> Void) throws(SearchStop) -> CensusUnion {
        var left = Array(split.parts.indices)
        var backoff = Backoff()
        var waited = false
        while !left.isEmpty {
            var elsewhere: [Int] = []
            // In order, but past a part another process holds, from the middle of the largest
            // stretch not yet tried: that process goes on from where it is, and each makes parts
            // that follow one another, which share the most positions (a part skips those its
            // process valued before).
            var tried = [Bool](repeating: false, count: left.count)
            var next = 0
            for _ in left.indices {
                if next == left.count || tried[next] { next = Self.middleOfLargestStretch(tried) }
                tried[next] = true
                if try take(left[next], budget: budget, limits: limits) {
                    next += 1
                } else {
                    elsewhere.append(left[next])
                    next = left.count
                }
            }
            left = elsewhere.sorted()
            guard !left.isEmpty else { break }
            if !waited {
                say("note: other processes sharing the results database are making \(left.count) of the census's parts; waiting for them")
                waited = true
            }
            limits.progress?.stage = "census: waiting for \(left.count) parts other processes are making"
            try backoff.wait(limits)
        }
        return union
    }

    /// The middle of the longest run of parts not tried (the first such run on a tie).
    static func middleOfLargestStretch(_ tried: [Bool]) -> Int {
        var best = (start: 0, length: 0)
        var start = 0
        for i in 0...tried.count {
            if i < tried.count && !tried[i] { continue }
            if i - start > best.length { best = (start, i - start) }
            start = i + 1
        }
        return best.start + best.length / 2
    }

    /// Part `index` read from the database, or made here; false when another process holds its claim.
    private mutating func take(_ index: Int, budget: MemoryBudget, limits: SearchLimits) throws(SearchStop) -> Bool {
        let position = split.parts[index]
        if let store, let rules {
            let text = store.noting(or: nil) { () throws(CacheError) in try store.lookup(rules: rules, position: position) }
            if let text {
                // A row that does not read back (damaged, or of another layout) is made again.
                if let part = Session.censusPart(from: text) {
                    try union.add(part)
                    read += 1
                    return true
                }
            } else if !store.noting(or: true, { () throws(CacheError) in try store.claim(rules: rules, position: position, game: game) }) {
                return false
            }
        }
        let held = union.bytesHeld
        limits.progress?.stage = "census: part \(index + 1) of \(split.parts.count) (\(made) made here, \(read) read)"
        let part: CensusCount
        do {
            // Ctrl-C and the time limit are heard between parts too (a small part polls none).
            try limits.check(nodes: 0, cap: nil)
            part = try split.part(index, known: union, memory: room(budget), limits: limits)
        } catch {
            if let store, let rules { store.noting(or: ()) { () throws(CacheError) in try store.release(rules: rules, position: position) } }
            throw error
        }
        guard let values = part.values else { throw .tooLarge("a part of the census kept no values") }
        peakBytes = max(peakBytes, part.peakBytes + held)
        if let store, let rules {
            let text = Data(values.bytes).base64EncodedString()
            store.noting(or: ()) { () throws(CacheError) in try store.store(rules: rules, position: position, game: game, result: text) }
        }
        try union.add(values)
        made += 1
        return true
    }
}
