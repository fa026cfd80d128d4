// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitTestSupport
import TransitLanguage
@testable import TransitModel

@Suite("Static checks: coordinator lifetimes")
struct LifetimeTests {
    static let checkout = """
    coordinator Checkout -> Bool {
      root Payment

      on Payment.pay { terminate(true) }
      on Payment.cancel { terminate(false) }
      on swipe { terminate(false) }
    }

    screen Payment {
      action pay
      action cancel
    }
    """

    func start(_ handler: String) -> String {
        coordinatorFlow("    start Checkout as present" + handler, Self.checkout)
    }

    @Test func releasedOnEveryPath() {
        Check.clean(start(" then (paid) {\n      dismiss\n      release\n    }"))
        Check.clean(start(" then (paid) {\n      if paid { dismiss\n release } else { dismiss\n release }\n    }"))
        Check.clean(start(" then (paid) {\n      dismiss\n      match paid {\n        true { release }\n        false { release }\n      }\n    }"))
        Check.clean(start(" then (paid) {\n      if paid { log \"paid\" }\n      dismiss\n      release Checkout\n    }"))
    }

    @Test func releasedWithoutRemovingTheScreen() throws {
        let d = try #require(Check.one(start(" then (paid) {\n      release\n    }"), .releasedWhileShown))
        #expect(d.severity == .warning)
        #expect(d.message.hasPrefix("Checkout terminates on Payment.pay without removing Payment"))
        #expect(d.notes.first?.message == "Checkout terminates here")
        // Removing it in the child before terminating is as good.
        let selfDismissing = coordinatorFlow("    start Checkout as present then { release }",
                                             Self.checkout.replacingOccurrences(of: "on Payment.pay { terminate(true) }",
                                                                               with: "on Payment.pay { dismiss; terminate(true) }")
                                                 .replacingOccurrences(of: "on Payment.cancel { terminate(false) }",
                                                                       with: "on Payment.cancel { dismiss; terminate(false) }"))
        Check.clean(selfDismissing)
    }

    @Test func aScreenRemovedFromTheStackInACalledFuncIsRemoved() {
        // replaceTopViewController: the handler pushes the next screen, removes the child's from under it, releases.
        Check.clean("""
        app A { launch P }
        screen Home { action open }
        screen Unlock { action unlock }
        screen Viewer { action x }
        coordinator P {
          root Home withNavigation
          on Home.open { start U as push then { showViewer() } }
          func showViewer() {
            push Viewer
            remove Unlock
            release U
          }
          on Viewer.x { log "x" }
        }
        coordinator U {
          root Unlock
          on Unlock.unlock { terminate }
          on back { terminate }
        }
        """)
    }

    /// The handler as it runs for the value the child terminates with: the `.unlocked` arm removes the screen; the
    /// `.left` arm (from `on back`, the screen already gone) releases without removing, and is not that path.
    static let unlockFlow = """
    app A { launch P }
    enum Exit { unlocked, left }
    screen Home { action open }
    screen Unlock { action unlock }
    screen Viewer { action x }
    coordinator P {
      root Home withNavigation
      on Home.open {
        start U as push then (r) {
          match r {
            .unlocked { showViewer() }
            .left { release }
          }
        }
      }
      func showViewer() {
        push Viewer
        REMOVAL
        release U
      }
      on Viewer.x { log "x" }
    }
    coordinator U -> Exit {
      root Unlock
      on Unlock.unlock { terminate(.unlocked) }
      on back { terminate(.left) }
    }
    """

    @Test func theHandlerIsFollowedForTheValueTheChildTerminatesWith() throws {
        Check.clean(Self.unlockFlow.replacingOccurrences(of: "REMOVAL", with: "remove Unlock"))
        // Removing another screen, or removing Unlock on one branch only, leaves it shown on some path: T136.
        let other = try #require(Check.one(Self.unlockFlow.replacingOccurrences(of: "REMOVAL", with: "remove Home"), .releasedWhileShown))
        #expect(other.message.hasPrefix("U terminates on Unlock.unlock without removing Unlock"))
        let branch = Self.unlockFlow.replacingOccurrences(of: "REMOVAL", with: "if flag { remove Unlock }")
            .replacingOccurrences(of: "app A { launch P }", with: "app A {\n  launch P\n  var flag: Bool = true\n}")
        #expect(Check.one(branch, .releasedWhileShown) != nil)
    }

    @Test func autoReleaseNeedsNoReleaseAndHiddenBackButtonsNoOnBack() {
        // A library releases the child when its screen goes (no T130, no T131, no T135).
        Check.clean(coordinatorFlow("    start Checkout as present autoRelease then (paid) { dismiss }", Self.checkout))
        Check.clean(coordinatorFlow("    start Checkout as present autoRelease", Self.checkout))
        // A pushed child whose screen hides its back button can only be left by app code: no T135.
        let pushed = """
        app A { launch P }
        screen Home { action open }
        screen Page { hidesBackButton; action close }
        coordinator P { root Home withNavigation; on Home.open { start C as push then { pop; release } } }
        coordinator C { root Page; on Page.close { terminate } }
        """
        Check.clean(pushed)
        Check.expect(pushed.replacingOccurrences(of: "hidesBackButton; ", with: ""), codes: ["T135"])
    }

    @Test func aLongPressAboveTheFirstScreenPopsItPastAnOnPopHook() throws {
        // didShow hears only about the top screen: a long press on Detail's back button pops Page with it.
        let flow = """
        app A { launch P }
        screen Home { action open }
        screen Page { action more }
        screen Detail { }
        coordinator P {
          root Home withNavigation
          on Home.open { start C as push }
          on pop Page { release }
        }
        coordinator C { root Page; on Page.more { push Detail } }
        """
        let d = try #require(Check.one(flow, .gestureLeak))
        #expect(d.message == "a long press on the back button of Detail pops Page with it and 'on pop Page' does not run: the navigation delegate hears only about Detail, the top screen, so P keeps C and it leaks")
        // Nothing above Page, or a coordinator that ends however its screen goes: nothing to report.
        Check.clean(flow.replacingOccurrences(of: "on Page.more { push Detail }", with: "on Page.more { present Detail }"))
        Check.clean(flow.replacingOccurrences(of: "root Page;", with: "root Page; on back { terminate };"))
        // A hidden back button on Page does not stop the long press from a screen above it.
        Check.expect(flow.replacingOccurrences(of: "screen Page { action more }", with: "screen Page { hidesBackButton; action more }")
            .replacingOccurrences(of: "  on pop Page { release }\n", with: "")
            .replacingOccurrences(of: "start C as push }", with: "start C as push then { release } }"), codes: ["T135"])
    }

    @Test func aSwipeDownMissesAnOnPopHookThatReleasesAStrongParentChild() throws {
        // Filter's sheet swiped down with Pick on it: no pop is heard, G keeps holding F, F's release leaves both.
        let flow = """
        app A { launch P }
        screen Home { action filter }
        screen Filter { action pick }
        screen Pick { }
        coordinator P {
          root Home withNavigation
          on Home.filter { start F as present then { dismiss; release } }
        }
        coordinator F {
          root Filter withNavigation
          on swipe { terminate }
          on Filter.pick { push Pick; start G }
          on pop Pick { release G }
        }
        coordinator G { strongParent; start { } }
        """
        let d = try #require(Check.one(flow, .gestureLeak))
        #expect(d.message.hasPrefix("a swipe-down dismisses Filter with Pick pushed on it, and 'on pop Pick' does not run: G stays"))
        #expect(Check.at(d) == "13:3")
        // A weak parent reference goes with F; a sheet that cannot be swiped is left by app code only.
        Check.clean(flow.replacingOccurrences(of: "strongParent; ", with: ""))
        Check.clean(flow.replacingOccurrences(of: "start F as present then", with: "start F as present nonDismissible then"))
    }

    @Test func aRootlessChildPushingOntoAnEmptyNavigationControllerShowsItsRoot() {
        // `root UINavigationController` then the child's push: Feed is the stack's root, which nothing pops.
        let flow = """
        app A { launch App }
        screen Feed { action done }
        screen Welcome { }
        coordinator App {
          start {
            root UINavigationController
            start F then { release }
          }
        }
        coordinator F { start { push Feed }; on Feed.done { pop; terminate } }
        """
        Check.expect(flow, codes: ["T150"])
        Check.expect(flow.replacingOccurrences(of: "root UINavigationController", with: "root UINavigationController\n    push Welcome"),
                     codes: ["T135"])
    }

    @Test func aConstantInputChoosesTheFirstScreen() {
        // Only .listen shows Listen, which has a back button; Create hides it.
        let flow = """
        app A { launch P }
        enum Purpose { create, listen }
        screen Home { action new; action open }
        screen Create { hidesBackButton; action done }
        screen Listen { }
        coordinator P {
          root Home withNavigation
          on Home.new { start V(purpose: .create) then { release } }
          on Home.open { start V(purpose: .listen) then { release } }
        }
        coordinator V(purpose: Purpose) {
          start { match purpose { .create { push Create }; .listen { push Listen } } }
          on Create.done { pop; terminate }
        }
        """
        let ds = Check.expect(flow, codes: ["T135"])
        #expect(ds.first.map(Check.at) == "9:18")
    }

    @Test func aRootlessChildReleasedWithItsScreenShownIsT136() throws {
        let flow = """
        app A { launch P }
        screen Home { action open }
        screen Page { action done }
        coordinator P {
          root Home withNavigation
          on Home.open { start C then { release } }
        }
        coordinator C { start { push Page }; on Page.done { terminate }; on back { terminate } }
        """
        let d = try #require(Check.one(flow, .releasedWhileShown))
        #expect(d.message == "C terminates on Page.done without removing Page, and this handler releases it without popping it: Page stays on screen and its actions go nowhere")
        Check.clean(flow.replacingOccurrences(of: "then { release }", with: "then { pop; release }"))
    }

    @Test func aFuncThatNeverReleasesIsNoIntentToRelease() {
        // T135 is about a child the parent means to release; calling a func that does not release is not that.
        let flow = """
        app A { launch P }
        screen Home { action open }
        screen Page { action close }
        coordinator P {
          root Home withNavigation
          on Home.open { start C as push then { note() } }
          func note() { log "closed" }
        }
        coordinator C { root Page; on Page.close { pop; terminate } }
        """
        Check.expect(flow, codes: ["T130"])
        Check.clean(flow.replacingOccurrences(of: "then { note() }", with: "then { note(); release }")
            .replacingOccurrences(of: "on Page.close { pop; terminate }", with: "on Page.close { pop; terminate }\n  on back { terminate }"))
    }

    @Test func notReleasedOnSomePath() throws {
        let d = try #require(Check.one(start(" then (paid) {\n      if paid { release }\n      dismiss\n    }"), .childNeverReleased))
        #expect(d.severity == .warning)
        #expect(d.message.hasPrefix("Checkout is never released on some path"))
        #expect(d.span?.text.hasPrefix("then (paid)") == true)
        // Paid, the `true` arm releases without dismissing Payment: T136 too (the handler is followed for that value).
        Check.expect(start(" then (paid) {\n      match paid {\n        true { release }\n        _ { dismiss }\n      }\n    }"),
                     codes: ["T130", "T136"])
        Check.expect(start(" then { dismiss }"), codes: ["T130"])
    }

    @Test func childWithAResultNeedsATerminationHandler() throws {
        let d = try #require(Check.one(start(""), .missingTerminationHandler))
        #expect(d.severity == .warning)
        #expect(d.message == "Checkout ends with a Bool but no termination handler is given, so it is never released")
        #expect(Check.at(d) == "9:5")
    }

    @Test func childWithoutAResultNeedsNoHandler() {
        let child = "coordinator Help {\n  root Page\n}\nscreen Page {\n  action close { dismiss }\n}"
        Check.clean(coordinatorFlow("    start Help as present", child))
    }

    @Test func nestedStartsAreChecked() {
        let src = coordinatorFlow("""
            start Checkout as present then (paid) {
              dismiss
              release
              start Checkout as present then (again) { dismiss }
            }
        """, Self.checkout)
        let ds = Check.run(src).diagnostics
        #expect(ds.map(\.code.rawValue).contains("T130"))
    }
}

@Suite("Static checks: actions and roots")
struct ActionCheckTests {
    /// `presenting` is read from the state UIKit keeps; setting it would change nothing it reads, so it is refused.
    @Test func theBuiltInPresentingCannotBeSetButAVarOfThatNameCan() throws {
        let flow = """
        app A {
          launch C
        }
        coordinator C {
          %@
          start {
            root Home
          }
          on Home.go {
            presenting = true
          }
        }
        screen Home {
          action go
        }
        """
        let d = try #require(Check.one(flow.replacingOccurrences(of: "%@", with: ""), .misplacedStatement))
        #expect(d.message == "'presenting' cannot be set: it says whether the container this code acts from presents something")
        #expect(Check.at(d) == "10:5")
        Check.clean(flow.replacingOccurrences(of: "%@", with: "var presenting = false"))
    }

    @Test func actionOfAScreenWithoutCoordinator() throws {
        let d = try #require(Check.one("app A {\n  launch Home\n}\nscreen Home {\n  action go\n}", .unhandledAction))
        #expect(d.severity == .warning)
        #expect(d.message == "action 'Home.go' has no body and 'Home' is not shown by a coordinator, so nothing handles it")
        #expect(Check.at(d) == "5:10")
    }

    @Test func actionNotHandledByTheOwningCoordinator() throws {
        let src = coordinatorFlow("    pop").replacingOccurrences(of: "  action go\n", with: "  action go\n  action help\n  cell Row {\n    action open\n  }\n")
        let ds = Check.expect(src, codes: ["T133", "T133"])
        #expect(ds.map(\.message) == [
            "action 'Home.help' is sent to Main, which has no 'on Home.help' handler",
            "action 'Home.Row.open' is sent to Main, which has no 'on Home.Row.open' handler",
        ])
    }

    @Test func screensShownByAHandlerBelongToTheCoordinator() {
        // A screen pushed from a coordinator's handler sends its body-less actions to that coordinator.
        let src = coordinatorFlow("    push Detail", "screen Detail {\n  action close\n}")
        let ds = Check.expect(src, codes: ["T133"])
        #expect(ds.first?.message == "action 'Detail.close' is sent to Main, which has no 'on Detail.close' handler")
        Check.clean(coordinatorFlow("    push Detail", "screen Detail {\n  action close\n}", handlers: "  on Detail.close { pop }"))
    }
}

@Suite("Static checks: navigation")
struct NavigationCheckTests {
    @Test func pushWithoutNavigationController() throws {
        let src = "app A {\n  launch Home\n}\nscreen Home {\n  action go { push Detail }\n}\nscreen Detail {\n  action close { dismiss }\n}"
        let ds = Check.expect(src.replacingOccurrences(of: "action go { push Detail }", with: "action go { push Detail }\n  action sheet { present Detail }"),
                              codes: ["T140"])
        let d = try #require(ds.first)
        #expect(d.severity == .error)
        #expect(Check.at(d) == "5:15")
        #expect(d.hint?.contains("withNavigation") == true)
        Check.clean(src.replacingOccurrences(of: "launch Home", with: "launch Home withNavigation")
            .replacingOccurrences(of: "action close { dismiss }", with: "action close { pop }"))
    }

    @Test func pushInATabWithoutNavigation() {
        let src = """
        app A {
          launch Main
        }

        tabs Main {
          tab home: Home withNavigation
          tab feed: Feed
        }

        screen Home {
          action open { push Detail }
        }

        screen Feed {
          action open { push Detail }
        }

        screen Detail {
          action close { pop }
        }
        """
        let ds = Check.expect(src, codes: ["T140"])
        #expect(ds.first?.span?.startPosition.line == 15)
    }

    @Test func presentOnABusyPresenter() throws {
        let screens = "screen A1 {\n  action close { dismiss }\n}\nscreen B1 {\n  action close { dismiss }\n}"
        let d = try #require(Check.one(homeFlow("    present A1\n    present B1", screens), .presentOnBusyPresenter))
        #expect(d.message == "Attempt to present B1 on a screen which is already presenting A1")
        #expect(d.notes.first?.message == "A1 is presented here")
        // Dismissing first makes the presenter free again (the dismiss itself is T145 here: Home is never presented).
        #expect(!Check.codes(Check.run(homeFlow("    present A1\n    dismiss\n    present B1", screens))).contains("T141"))
        Check.clean(homeFlow("    if true { present A1 } else { present B1 }", screens))
    }

    @Test func popWithoutNavigationController() throws {
        let src = homeFlow("    present Sheet", "screen Sheet {\n  action close { pop }\n}")
        let d = try #require(Check.one(src, .popWithoutNavigation))
        #expect(d.severity == .warning)
        #expect(d.hint == "did you mean 'dismiss'?")
        Check.clean(homeFlow("    present Sheet withNavigation", "screen Sheet {\n  action close { pop }\n  action done { dismiss }\n}"))
    }

    @Test func dismissOfAScreenThatIsNeverPresented() throws {
        let src = homeFlow("    push Detail", "screen Detail {\n  action close { dismiss }\n}")
        let d = try #require(Check.one(src, .dismissNotPresented))
        #expect(d.severity == .warning)
        #expect(d.hint == "did you mean 'pop'?")
        #expect(d.fixIts.first.map { $0.span.text + " → " + $0.replacement } == "dismiss → pop", "\(d.fixIts)")
        // In a result handler, dismiss acts on the screen that delivered the result.
        Check.clean(homeFlow("    present Sheet then (ok) { dismiss }", "screen Sheet -> Bool {\n  action done { finish(true) }\n}"))
    }

    @Test func popInAHandlerActsOnTheFinishedScreen() {
        Check.clean(homeFlow("    push Detail then (ok) { pop }", "screen Detail -> Bool {\n  action done { finish(true) }\n}"))
        Check.expect(homeFlow("    present Sheet then (ok) { pop }", "screen Sheet -> Bool {\n  action done { finish(true) }\n}"), codes: ["T144"])
    }

    @Test func popAndDismissSwappedKeepTheirModifiersAndNothingElse() throws {
        let pop = try #require(Check.one(homeFlow("    present Sheet", "screen Sheet {\n  action close { pop animated: false }\n}"), .popWithoutNavigation))
        #expect(pop.fixIts.first?.replacement == "dismiss animated: false", "\(pop.fixIts)")
        let toRoot = try #require(Check.one(homeFlow("    present Sheet", "screen Sheet {\n  action close { popToRoot }\n}"), .popWithoutNavigation))
        #expect(toRoot.hint == "did you mean 'dismissToRoot'?" && toRoot.fixIts.first?.replacement == "dismissToRoot", "\(toRoot.fixIts)")
        // A dismiss with a completion is not rewritten: the hint alone.
        let completion = try #require(Check.one(homeFlow("    push Detail", "screen Detail {\n  action close { dismiss then { log \"x\" } }\n}"), .dismissNotPresented))
        #expect(completion.hint == "did you mean 'pop'?" && completion.fixIts.isEmpty, "\(completion.fixIts)")
    }

    @Test func backHandlersAreWalked() {
        Check.expect(homeFlow("    push Detail", "screen Detail {\n  on back { dismiss }\n  action close { pop }\n}"), codes: ["T145"])
    }
}

@Suite("Static checks: reachability")
struct ReachabilityTests {
    @Test func unreachableScreen() throws {
        let d = try #require(Check.one(Sample.tasks + "\n\nscreen Lyrics {\n  action close { pop }\n}", .unreachableScreen))
        #expect(d.severity == .warning)
        #expect(d.message == "screen 'Lyrics' is never shown: no path from the app entry reaches it")
        #expect(Check.at(d) == "15:8")
    }

    @Test func unreachableCoordinator() throws {
        let d = try #require(Check.one(Sample.tasks + "\n\ncoordinator Editor {\n  root TaskList\n  on TaskList.open(id) { log id }\n}",
                                       .unreachableCoordinator))
        #expect(d.severity == .warning)
        #expect(d.hint?.contains("start Editor as push") == true)
    }

    @Test func reachableThroughEntriesTabsCoordinatorsAndHandlers() {
        Check.clean("""
        app A {
          launch Main
        }

        tabs Main {
          tab home: HomeFlow
          tab settings: Settings withNavigation
        }

        coordinator HomeFlow {
          root Feed withNavigation
          on Feed.open(id) { push Post.read(id: id) }
          on Feed.compose { start Composer as present then (posted) { dismiss
            release } }
        }

        screen Feed {
          action open(id: String)
          action compose
        }

        screen Post {
          entry read(id: String)
          action close { pop }
        }

        coordinator Composer -> Bool {
          on swipe { terminate(false) }
          root Editor withNavigation
          on Editor.post { terminate(true) }
        }

        screen Editor {
          action post
        }

        screen Settings {
          action about { push About }
        }

        screen About {
          action close { pop }
        }
        """)
    }

    @Test func screenWithNoWayOut() throws {
        let d = try #require(Check.one(homeFlow("    present Splash fullScreen", "screen Splash {\n}"), .noWayOut))
        #expect(d.severity == .warning)
        #expect(d.notes.first?.message == "presented here")
        Check.expect(homeFlow("    present Splash", "screen Splash {\n  nonDismissible\n}"), codes: ["T152"])
        Check.clean(homeFlow("    present Splash pageSheet", "screen Splash {\n}"))
        Check.clean(homeFlow("    present Splash fullScreen", "screen Splash {\n  action close { dismiss }\n}"))
    }

    @Test func staticChecksWaitForACleanResolve() {
        // The unreachable screen is not reported while the flow has errors.
        Check.expect(Sample.tasks.replacingOccurrences(of: "push TaskDetail(taskId: taskId)", with: "push TaskDetial(taskId: taskId)"),
                     codes: ["T101"])
    }

    @Test func werrorTurnsWarningsIntoErrors() throws {
        let src = Sample.tasks + "\n\nscreen Lyrics {\n  action close { pop }\n}"
        let o = Check.run(src, werror: true)
        let d = try #require(o.diagnostics.first)
        #expect(d.code == .unreachableScreen)
        #expect(d.severity == .error)
        #expect(o.hasErrors)
        #expect(!Check.run(src).hasErrors)
    }

    @Test func outcomeCounts() {
        let o = Check.run(Sample.tasks + "\n\nscreen Lyrics {\n  action close { pop }\n}\nscreen Karaoke {\n}")
        #expect(o.errorCount == 0)
        #expect(o.warningCount == 2)
        #expect(!o.ioFailure)
    }
}
