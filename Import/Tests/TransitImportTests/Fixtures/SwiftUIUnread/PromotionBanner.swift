import SwiftUI

/// A modifier, not a view: the draft does not read what it presents.
struct PromotionBanner: ViewModifier {
    @State private var showingOffer = false
    func body(content: Content) -> some View {
        content.sheet(isPresented: $showingOffer) { Text("Offer") }
    }
}

extension View {
    func promotionBanner() -> some View { modifier(PromotionBanner()) }
}
