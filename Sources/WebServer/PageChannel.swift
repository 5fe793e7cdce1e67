import HummingbirdCore
import Logging
import NIOCore
import NIOHTTPTypes

/// Each connection's pipeline: Hummingbird's HTTP/1.1 channel with the head limits of
/// `ServerLimits`, its idle timeout, and the two handlers that answer an overlong head 414 or 431.
struct PageChannel: ServerChildChannel {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let http: HTTP1Channel

    init(responder: @escaping HTTPChannelHandler.Responder, limits: ServerLimits) {
        // The handler list is an autoclosure: each connection gets handlers of its own.
        let configuration = HTTP1Channel.Configuration(
            additionalChannelHandlers: [HeadLimitAnswer(limits: limits)],
            idleTimeout: .milliseconds(Int64(limits.idleSeconds * 1_000)),
            httpDecoderConfiguration: .init(
                maxHeaderFieldSize: limits.lineBytes, maxHeaderListSize: limits.headBytes,
                maxHeaderFieldCount: limits.headerCount))
        http = HTTP1Channel(responder: responder, configuration: configuration)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        do {
            // First in the pipeline, before the HTTP decoder that `http` adds after it.
            try channel.pipeline.syncOperations.addHandler(HeadLineCounter())
        } catch {
            return channel.eventLoop.makeFailedFuture(error)
        }
        return http.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await http.handle(value: value, logger: logger)
    }
}
