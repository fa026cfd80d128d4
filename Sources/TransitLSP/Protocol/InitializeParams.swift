// SPDX-License-Identifier: MIT

/// `initialize`: what the client asks of the server (Transit reads its own option, `explore` on save).
struct InitializeParams: JSONDecodable {
    var exploreOnSave: Bool

    init?(json: Any?) {
        guard let o = json as? [String: Any] else { return nil }
        exploreOnSave = ((o["initializationOptions"] as? [String: Any])?["explore"] as? Bool) ?? false
    }
}
