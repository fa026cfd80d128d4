// SPDX-License-Identifier: MIT
import Testing
import TransitEngine
import TransitModel

/// The rules of the UIKit rules (docs/simulator.md, "What happens on back and swipe-down") that the engine implements, one test (or a few) per rule.
/// Rules whose diagnostics have a code are also covered in RuntimeCodeTests / LifetimeTests; here the point is the
/// behaviour. Rule 1 (push of an instance already on the stack) and rule 11 (present of an active controller) cannot
/// be reached: the language creates a new instance for every push and present.
@Suite("UIKit rules")
struct UIKitRuleTests {

    // Rule 10: an alert is presented animated like any view controller; dismissing in the same turn is refused
    // (a `catch` that shows an error, then a `defer { dismiss }`).
    @Test func rule10AnAlertThenADismissInOneTurnIsRefused() {
        var sim = Sim("""
        app X { launch P }
        screen Home { action add }
        screen Form {
          action failed {
            alert "Error" { button ok }
            dismiss
          }
        }
        coordinator P {
          root Home withNavigation
          on Home.add { present Form formSheet }
        }
        """)
        sim.send(.launch)
        sim.tap("add")
        sim.tap("failed")
        #expect(sim.codes == ["R210"], "\(sim.messages)")
        #expect(sim.top == "Form")
        // The alert is up: its button closes it, and then a dismiss works.
        #expect(sim.lastSteps.contains { $0.message.hasPrefix("alert: Error") })
    }

    // Rule 2: push of a navigation / tab bar controller — see RuntimeCodeTests.r202*.
    // Rule 3: push without a navigation controller — see RuntimeCodeTests.r203*; a coordinator started `as push`
    // from a screen without one leaks the child whose screen was never shown.
    @Test func rule3StartAsPushWithoutNavigationLeavesTheChildRetainedAndShowingNothing() {
        var sim = Sim(unchecked: """
        app X { launch P }
        screen Home { action go }
        screen Page { action x { log "x" } }
        coordinator P {
          root Home
          on Home.go { start C as push }
        }
        coordinator C {
          root Page
        }
        """, expecting: ["T140"])
        sim.send(.launch)
        sim.tap("go")
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: [], tree: "P[C]", codes: ["R203", "R301"]))
        #expect(sim.messages.first?.hasSuffix("navigationController is nil, so nothing happens") == true)
        #expect(sim.live == ["Home"])
    }

    // Rule 4: pop at the root does nothing — see RuntimeCodeTests.r204*.

    // Rule 5: popTo / popToRoot.
    @Test func rule5PopToAndPopToRoot() {
        var sim = Sim("""
        app X { launch A withNavigation }
        screen A { action go { push B } }
        screen B { action go { push C } }
        screen C {
          action go { push D }
          action toB { popTo B }
        }
        screen D {
          action toB { popTo B }
          action toRoot { popToRoot }
        }
        """)
        sim.send(.launch)
        sim.tap("go"); sim.tap("go"); sim.tap("go")
        #expect(sim.stack == ["A", "B", "C", "D"])
        sim.tap("toB")
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: []))
        #expect(sim.live == ["A", "B"])
        #expect(sim.lastSteps.contains { $0.transition == .popTo })
        sim.tap("go"); sim.tap("go")
        sim.tap("toRoot")
        #expect(sim.shot == Shot(top: "A", stack: ["A"], modals: []))
        #expect(sim.live == ["A"])
        #expect(sim.lastSteps.contains { $0.transition == .popToRoot })
    }

    // Regression: popTo the screen that is already on top reports R204 'only the root is left', which is false (the stack has three screens); UIKit's popToViewController(top) just returns an empty array
    @Test
    func rule5PopToTheTopScreenDoesNothingAndSaysNoRootNonsense() {
        var sim = Sim("""
        app X { launch A withNavigation }
        screen A { action go { push B } }
        screen B { action go { push C } }
        screen C { action stay { popTo C } }
        """)
        sim.send(.launch)
        sim.tap("go"); sim.tap("go")
        sim.tapUnchanged("stay")
        #expect(sim.stack == ["A", "B", "C"])
        #expect(!sim.messages.contains { $0.contains("only the root is left") })
        #expect(sim.state.crash == nil)
    }

    // Rule 6: the back button calls no app code.
    @Test func rule6BackRunsNoAppCodeUnlessDeclared() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action go { push Page } }
        screen Page {
          action save { log "saved" }
        }
        """)
        sim.send(.launch)
        sim.tap("go")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: []))
        #expect(sim.kinds == [.transition, .screenDeallocated])
        #expect(sim.stepMessages.first == "back button pops Page (UIKit calls no app code)")
        #expect(sim.fails(.back)?.contains("root of its navigation stack") == true)
    }

    @Test func rule6BackIsOnlyForAPushedScreen() {
        var sim = Sim("""
        app X { launch Home }
        screen Home { action go { present Page } }
        screen Page { action x { dismiss } }
        """)
        sim.send(.launch)
        #expect(sim.fails(.back)?.contains("not in a navigation controller") == true)
        sim.tap("go")
        #expect(sim.fails(.back) == "there is no back button: the top screen is not in a navigation controller")
    }

    // Rule 7: nested navigation animation — see RuntimeCodeTests.r206*.
    // Rules 8–10: busy presenter, not in window hierarchy, in-progress — see RuntimeCodeTests.r207…r210.

    // Rule 12: dismiss is forwarded to the presenter; lower in a chain it closes everything above at once.
    static let chain = """
    app X { launch R }
    screen R {
      action open { present B then (r) { dismiss } }
    }
    screen B -> Bool {
      action open { present C then (r) { finish(r) } }
      action close { dismiss }
    }
    screen C -> Bool {
      action open { present D then (r) { finish(r) } }
    }
    screen D -> Bool {
      action ok { finish(true) }
      action all { dismissToRoot }
    }
    """

    @Test func rule12DismissOnThePresentedScreenClosesIt() {
        var sim = Sim(Self.chain)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.shot == Shot(top: "B", stack: [], modals: ["B"], pending: ["B -> R"]))
        sim.tap("close")
        // B closed itself without finishing: R's handler never runs (R306)
        #expect(sim.shot == Shot(top: "R", stack: [], modals: [], codes: ["R306"]))
        #expect(sim.live == ["R"])
    }

    @Test func rule12DismissLowerInTheChainClosesEverythingAbove() {
        var sim = Sim(Self.chain)
        sim.send(.launch)
        sim.tap("open"); sim.tap("open"); sim.tap("open")
        #expect(sim.shot == Shot(top: "D", stack: [], modals: ["B", "C", "D"], pending: ["B -> R", "C -> B", "D -> C"]))
        // D finishes -> C finishes -> B finishes -> R's handler calls B.dismiss: B presents C, so C and D go, B stays.
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "B", stack: [], modals: ["B"]))
        #expect(sim.live == ["B", "R"])
        #expect(sim.lastSteps.filter { $0.kind == .transition }.count == 1)
    }

    @Test func rule12DismissToRootClosesEveryModal() {
        var sim = Sim(Self.chain)
        sim.send(.launch)
        sim.tap("open"); sim.tap("open"); sim.tap("open")
        sim.tap("all")
        // B, C, D are dismissed without delivering their results: the handlers waiting for them never run.
        #expect(sim.top == "R")
        #expect(sim.modals == [])
        #expect(sim.live == ["R"])
        #expect(sim.lastSteps.contains { $0.transition == .dismissToRoot })
        #expect(Set(sim.codes) == ["R306"])
    }

    // Rule 13: presentation styles, swipe-down, isModalInPresentation.
    @Test func rule13SheetsCanBeSwipedFullScreenAndNonDismissibleCannot() {
        var sim = Sim("""
        app X { launch Home }
        screen Home {
          action sheet { present Page }
          action form { present Page formSheet }
          action full { present Page fullScreen }
          action locked { present Page nonDismissible }
          action lockedScreen { present Locked }
        }
        screen Page { action close { dismiss } }
        screen Locked {
          nonDismissible
          action close { dismiss }
        }
        """)
        sim.send(.launch)
        sim.tap("sheet")
        #expect(sim.state.modalChain.first.flatMap { sim.state.controllers[$0]?.style } == .pageSheet)  // automatic is a sheet
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: []))
        #expect(sim.kinds == [.transition, .screenDeallocated])           // no app code runs
        sim.tap("form")
        sim.send(.swipe)
        #expect(sim.modals == [])
        sim.tap("full")
        #expect(sim.fails(.swipe) == "Page is presented full screen: it cannot be swiped down")
        sim.tap("close")
        sim.tap("locked")
        #expect(sim.fails(.swipe) == "Page is non-dismissible (isModalInPresentation): the swipe is blocked")
        sim.tap("close")
        sim.tap("lockedScreen")
        #expect(sim.fails(.swipe) == "Locked is non-dismissible (isModalInPresentation): the swipe is blocked")
        sim.tap("close")
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: []))
        #expect(sim.fails(.swipe) == "nothing is presented, so there is nothing to swipe down")
    }

    @Test func rule13FullScreenRemovesThePresentersViewsASheetDoesNot() {
        var sim = Sim("""
        app X { launch Home }
        screen Home {
          action sheet { present Page }
          action full { present Page fullScreen }
        }
        screen Page { action close { dismiss } }
        """)
        sim.send(.launch)
        sim.tap("sheet")
        let lifecycle = { (sim: Sim) in sim.lastSteps.filter(\.isLifecycle).map(\.message) }
        #expect(!lifecycle(sim).contains("Home.viewWillDisappear(_:)"))
        #expect(sim.state.isInWindowHierarchy(sim.id("Home")!))
        sim.tap("close")
        sim.tap("full")
        #expect(lifecycle(sim).contains("Home.viewWillDisappear(_:)"))
        #expect(lifecycle(sim).contains("Home.viewDidDisappear(_:)"))
        #expect(!sim.state.isInWindowHierarchy(sim.id("Home")!))
        sim.tap("close")
        #expect(lifecycle(sim).contains("Home.viewWillAppear(_:)"))
    }

    // Rule 14: withNavigation makes push legal inside a presented screen.
    @Test func rule14PresentWithNavigationAllowsPushInside() {
        var sim = Sim("""
        app X { launch Home }
        screen Home { action open { present Form withNavigation } }
        screen Form { action next { push Page } }
        screen Page { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("open")
        #expect(sim.shot == Shot(top: "Form", stack: ["Form"], modals: ["Form"]))
        sim.tap("next")
        #expect(sim.shot == Shot(top: "Page", stack: ["Form", "Page"], modals: ["Page"]))
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Form", stack: ["Form"], modals: ["Form"]))
        sim.tap("next")
        sim.send(.swipe)                                  // the whole navigation controller goes
        #expect(sim.shot == Shot(top: "Home", stack: [], modals: []))
        #expect(sim.live == ["Home"])
    }

    // Rule 15: the window root replaced with a modal up — see MustShowTests and LifetimeTests.leakByRootReplacement.

    // Rule 16: tabs.
    @Test func rule16HiddenTabKeepsItsStackAndSelectionMustBeATab() {
        var sim = Sim("""
        app X { launch Main }
        tabs Main {
          tab one: A withNavigation
          tab two: A withNavigation
        }
        screen A { action go { push B } }
        screen B { action go { push B } }
        """)
        sim.send(.launch)
        #expect(sim.shot == Shot(top: "A", stack: ["A"], modals: [], tab: "one"))
        sim.tap("go")
        sim.send(.selectTab(.name("two")))
        #expect(sim.shot == Shot(top: "A", stack: ["A"], modals: [], tab: "two"))
        sim.tap("go"); sim.tap("go")
        #expect(sim.stack == ["A", "B", "B"])
        sim.send(.selectTab(.index(0)))
        #expect(sim.shot == Shot(top: "B", stack: ["A", "B"], modals: [], tab: "one"))
        #expect(sim.fails(.selectTab(.index(2))) == "Main has no tab 2; its tabs: one, two")
        #expect(sim.live == ["A", "A", "B", "B", "B"])
    }

    // Rule 17: child containment.
    @Test func rule17EmbeddedChildIsVisibleWithItsContainerAndGoesWithIt() {
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action next { push Host } }
        screen Host { action addBanner { embed Banner } }
        screen Banner { action more { push Other } }
        screen Other { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("next")
        sim.tap("addBanner")
        let host = sim.id("Host")!, banner = sim.id("Banner")!
        #expect(sim.state.controllers[host]?.embedded == [banner])
        #expect(sim.state.controllers[banner]?.parent == host)
        #expect(sim.lastSteps.contains { $0.transition == .embed && $0.message.contains("didMove(toParent: Host)") })
        #expect(sim.state.interactiveScreens == [host, banner])
        // the child's navigationController is its container's
        sim.tap("more", on: "Banner")
        #expect(sim.shot == Shot(top: "Other", stack: ["Home", "Host", "Other"], modals: []))
        #expect(!sim.state.interactiveScreens.contains(banner))
        sim.send(.back)
        #expect(sim.state.interactiveScreens.contains(banner))
        sim.send(.back)
        #expect(sim.live == ["Home"])                       // Banner went with Host
    }

    // Rule 18: the parent decides how the child's first screen is shown.
    static let startAs = """
    app X { launch P }
    tabs Main {
      tab a: Home withNavigation
      tab b: Spare withNavigation
    }
    screen Home {
      action asPush
      action asPresent
      action asTab
      action asEmbed
      action asRoot
    }
    screen Spare { action x { log "x" } }
    screen Inner { action done }
    coordinator P {
      root Main
      on Home.asPush { start C as push then { pop; release } }
      on Home.asPresent { start C as present formSheet withNavigation then { dismiss; release } }
      on Home.asTab { start C as tab b withNavigation then { release } }
      on Home.asEmbed { start C as embed then { release } }
      on Home.asRoot { start C as root then { release } }
    }
    coordinator C {
      root Inner
      on Inner.done { terminate }
    }
    """

    @Test func rule18StartAsPush() {
        var sim = Sim(Self.startAs)
        sim.send(.launch)
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tab: "a", tree: "P"))
        sim.tap("asPush")
        #expect(sim.shot == Shot(top: "Inner", stack: ["Home", "Inner"], modals: [], tab: "a", tree: "P[C]", pending: ["C -> P"]))
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tab: "a", tree: "P"))
    }

    @Test func rule18StartAsPresent() {
        var sim = Sim(Self.startAs)
        sim.send(.launch)
        sim.tap("asPresent")
        #expect(sim.shot == Shot(top: "Inner", stack: ["Inner"], modals: ["Inner"], tab: "a", tree: "P[C]", pending: ["C -> P"]))
        #expect(sim.state.modalChain.first.flatMap { sim.state.controllers[$0]?.style } == .formSheet)
        sim.tap("done")
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tab: "a", tree: "P"))
        #expect(sim.live == ["Home", "Spare"])
    }

    @Test func rule18StartAsTab() {
        var sim = Sim(Self.startAs)
        sim.send(.launch)
        sim.tap("asTab")
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tab: "a", tree: "P[C]", pending: ["C -> P"]))
        #expect(sim.live == ["Home", "Inner"])            // Spare was replaced
        sim.send(.selectTab(.name("b")))
        #expect(sim.shot == Shot(top: "Inner", stack: ["Inner"], modals: [], tab: "b", tree: "P[C]", pending: ["C -> P"]))
    }

    @Test func rule18StartAsEmbed() {
        var sim = Sim(Self.startAs)
        sim.send(.launch)
        sim.tap("asEmbed")
        let home = sim.id("Home")!, inner = sim.id("Inner")!
        #expect(sim.state.controllers[home]?.embedded == [inner])
        #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tab: "a", tree: "P[C]", pending: ["C -> P"]))
        // There is no way to un-embed, so releasing in the handler releases a child whose screen is still shown.
        sim.tap("done", on: "Inner")
        #expect(sim.tree == "P")
        #expect(sim.codes == ["R303"])
    }

    @Test func rule18StartAsRoot() {
        var sim = Sim(Self.startAs)
        sim.send(.launch)
        sim.tap("asRoot")
        // P's tab bar is gone, but P is alive through C, which shows the new root: no leak (rule 19).
        #expect(sim.shot == Shot(top: "Inner", stack: [], modals: [], tree: "P[C]", pending: ["C -> P"], codes: []))
        #expect(sim.live == ["Inner"])
    }

    // Rules 19–20: retained until released; the handler runs once with the termination state.
    @Test func rule20TerminationStatesOfEveryKind() {
        var sim = Sim("""
        app X { launch P }
        enum Choice { left, right }
        error Oops { bad "it went bad" }
        screen Home {
          action b
          action e
          action r
        }
        screen Page {
          action one
          action two
        }
        coordinator P {
          root Home withNavigation
          on Home.b { start CB as push then (v) { log v; pop; release } }
          on Home.e { start CE as push then (v) { log v; pop; release } }
          on Home.r { start CR as push then (v) {
              match v {
                .success(x) { log x }
                .failure(err) { alert err }
              }
              pop
              release
            }
          }
        }
        coordinator CB -> Bool {
          root Page
          on Page.one { terminate(true) }
          on Page.two { terminate(false) }
        }
        coordinator CE -> Choice {
          root Page
          on Page.one { terminate(.left) }
          on Page.two { terminate(.right) }
        }
        coordinator CR -> Result<Choice, Oops> {
          root Page
          on Page.one { terminate(.success(.right)) }
          on Page.two { terminate(.failure(.bad)) }
        }
        """)
        sim.send(.launch)
        let cases: [(String, String, [String])] = [
            ("b", "one", ["log: true"]), ("b", "two", ["log: false"]),
            ("e", "one", ["log: .left"]), ("e", "two", ["log: .right"]),
            ("r", "one", ["log: .right"]), ("r", "two", ["alert: it went bad"]),
        ]
        for (start, action, logs) in cases {
            sim.tap(start)
            #expect(sim.tree.hasPrefix("P[C"))
            sim.tap(action)
            #expect(sim.logs == logs, "\(start) then \(action)")
            #expect(sim.shot == Shot(top: "Home", stack: ["Home"], modals: [], tree: "P"))
        }
    }

    // Rule 21: the handler's dismiss / pop act on the screen that finished.
    @Test func rule21HandlerPopActsOnTheFinishedScreenNotTheActingOne() {
        // Home pushes Mid; Mid pushes Leaf and, in the handler, pops: it pops Leaf (the finished screen) and not
        // Mid. After the back button the pop finds Leaf already gone and does nothing.
        var sim = Sim("""
        app X { launch Home withNavigation }
        screen Home { action go { push Mid } }
        screen Mid { action go { push Leaf then (r) { pop } } }
        screen Leaf -> Bool {
          on back finish(false)
          action ok { finish(true) }
        }
        """)
        sim.send(.launch)
        sim.tap("go"); sim.tap("go")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Mid", stack: ["Home", "Mid"], modals: []))
        sim.tap("go")
        sim.send(.back)
        #expect(sim.shot == Shot(top: "Mid", stack: ["Home", "Mid"], modals: []))
        #expect(sim.codes == [])
    }

    @Test func rule21HandlerDismissAfterSwipeDoesNotDismissThePresentersOwnModal() {
        // Mid is presented by Home; Mid presents Leaf. Leaf swiped down delivers its result; Mid's handler's
        // dismiss acts on Leaf (gone) and must not close Mid.
        var sim = Sim("""
        app X { launch Home }
        screen Home { action go { present Mid } }
        screen Mid { action go { present Leaf then (r) { dismiss } } }
        screen Leaf -> Bool {
          on back finish(false)
          action ok { finish(true) }
        }
        """)
        sim.send(.launch)
        sim.tap("go"); sim.tap("go")
        #expect(sim.modals == ["Mid", "Leaf"])
        sim.send(.swipe)
        #expect(sim.shot == Shot(top: "Mid", stack: [], modals: ["Mid"]))
        sim.tap("go")
        sim.tap("ok")
        #expect(sim.shot == Shot(top: "Mid", stack: [], modals: ["Mid"]))
    }

    // Rule 22: screens act on their own, and share actions through action sets — see reviews.flow and
    // transitable.flow scenarios; here, the override and the adopted action side by side.
    @Test func rule22ActionSetDefaultsAndOverrides() {
        var sim = Sim("""
        app X { launch A withNavigation }
        actions Shared {
          action hello { log "default" }
          action open { push B }
        }
        screen A: Shared {
          action hello { log "own" }
          cell Row: Shared
        }
        screen B { action x { log "x" } }
        """)
        sim.send(.launch)
        sim.tap("hello", on: "A")
        #expect(sim.logs == ["log: own"])
        sim.tap("hello", on: "A", cell: "Row")
        #expect(sim.logs == ["log: default"])
        sim.tap("open", cell: "Row")
        #expect(sim.stack == ["A", "B"])
        sim.send(.back)
        sim.tap("open", on: "A")
        #expect(sim.stack == ["A", "B"])
    }
}
