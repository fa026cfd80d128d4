// SPDX-License-Identifier: MIT
/// What a feature coordinator reports to its parent with `terminate`.
enum ResultKind: Equatable {
    /// A tab's coordinator: it never terminates.
    case none
    case bool
    /// `Outcome<index>`.
    case outcome(Int)
    /// `Result<Outcome<e>, Failure<f>>`.
    case result(Int, Int)
}
