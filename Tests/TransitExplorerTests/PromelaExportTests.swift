// SPDX-License-Identifier: MIT
import Testing
import TransitTestSupport
import TransitEngine
import TransitModel
import TransitPresentation

/// `transit export --format promela`: what it writes for the navigation subset, and what it refuses.
struct PromelaExportTests {
    @Test func aFlowWithCoordinatorsIsRefusedWithThePlaceOfEach() throws {
        let o = FlowLoader.load([root + "/flows/tasks.flow"])
        let result = PromelaExport.document(flow: o.flow, name: "Tasks")
        guard case .failure(let refusal) = result else { Issue.record("tasks.flow was exported"); return }
        #expect(refusal.reasons.contains { $0.hasSuffix("coordinator 'ListCoordinator'") && $0.contains("tasks.flow:") })
        #expect(refusal.description.hasPrefix("the Promela export covers"))
    }

    @Test func aRequirementTheModelCannotSayIsRefusedAndTheOthersBecomeAssertions() throws {
        let flow = """
        app A { launch Home withNavigation }
        screen Home { action open { push Detail } }
        screen Detail { }
        require never2 { never count(Detail) > 1 }
        require opens { after Home.open: top(Detail) && stack(Home, Detail) }
        require detail { reachable top(Detail) }

        """
        let ok = FlowLoader.load(source: flow)
        let model = try PromelaExport.document(flow: ok.flow, name: "A").get()
        #expect(model.contains("if :: REQ == 0 || REQ == 1 -> assert(!R_never2) :: else -> skip fi"))
        #expect(model.contains("refresh(); if :: REQ == 0 || REQ == 2 -> assert(R_opens) :: else -> skip fi }   /* tap Home.open */"))
        #expect(model.contains("if :: REQ == 3 -> assert(!R_detail) :: else -> skip fi"))
        let o = FlowLoader.load(source: flow + """
        require back { reach top(Home) within 1 }
        require shownHome { always shown(Home) }
        """)
        guard case .failure(let refusal) = PromelaExport.document(flow: o.flow, name: "A") else { Issue.record("exported"); return }
        #expect(refusal.reasons.count == 2, "\(refusal.reasons)")
        #expect(refusal.reasons.contains { $0.contains("requirement 'back': 'reach … within'") })
        #expect(refusal.reasons.contains { $0.contains("requirement 'shownHome': shown(…)") })
    }

    @Test func everyStatementOutsideTheSubsetIsNamed() {
        let o = FlowLoader.load(source: """
        app A { launch Home withNavigation }
        screen Home {
          action open { push Detail(id: "1") }
          action two { push Other; pop }
        }
        screen Detail(id: String) { }
        screen Other { action x { push Other repeatable } }
        """)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        guard case .failure(let refusal) = PromelaExport.document(flow: o.flow, name: "A") else {
            Issue.record("exported"); return
        }
        #expect(refusal.reasons.count == 4, "\(refusal.reasons)")
        #expect(refusal.reasons.contains { $0.contains("more than one statement in action 'Home.two'") })
        #expect(refusal.reasons.contains { $0.contains("inputs on screen 'Detail'") })
        #expect(refusal.reasons.contains { $0.contains("'repeatable'") })
    }

    @Test func aTabBarOfStacksBecomesOneStackPerTabAndOneStepPerEvent() throws {
        let o = FlowLoader.load(source: """
        app A { launch Main }
        tabs Main {
          tab a: Home withNavigation
          tab b: Settings
        }
        screen Home { action open { push Detail }
                      action sheet { present Detail pageSheet withNavigation nonDismissible } }
        screen Detail { action close { dismiss } }
        screen Settings { }
        """)
        #expect(!o.hasErrors, "\(o.diagnostics.map(\.message))")
        let text = try PromelaExport.document(flow: o.flow, name: "A").get()
        #expect(text.contains("#define K 2 "))
        #expect(text.contains("#define S_Home 1"))
        #expect(text.contains("root[0].s[0] = S_Home; root[0].n = 1; root[1].s[0] = S_Settings; root[1].n = 1"))
        #expect(text.contains("top == S_Home -> present(S_Detail, 1, 1, 1)"))
        #expect(text.contains("top == S_Detail -> dismissTop()"))
        // Pushing works only where a navigation controller is: tab 0, not the bare Settings tab.
        #expect(text.contains(":: mc == 0 && (tab == 0) -> root[tab].s[root[tab].n] = x"))
        #expect(text.contains("/* tab 1 */"))
        #expect(!text.contains("tab 1 again"))
        // The same flow, the same text.
        #expect(try PromelaExport.document(flow: o.flow, name: "A").get() == text)
    }
}
