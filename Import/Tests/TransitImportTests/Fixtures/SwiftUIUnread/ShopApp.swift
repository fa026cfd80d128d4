import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { NavigationStack { CatalogView() } }
    }
}

struct Product: Identifiable, Hashable {
    let id: String
}

struct CheckoutError: Error, Identifiable {
    let id = 1
}

/// Routes through an object of the app's own: what `navigate(to:)` does is not read.
final class ShopRouter: ObservableObject {
    func navigate(to product: Product) {}
}
