// SPDX-License-Identifier: MIT
import TransitLanguage

extension StaticChecks {
    /// T157: a route value the flow appends that no screen declares a destination for. SwiftUI then pushes nothing
    /// (a link cannot be activated; a path holds a value the stack does not show), wherever the stack is.
    mutating func checkRouteDestinations() {
        // T158: SwiftUI logs it for every such modifier, and sees it only while its row is rendered.
        for n in flow.screenOrder {
            for d in flow.screens[n]?.destinations ?? [] {
                guard let lazy = d.lazy, case .enumCase(let t, let c) = d.value else { continue }
                diags.report(SwiftUIMessage.destinationInLazyContainer(type: t, case: c), at: lazy)
            }
        }
        var declared: Set<Value> = []
        for s in flow.screens.values { for d in s.destinations { declared.insert(d.value) } }
        var reported: Set<Value> = []
        for body in flow.everyBody {
            body.forEachNested { e in
                guard case .appendPath(_, .constant(let v)) = e.kind, case .enumCase(let t, let n) = v,
                      !declared.contains(v), reported.insert(v).inserted else { return }
                diags.report(SwiftUIMessage.noDestinationForRoute(".\(n)", type: t), at: e.span)
            }
        }
    }
}
