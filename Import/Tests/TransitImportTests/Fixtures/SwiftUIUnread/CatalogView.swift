import SwiftUI

struct CatalogView: View {
    @StateObject private var router = ShopRouter()
    @State private var selected: Product?
    @State private var checkoutError: CheckoutError?
    @State private var showingCart = false
    @State private var showingDetail = false
    @State private var isMember = false
    let products: [Product] = []

    var body: some View {
        List(products) { product in
            NavigationLink(value: product) { Text(product.id) }
            Button("Quick look") { selected = product }
            Button("Open in router") { router.navigate(to: product) }
        }
        .navigationDestination(for: Product.self) { ProductView(product: $0) }
        .sheet(item: $selected) { product in ProductView(product: product) }
        .sheet(isPresented: $showingCart) {
            if isMember { MemberCartView() } else { CartView() }
        }
        .alert(item: $checkoutError) { _ in Alert(title: Text("Checkout failed")) }
        .navigationDestination(isPresented: $showingDetail) { DeliveryView() }
        .toolbar {
            Button("Cart") { showingCart = true }
            Button("Delivery") { showingDetail = true }
            Button("Checkout") {
                if isMember { showingDetail = true } else { showingCart = true }
            }
        }
        .onOpenURL { _ in showingCart = true }
        .promotionBanner()
    }
}

struct ProductView: View {
    let product: Product
    @State private var related: Product?
    var body: some View {
        Text(product.id)
            .navigationDestination(item: $related) { ProductView(product: $0) }
    }
}

struct CartView: View { var body: some View { Text("Cart") } }
struct MemberCartView: View { var body: some View { Text("Members") } }
struct DeliveryView: View { var body: some View { Text("Delivery") } }
