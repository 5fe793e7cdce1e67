import Boards
import Games
import Search

extension Session {
    /// `analyze review`'s run: every game of the record files reviewed in turn, each review said
    /// on `console` as text (a blank line between games) or as one JSON object a game, problems
    /// on its error side. Fails with status 1 when some game could not be read or reviewed, and
    /// with 130 after Ctrl-C (the review in progress prints the moves it judged).
    public func reviewRecordFiles(_ files: [String], json: Bool, _ console: ToolConsole) throws(ToolFailure) {
        var ok = true
        var shown = 0
        for file in files {
            let read = reviewRecords(file) { event in
                if case .error(let text) = event {
                    console.err(text)
                } else if json, let object = event.json {
                    console.out(object.text)
                } else {
                    console.out((shown > 0 ? "\n" : "") + event.text)
                    shown += 1
                }
            }
            ok = ok && read
            if StopFlag.interrupt.isRaised { throw ToolFailure(status: 130) }
        }
        if !ok { throw ToolFailure() }
    }
}
