// SPDX-License-Identifier: MIT

/// One entry of `didChange`'s `contentChanges`: a range replaced with text, or (no range) the whole text.
struct ContentChange {
    var range: LSPRange?
    var text: String

    /// A change that is not well formed (no text; a range that is not an object, or whose start or end is missing,
    /// negative or not an integer) is refused, with why: applying a fragment as the whole document would leave every
    /// later answer computed on the wrong text.
    static func read(_ json: Any) -> Result<ContentChange, Refusal> {
        guard let o = json as? [String: Any], let text = o["text"] as? String else { return .failure(Refusal("a content change without a 'text' string")) }
        guard let given = o["range"] else { return .success(ContentChange(range: nil, text: text)) }
        guard given is [String: Any] else { return .failure(Refusal("a content change whose 'range' is not an object")) }
        guard let range = LSPRange(json: given) else {
            return .failure(Refusal("a content change whose range has no valid 'start' and 'end' (lines and characters are integers from 0)"))
        }
        return .success(ContentChange(range: range, text: text))
    }

    struct Refusal: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
