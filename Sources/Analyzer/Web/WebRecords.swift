/// `POST /api/open`: the games of a record file sent as the body, for the page to step through.
enum WebRecords {
    static func open(_ request: WebRequest) throws(WebFailure) -> WebResponse {
        guard let name = request.query["name"], !name.isEmpty else {
            throw WebFailure(400, "open needs the file's name, for its format: /api/open?name=game.ggf")
        }
        guard request.body.count <= WebAPI.largestBody else { return WebAPI.bodyTooLarge }
        let file: RecordFile
        if name.lowercased().hasSuffix(".wtb") {
            file = WTHORReader.read(request.body, file: name)
        } else if name.lowercased().hasSuffix(".obf") {
            throw WebFailure(400, "an OBF file holds positions, not games (open reads GGF and WTHOR .wtb files)")
        } else {
            guard let text = String(validating: request.body, as: UTF8.self) else {
                throw WebFailure(400, "\(name) is not UTF-8 text (a GGF file; WTHOR files end in .wtb)")
            }
            file = GGFReader.read(text, file: name)
        }
        var errors = file.errors.map(\.message)
        var games: [JSON] = []
        for game in file.games {
            // The page's address holds a game and its moves from the usual start, nothing else.
            guard game.start == .standard else {
                errors.append("game \(game.number): starts from another position; the page plays from the usual start only (analyze review reads it)")
                continue
            }
            var pairs: [(String, JSON)] = [("index", .int(game.number)), ("game", .string("reversi")),
                ("moves", .array(game.moves.map { .string($0) }))]
            if let black = game.black { pairs.append(("black", .string(black))) }
            if let white = game.white { pairs.append(("white", .string(white))) }
            games.append(.object(pairs))
        }
        return .json(.object([("games", .array(games)), ("errors", .array(errors.map { .string($0) }))]))
    }
}
