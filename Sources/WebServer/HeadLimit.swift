import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Before the HTTP decoder: passes a request's head on one line at a time, counting the lines,
/// so that when the decoder finds the head too long (`HeadLimitAnswer`), the count tells a
/// request line too long (414) from headers too long (431). The body passes whole.
final class HeadLineCounter: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    /// Whether the bytes arriving belong to a request's head (set by `HeadLimitAnswer`, which
    /// sees the decoded parts).
    var inHead = true
    /// The complete lines of the current head passed on so far.
    var lines = 0

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        // A line feed is counted only once the line before it has reached the decoder, so a
        // count of 0 at an overflow means the request line itself was too long.
        while inHead, let end = bytes.readableBytesView.firstIndex(of: UInt8(ascii: "\n")) {
            let length = end - bytes.readerIndex + 1
            guard let line = bytes.readSlice(length: length) else { break }
            context.fireChannelRead(wrapInboundOut(line))
            lines += 1
        }
        if bytes.readableBytes > 0 { context.fireChannelRead(wrapInboundOut(bytes)) }
    }
}

/// After the HTTP decoder: answers a head over the limits with 414 or 431 and a line saying
/// which limit, then closes the connection; and tells `HeadLineCounter` where heads begin and end.
final class HeadLimitAnswer: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    let limits: ServerLimits

    /// The connection's line counter, first in its pipeline (`PageChannel`).
    private var counter: HeadLineCounter?

    init(limits: ServerLimits) { self.limits = limits }

    func handlerAdded(context: ChannelHandlerContext) {
        counter = try? context.pipeline.syncOperations.handler(type: HeadLineCounter.self)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: counter?.inHead = false
        case .end:
            counter?.inHead = true
            counter?.lines = 0
        case .body: break
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard let parserError = error as? HTTPParserError, parserError == .headerOverflow else {
            context.fireErrorCaught(error)
            return
        }
        let requestLine = (counter?.lines ?? 1) == 0
        let status: HTTPResponse.Status = requestLine ? .uriTooLong : .requestHeaderFieldsTooLarge
        let text = requestLine
            ? "the request line is over \(limits.lineBytes) bytes"
            : "the request's headers are over \(limits.headBytes) bytes, \(limits.lineBytes) a line or \(limits.headerCount) lines"
        let body = ByteBuffer(string: #"{"error":"\#(text)"}"# + "\n")
        let head = HTTPResponse(status: status, headerFields: [
            .contentType: "application/json", .contentLength: "\(body.readableBytes)", .connection: "close",
        ])
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(body)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        // The decoder reads nothing more of this connection: end it once the answer is written.
        context.close(promise: nil)
    }
}
