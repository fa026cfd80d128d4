// SPDX-License-Identifier: MIT
import Foundation

/// Reading ahead: the server has one loop, so long work looks at what has arrived meanwhile. A request the client
/// cancelled is answered without the work; an exploration on save stops when an edit, a save or the end comes in
/// (its answer would be stale; it runs again once edits settle) and answers the requests that come in meanwhile.
extension Server {
    /// The next message: one read ahead first, else from the input.
    func next(timeout: Double?) -> Transport.ReadResult {
        if readAheadHead < readAheadQueue.count {
            let r = readAheadQueue[readAheadHead]
            readAheadHead += 1
            if readAheadHead == readAheadQueue.count { readAheadQueue = []; readAheadHead = 0 }
            return r
        }
        return transport.read(timeout: timeout)
    }

    /// Reads every message that has arrived, without waiting, into the queue; notes cancellations of queued requests.
    func readAhead() {
        while readAheadQueue.last.map({ if case .closed = $0 { return false } else { return true } }) ?? true {
            let r = transport.read(timeout: 0)
            if case .idle = r { return }
            if case .message(let m) = r, m["method"] as? String == "$/cancelRequest",
               let id = (m["params"] as? [String: Any])?["id"], isQueuedRequest(id) {
                cancelled.insert(Server.key(id))
            }
            readAheadQueue.append(r)
        }
    }

    func isQueuedRequest(_ id: Any) -> Bool {
        let key = Server.key(id)
        return readAheadQueue[readAheadHead...].contains {
            if case .message(let m) = $0, let other = m["id"], m["method"] != nil { return Server.key(other) == key }
            return false
        }
    }

    /// An id as a set key: 1 and "1" are different ids.
    static func key(_ id: Any) -> String { (id as? String).map { "s" + $0 } ?? "n\(id)" }

    /// Messages after which an exploration under way is stale or not wanted.
    static func makesWorkStale(_ r: Transport.ReadResult) -> Bool {
        switch r {
        case .message(let m):
            // Without a method: an answer to nothing or an invalid request, answered at once.
            guard let method = m["method"] as? String else { return false }
            return method.hasPrefix("textDocument/did") || method.hasPrefix("workspace/didChange")
                || method == "exit" || method == "shutdown" || method == "initialize"
        case .malformed: return false
        case .closed, .idle: return true
        }
    }

    /// For the explorer: answers what came in meanwhile, and says to stop at the first message that makes the work
    /// stale (left in the queue, handled next).
    func stopForNewInput() -> Bool {
        readAhead()
        while readAheadHead < readAheadQueue.count {
            let r = readAheadQueue[readAheadHead]
            if Server.makesWorkStale(r) { return true }
            _ = next(timeout: 0)
            switch r {
            case .message(let m): _ = handle(m)
            case .malformed: sendParseError()
            case .idle, .closed: break
            }
        }
        return false
    }

    /// Explores the documents saved since their last exploration. One stopped by new input stays due.
    func exploreWhatIsDue() {
        for uri in exploreDue.sorted() {
            guard publish(uri, explore: true) else { return }
            exploreDue.remove(uri)
        }
    }
}
