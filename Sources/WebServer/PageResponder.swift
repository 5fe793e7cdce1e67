import Analyzer
import Hummingbird
import HTTPTypes
import NIOCore

/// Every request: the page's files, or the API.
struct PageResponder: HTTPResponder {
    typealias Context = BasicRequestContext
    let api: WebAPI

    func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        let isHead = request.method == .head
        if let asset = PageAssets.file(path) {
            guard request.method == .get || isHead else {
                return reply(WebResponse(status: 405, contentType: "text/plain; charset=utf-8", body: Array("\(path) takes GET\n".utf8)), head: isHead)
            }
            return reply(WebResponse(status: 200, contentType: asset.type, body: asset.bytes), head: isHead)
        }
        // A body larger than the API takes is refused before it is read.
        if let length = request.headers[.contentLength].flatMap(Int.init), length > WebAPI.largestBody {
            return reply(WebAPI.bodyTooLarge, head: isHead)
        }
        // The body is read a part at a time and refused as soon as it passes the limit, so a
        // chunked body (which states no length) is never held whole either.
        var body: [UInt8] = []
        if request.method == .post {
            for try await part in request.body {
                body += part.readableBytesView
                if body.count > WebAPI.largestBody { return reply(WebAPI.bodyTooLarge, head: isHead) }
            }
        }
        let items = request.uri.queryParameters.map { (name: String($0.key), value: String($0.value)) }
        let answer = await api.respond(WebRequest(method: request.method.rawValue, path: path, queryItems: items, body: body))
        return reply(answer, head: isHead)
    }

    private func reply(_ response: WebResponse, head: Bool) -> Response {
        let status = HTTPResponse.Status(code: response.status)
        let bytes = ByteBuffer(bytes: response.body)
        var fields: HTTPFields = [.contentType: response.contentType, .cacheControl: "no-store"]
        if head { fields[.contentLength] = "\(bytes.readableBytes)" }
        return Response(status: status, headers: fields, body: head ? ResponseBody() : ResponseBody(byteBuffer: bytes))
    }
}
