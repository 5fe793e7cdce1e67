/// `POST /api/open`: the games of a record file sent as the body, for the page to step through.
enum WebRecords {
    static func open(_ request: WebRequest) throws(WebFailure) -> WebResponse {
        guard let name = request.query["name"], !name.isEmpty else {
            throw WebFailure(400, "open needs the file's name, for its format: /api/open?name=game.ggf")
        }
        guard request.body.count <= WebAPI.largestBody else { return WebAPI.bodyTooLarge }
        let file: RecordFile
        do {
            file = try RecordFiles.read(request.body, name: name)
        } catch {
            throw WebFailure(400, "\(name): \(error.reason)")
        }
        var errors = file.errors.map(\.message)
        var games: [JSON] = []
        for game in file.games {
            // The page's address holds a game and its moves from the usual start, nothing else.
            guard game.start == .standard else {
                errors.append("game \(game.number): starts from another position; the page plays from the usual start only (analyze review reads it)")
                continue
            }
            var pairs: [(String, JSON)] = [("index", .int(game.number)), ("game", .string(StandardGames.records ?? "")),
                ("moves", .array(game.moves.map { .string($0) }))]
            if let black = game.black { pairs.append(("black", .string(black))) }
            if let white = game.white { pairs.append(("white", .string(white))) }
            games.append(.object(pairs))
        }
        return .json(.object([("games", .array(games)), ("errors", .array(errors.map { .string($0) }))]))
    }
}
