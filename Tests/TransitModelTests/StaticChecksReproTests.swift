// SPDX-License-Identifier: MIT
import Testing
import TransitLanguage
@testable import TransitModel

/// The static-check reproductions of issue 30 (shared/repros): each flow is copied here with what UIKit does.
@Suite("Static checks: reproductions")
struct StaticChecksReproTests {
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
