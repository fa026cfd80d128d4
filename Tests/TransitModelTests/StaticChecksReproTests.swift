// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage
@testable import TransitModel

/// The static-check reproductions of issue 30 (shared/repros): each flow is copied here with what UIKit does.
@Suite("Static checks: reproductions")
struct StaticChecksReproTests {
    /// rootless-child-pushing-its-first-screen-not-warned.flow: "<" pops D and no app code runs, so Parent keeps
    /// Child, as it would for `start Child as push` with `root D`.
    @Test func aRootlessChildPushingItsFirstScreenIsLeakedByTheBackButton() throws {
        let flow = """
        app X { launch Parent }
        screen Home { action open }
        screen D { }
        coordinator Parent {
          root Home withNavigation
          on Home.open { start Child then { release } }
        }
        coordinator Child { start { push D } }
        """
        let d = try #require(Check.one(flow, .gestureLeak))
        #expect(d.message == "the back button pops D without ending Child: UIKit calls no app code, so Parent keeps Child and it leaks")
        // `autoRelease` is not offered: it is a modifier of `start … as VERB`, which a root-less child has not.
        #expect(d.hint == "end it: 'on back { terminate }' in Child or 'on pop D { release }' in Parent")
        #expect(d.span?.text.hasPrefix("start Child") == true)
        // Each ends it.
        Check.clean(flow.replacingOccurrences(of: "start { push D } }", with: "start { push D }\n  on back { terminate } }"))
        Check.clean(flow.replacingOccurrences(of: "on Home.open {", with: "on pop D { release }\n  on Home.open {"))
    }

    /// The swipe-down analogue: a rootless child presenting its first screen as a sheet.
    @Test func aRootlessChildPresentingItsFirstSheetIsLeakedBySwipeDown() throws {
        let flow = """
        app X { launch Parent }
        screen Home { action open }
        screen D { action close }
        coordinator Parent {
          root Home withNavigation
          on Home.open { start Child then { release } }
        }
        coordinator Child {
          start { present D withNavigation }
          on D.close { dismiss; terminate }
        }
        """
        let d = try #require(Check.one(flow, .gestureLeak))
        #expect(d.message == "a swipe-down dismisses D without ending Child: UIKit calls no app code, so Parent keeps Child and it leaks")
        Check.clean(flow.replacingOccurrences(of: "present D withNavigation", with: "present D fullScreen"))
        Check.clean(flow.replacingOccurrences(of: "on D.close", with: "on swipe { terminate }\n  on D.close"))
    }

    /// release-in-dismiss-completion-not-counted.flow: the completion of a dismissal always runs, so a `release`
    /// in it releases the child on every path.
    @Test func aReleaseInADismissCompletionCounts() {
        let flow = """
        screen SignIn { action signIn }
        screen Main { action openSheet }
        screen Sheet { action signOut }

        coordinator Child {
          root Main withNavigation
          on Main.openSheet { present Sheet }
          on Sheet.signOut { terminate }
        }

        coordinator Parent {
          start { root SignIn }
          on SignIn.signIn {
            start Child as root then {
              dismissToRoot animated: false then {
                release
                root SignIn
              }
            }
          }
        }

        app X { launch Parent }
        """
        Check.clean(flow)
        Check.clean(flow.replacingOccurrences(of: "dismissToRoot animated: false then", with: "dismiss then"))
        // A completion that does not release is still a leak.
        Check.expect(flow.replacingOccurrences(of: "        release\n", with: ""), codes: ["T130"])
    }

    /// embed-with-navigation-ignored-by-static-check.flow: `as embed withNavigation` wraps the child's root in a
    /// navigation controller, so its push works and B is shown.
    @Test func embedWithNavigationGivesTheRootANavigationController() {
        let flow = """
        app X { launch Parent }
        screen Container { action open }
        screen A { action go }
        screen B { }
        coordinator Parent {
          root Container
          on Container.open { start Child as embed withNavigation }
        }
        coordinator Child {
          root A
          on A.go { push B }
        }
        """
        Check.clean(flow)
        // The same for a screen embedded directly.
        Check.clean("""
        app X { launch Parent }
        screen Container { action open }
        screen A { action go }
        screen B { }
        coordinator Parent {
          root Container
          on Container.open { embed A withNavigation }
          on A.go { push B }
        }
        """)
        // Without it, A has no navigation controller.
        Check.expect(flow.replacingOccurrences(of: " withNavigation", with: ""), codes: ["T150", "T140"])
    }

    /// container-with-embedded-child-actions-called-stuck.flow: A's view is inside Container's, so A's close is a
    /// way out of the full-screen Container.
    @Test func screensEmbeddedInAContainerAreItsActions() {
        let flow = """
        app X { launch Parent }
        screen Home { action open }
        screen Container { }
        screen A { action close }
        coordinator Parent {
          root Home withNavigation
          on Home.open { start ContainerFlow as present fullScreen autoRelease }
        }
        coordinator ContainerFlow {
          root Container
          start { start Child as embed }
        }
        coordinator Child {
          root A withNavigation
          on A.close { dismiss }
        }
        """
        Check.clean(flow)
        // Embedding a screen directly counts too; a container with nothing embedded is still a trap.
        Check.clean(flow.replacingOccurrences(of: "start { start Child as embed }", with: "start { embed A }\n  on A.close { dismiss }")
            .replacingOccurrences(of: "coordinator Child {\n  root A withNavigation\n  on A.close { dismiss }\n}", with: ""))
        Check.expect(flow.replacingOccurrences(of: "  start { start Child as embed }\n", with: ""), codes: ["T152", "T150", "T151"])
    }
}
