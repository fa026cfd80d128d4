import SwiftUI

enum Route: Hashable {
    case recipe
    case author
    case settings
}

/// Holds the stack's path for the whole app: a deep link or a view far down can change it.
@MainActor
final class Router: ObservableObject {
    @Published var path: [Route] = []
}
