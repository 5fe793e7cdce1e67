import Boards
@testable import Games

/// A slow, plain model of the sowing rules, written apart from the family's bit-packed kernel:
/// one array of `2 * pits + 2` counts, X's pits a, b, ... then X's store, then O's pits and O's
/// store, sowing by index round the ring. Rules as docs/rules.md states them.
struct SowReference {
    struct Rules {
        var pits: Int
        var stores = true
        var skipOrigin = false
        var skipOpponentStore = true
        var extraTurn = true
        var capture = "opposite"
        var grandSlam = "nothing"
        var finish = "sweep"
    }

    struct State: Hashable {
        var board: [Int]
        /// 0: X to move, 1: O.
        var mover: Int
        var over = false
        /// Without stores, the plies since the last capture; 100 end the game.
        var quiet = 0
    }

    let rules: Rules
    var n: Int { rules.pits }

    func pit(_ side: Int, _ i: Int) -> Int { side * (n + 1) + i }
    func store(_ side: Int) -> Int { side * (n + 1) + n }
    func seeds(_ state: State, _ side: Int) -> Int { (0..<n).reduce(0) { $0 + state.board[pit(side, $1)] } }

    /// The board after sowing `i` (the capture made), where the last seed fell, and whether the
    /// capture was a grand slam, before the turn passes.
    func sow(_ state: State, _ i: Int) -> (board: [Int], last: Int, grandSlam: Bool) {
        var b = state.board
        let me = state.mover, you = 1 - me
        let origin = pit(me, i)
        var count = b[origin]
        b[origin] = 0
        var at = origin
        while count > 0 {
            at = (at + 1) % (2 * n + 2)
            if at == store(me) && !rules.stores { continue }
            if at == store(you) && (!rules.stores || rules.skipOpponentStore) { continue }
            if at == origin && rules.skipOrigin { continue }
            b[at] += 1
            count -= 1
        }
        var slam = false
        if rules.capture == "opposite" || rules.capture == "opposite-any", (0..<n).contains(at - me * (n + 1)), b[at] == 1 {
            let i = at - me * (n + 1)
            let across = pit(you, n - 1 - i)
            if b[across] > 0 || rules.capture == "opposite-any" {
                b[store(me)] += 1 + b[across]
                b[at] = 0
                b[across] = 0
            }
        }
        if rules.capture == "two-three", (0..<n).contains(at - you * (n + 1)) {
            var taken: [Int] = []
            var j = at - you * (n + 1)
            while j >= 0, b[pit(you, j)] == 2 || b[pit(you, j)] == 3 {
                taken.append(pit(you, j))
                j -= 1
            }
            let total = taken.reduce(0) { $0 + b[$1] }
            let all = total > 0 && total == (0..<n).reduce(0) { $0 + b[pit(you, $1)] }
            slam = all
            if total > 0 && (!all || rules.grandSlam == "allowed") {
                for k in taken {
                    b[store(me)] += b[k]
                    b[k] = 0
                }
            }
        }
        return (b, at, slam)
    }

    /// The legal pits of the side to move.
    func moves(_ state: State) -> [Int] {
        if state.over || (!rules.stores && state.quiet >= 100) { return [] }
        let me = state.mover, you = 1 - me
        if rules.finish == "sweep" && (seeds(state, 0) == 0 || seeds(state, 1) == 0) { return [] }
        var list = (0..<n).filter { state.board[pit(me, $0)] > 0 }
        if rules.finish == "feed" && seeds(state, you) == 0 {
            list = list.filter { i in (0..<n).contains { sow(state, i).board[pit(you, $0)] > 0 } }
        }
        if rules.grandSlam == "forbidden" && rules.capture == "two-three" {
            let kept = list.filter { !sow(state, $0).grandSlam }
            if !kept.isEmpty { list = kept }
        }
        return list
    }

    func sweep(_ board: [Int]) -> [Int] {
        var b = board
        for side in 0..<2 {
            for i in 0..<n {
                b[store(side)] += b[pit(side, i)]
                b[pit(side, i)] = 0
            }
        }
        return b
    }

    func play(_ state: State, _ i: Int) -> State {
        let (board, last, _) = sow(state, i)
        var next = State(board: board, mover: state.mover)
        if !rules.stores { next.quiet = board[store(state.mover)] > state.board[store(state.mover)] ? 0 : min(state.quiet + 1, 100) }
        if rules.finish == "sweep" && (seeds(next, 0) == 0 || seeds(next, 1) == 0) {
            return State(board: sweep(board), mover: 1 - state.mover, over: true, quiet: next.quiet)
        }
        if !(rules.extraTurn && last == store(state.mover)) { next.mover = 1 - state.mover }
        if (rules.finish == "feed" || !rules.stores) && moves(next).isEmpty {
            next.board = sweep(board)
            next.over = true
        }
        return next
    }

    /// The final store difference for the side to move under perfect play, memoized.
    func value(_ state: State, _ memo: inout [State: Int]) -> Int {
        if let known = memo[state] { return known }
        let list = moves(state)
        var best: Int
        if list.isEmpty {
            let b = sweep(state.board)
            best = b[store(state.mover)] - b[store(1 - state.mover)]
        } else {
            best = Int.min
            for i in list {
                let next = play(state, i)
                let v = value(next, &memo)
                best = max(best, next.mover == state.mover ? v : -v)
            }
        }
        memo[state] = best
        return best
    }

    /// The state of a family position.
    func state(_ position: SowPosition) -> State {
        let x = position.side(of: .x), o = position.side(of: .o)
        var board: [Int] = []
        for side in [x, o] {
            board += (0..<n).map { Int(side.pits >> (8 * UInt64($0)) & 0xFF) }
            board.append(side.store)
        }
        return State(board: board, mover: position.mover == .x ? 0 : 1, quiet: Int(position.quiet))
    }
}
