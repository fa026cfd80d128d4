// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitExplorer

/// A runtime message names view controllers as instances: its text numbers them as UIKit's console does, its key
/// does not, so one problem on two instances is one finding (issue 35).
struct RuntimeMessageTests {
    @Test func theKeyLeavesOutInstanceNumbersAndNothingElse() {
        let a = InstanceLabel(name: "Detail", number: "12"), b = InstanceLabel(name: "Detail", number: "31")
        let nilLabel = InstanceLabel(name: "nil", number: nil)
        let first: RuntimeMessage = "Attempt to present <Sheet> on \(a) which is already presenting \(nilLabel) (\"row #5\")"
        let second: RuntimeMessage = "Attempt to present <Sheet> on \(b) which is already presenting \(nilLabel) (\"row #5\")"
        #expect(first.description == "Attempt to present <Sheet> on <Detail #12> which is already presenting <nil> (\"row #5\")")
        #expect(first.key == second.key)
        #expect(first.description != second.description)
        // A number the flow wrote is part of what the message says: it stays in the key.
        #expect(first.key == "Attempt to present <Sheet> on <Detail #> which is already presenting <nil> (\"row #5\")")
        let other: RuntimeMessage = "Attempt to present <Sheet> on \(a) which is already presenting \(nilLabel) (\"row #6\")"
        #expect(other.key != first.key)
    }

    @Test func theExplorerReportsOneProblemOnManyInstancesOnce() {
        // A ping while Detail is up presents another on the busy navigation controller: one finding, its key
        // unnumbered.
        let e = Sim("""
        app A { launch C }
        event ping
        screen Home { action open }
        screen Detail { action close { dismiss } }
        coordinator C {
          root Home withNavigation
          on Home.open { present Detail }
          on ping { present Detail }
        }
        """).engine
        let r = Explorer(engine: e).explore()
        let busy = r.findings.filter { $0.code == .presentOnBusy }
        #expect(busy.count == 1, "\(busy.map(\.message))")
        #expect(busy.first?.message == "Attempt to present <Detail> on <UINavigationController #1> which is already presenting <Detail #2>")
        #expect(busy.first?.messageKey == "Attempt to present <Detail> on <UINavigationController #> which is already presenting <Detail #>")
    }
}
