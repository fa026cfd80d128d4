// SPDX-License-Identifier: MIT
import Foundation

/// The Language Server Protocol's framing over a pair of file descriptors: `Content-Length: N` headers, a blank
/// line, then N bytes of JSON.
public final class Transport {
    let input: Int32
    let output: Int32
    var buffer: [UInt8] = []
    /// True once the input was found not to be LSP framing (as opposed to simply ending).
    public private(set) var unusable = false
    /// Messages larger than this are refused (and the connection closed): a broken client cannot exhaust memory.
    public static let maxMessageBytes = 64 * 1024 * 1024

    public init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    public enum ReadResult {
        case message([String: Any])
        /// Nothing arrived within the timeout.
        case idle
        case closed
        /// A frame that is not JSON (or not an object): answered with a parse error, then reading goes on.
        case malformed
    }

    /// The next message, waiting at most `timeout` seconds for input (nil: wait as long as it takes).
    public func read(timeout: Double?) -> ReadResult {
        while true {
            if let frame = takeFrame() {
                guard let frame else { unusable = true; return .closed }
                if let object = Transport.object(frame) { return .message(object) }
                if let repaired = LoneSurrogates.repaired(frame), let object = Transport.object(repaired) { return .message(object) }
                return .malformed
            }
            var pfd = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&pfd, 1, timeout.map { Int32($0 * 1000) } ?? -1)
            if ready == 0 { return .idle }
            if ready < 0 { if errno == EINTR { continue }; return .closed }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = Foundation.read(input, &chunk, chunk.count)
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            if n <= 0 { return .closed }
            buffer += chunk[0..<n]
        }
    }

    static func object(_ bytes: [UInt8]) -> [String: Any]? {
        (try? JSONSerialization.jsonObject(with: Data(bytes))) as? [String: Any]
    }

    /// A complete frame from the buffer: nil when more input is needed, .some(nil) when the stream is unusable.
    func takeFrame() -> [UInt8]?? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard buffer.count >= 4, let end = (0...(buffer.count - 4)).first(where: { buffer[$0..<($0 + 4)].elementsEqual(separator) }) else {
            return buffer.count > 8192 ? .some(nil) : nil   // a header never ends: not LSP
        }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            if parts.count == 2, parts[0].lowercased() == "content-length" { length = Int(parts[1].trimmingCharacters(in: .whitespaces)) }
        }
        guard let length, length >= 0, length <= Transport.maxMessageBytes else { return .some(nil) }
        let start = end + 4
        guard buffer.count >= start + length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        buffer.removeFirst(start + length)
        return .some(body)
    }

    public func send(_ object: [String: Any]) {
        guard let body = JSONWriter.data(object)
                ?? (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])).map({ [UInt8]($0) })
        else { return }
        let bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        // Written from an offset: removing what was written from the front would copy a large answer once per write.
        var done = 0
        while done < bytes.count {
            let n = bytes.withUnsafeBytes { write(output, $0.baseAddress! + done, bytes.count - done) }
            if n < 0, errno == EINTR || errno == EAGAIN { continue }
            if n <= 0 { return }
            done += n
        }
    }
}
