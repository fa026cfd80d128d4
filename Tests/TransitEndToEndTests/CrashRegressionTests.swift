// SPDX-License-Identifier: MIT
import Foundation
import Testing
import TransitShellTestSupport
import TransitModel

/// Input that once crashed the program, run in a child process: a stack overflow must not take the test runner down.
@Suite("Crash regressions")
struct CrashRegressionTests {
    // Regression: StaticChecks.releasesOnAllPaths recurses once per statement; a termination handler with ~10,000 statements overflows the stack (SIGSEGV)
    @Test
    func longTerminationHandlerDoesNotCrash() throws {
        // Run in a child process: a stack overflow must not take the test runner down.
        let dir = TempDir()
        let file = dir.write("long-handler.flow", Self.longHandlerFlow(statements: 20_000))
        let r = try TransitBinary.run(["check", file.path])
        #expect(!r.crashed, "transit crashed: \(r.stderr.prefix(300))")
        #expect(r.status == 0, "\(r.stdout.suffix(300))")
    }

    @Test func longHandlerJustUnderTheCrashIsFine() throws {
        // The same flow, small enough for the checker in this process, has no finding.
        #expect(FlowLoader.load(source: Self.longHandlerFlow(statements: 300), path: "test.flow").diagnostics.isEmpty)
    }

    static func longHandlerFlow(statements n: Int) -> String {
        """
        app Shop {
          launch Main
        }

        coordinator Main {
          root Catalog withNavigation

          on Catalog.checkout {
            start Checkout as present then (paid) {
        \(String(repeating: "      log \"step\"\n", count: n))      dismiss
              release
            }
          }
        }

        screen Catalog {
          action checkout
        }

        coordinator Checkout -> Bool {
          root Payment
          on Payment.pay { terminate(true) }
          on swipe { terminate(false) }
        }

        screen Payment {
          action pay
        }
        """
    }
}
