// SPDX-License-Identifier: MIT
import TransitLanguage

extension StaticChecks {
    /// Every started child must be released on every path through its termination handler.
    mutating func checkLifetimes() {
        forEachBody { body in self.checkStarts(body) }
    }

    /// Visits every effect list the flow holds once, top-level bodies only (nested ones are reached by the caller).
    func forEachBody(_ f: (inout [Effect]) -> Void) {
        for var b in flow.everyBody { f(&b) }
    }

    mutating func checkStarts(_ effects: [Effect]) {
        for e in effects {
            switch e.kind {
            case .start(let d, _, _, let opts, let handler):
                let child = d.ref.name
                let resultType = flow.coordinators[child]?.resultType ?? .void
                if let h = handler {
                    // With autoRelease the library releases the child when its screen goes: no release needed.
                    if !opts.autoRelease, !releasesOnAllPaths(h.body[...], child: child) {
                        diags.report(CheckMessage.childNeverReleased(child), at: h.span ?? e.span)
                    }
                    checkStarts(h.body)
                } else if resultType != .void, !opts.autoRelease {
                    diags.report(CheckMessage.missingTerminationHandler(child, result: resultType), at: e.span)
                }
            case .show(_, _, _, let h): if let h { checkStarts(h.body) }
            case .branch(_, let a, let b): checkStarts(a); checkStarts(b)
            case .match(_, let arms): for arm in arms { checkStarts(arm.body) }
            case .alertButtons(_, let buttons): for b in buttons { checkStarts(b.body) }
            case .dismissCompletion(_, _, let c): checkStarts(c)
            default: break
            }
        }
    }

    /// True when every path through `effects` reaches `release` of `child`.
    /// Iterative over the list (a handler may hold thousands of statements); recursion only follows nesting,
    /// which the parser bounds. A branch releases on every path when both arms do, or when what follows does.
    /// A `func` the handler calls counts with what its body does (calls nest at most a few levels deep).
    func releasesOnAllPaths(_ effects: ArraySlice<Effect>, child: String, depth: Int = 0) -> Bool {
        for e in effects {
            switch e.kind {
            case .release(let n) where n == nil || n == child:
                return true
            case .releaseAll, .terminate:
                // `terminate` ends this coordinator: its parent releases it with every child it still holds.
                return true
            case .dismissCompletion(_, _, let completion):
                // UIKit runs the completion once the dismissal is over, whatever was presented.
                if releasesOnAllPaths(completion[...], child: child, depth: depth) { return true }
            case .branch(_, let a, let b):
                if releasesOnAllPaths(a[...], child: child, depth: depth) && releasesOnAllPaths(b[...], child: child, depth: depth) { return true }
            case .match(_, let arms):
                if !arms.isEmpty && arms.allSatisfy({ releasesOnAllPaths($0.body[...], child: child, depth: depth) }) { return true }
            case .callProcedure(let name, _) where depth < 8:
                let bodies = flow.coordinators.values.compactMap { $0.procedures[name]?.body }
                if !bodies.isEmpty, bodies.allSatisfy({ releasesOnAllPaths($0[...], child: child, depth: depth + 1) }) { return true }
            default:
                continue
            }
        }
        return false
    }

    /// True when some path releases the child (the parent means to release it).
    func releasesOnSomePath(_ effects: ArraySlice<Effect>, child: String, depth: Int = 0) -> Bool {
        for e in effects {
            switch e.kind {
            case .release(let n) where n == nil || n == child: return true
            case .releaseAll: return true
            case .dismissCompletion(_, _, let completion):
                if releasesOnSomePath(completion[...], child: child, depth: depth) { return true }
            case .branch(_, let a, let b):
                if releasesOnSomePath(a[...], child: child, depth: depth) || releasesOnSomePath(b[...], child: child, depth: depth) { return true }
            case .match(_, let arms):
                if arms.contains(where: { releasesOnSomePath($0.body[...], child: child, depth: depth) }) { return true }
            case .alertButtons(_, let buttons):
                if buttons.contains(where: { releasesOnSomePath($0.body[...], child: child, depth: depth) }) { return true }
            case .callProcedure(let name, _) where depth < 8:
                if flow.coordinators.values.contains(where: { $0.procedures[name].map { releasesOnSomePath($0.body[...], child: child, depth: depth + 1) } ?? false }) {
                    return true
                }
            default: continue
            }
        }
        return false
    }

    func resultOptional(_ child: String) -> Bool { flow.coordinators[child]?.resultOptional ?? false }

    /// `present A` then `present B` from the same screen before A is dismissed: UIKit ignores the second.
    mutating func checkBusyPresenters() {
        forEachBody { body in self.scanPresents(body, presented: nil) }
    }

    @discardableResult
    mutating func scanPresents(_ effects: [Effect], presented start: (String, SourceSpan?)?) -> (String, SourceSpan?)? {
        var presented = start
        for e in effects {
            switch e.kind {
            case .show(.present, let d, _, let h), .start(let d, .present, _, _, let h):
                if let (prev, span) = presented {
                    diags.report(CheckMessage.presentOnBusyPresenter(d.ref.name, presenting: prev), at: e.span,
                                 notes: [.init(CheckNote.screenPresentedHere(prev), span: span)])
                }
                presented = (d.ref.name, e.span)
                if let h { scanPresents(h.body, presented: nil) }
            case .show(.root, _, _, let h):
                presented = nil
                if let h { scanPresents(h.body, presented: nil) }
            case .show(_, _, _, let h), .start(_, _, _, _, let h):
                if let h { scanPresents(h.body, presented: nil) }
            case .dismiss, .dismissToRoot:
                presented = nil
            case .dismissCompletion(_, _, let c):
                presented = nil
                scanPresents(c, presented: nil)
            case .branch(_, let a, let b):
                let x = scanPresents(a, presented: presented)
                let y = scanPresents(b, presented: presented)
                presented = x ?? y
            case .match(_, let arms):
                var any: (String, SourceSpan?)? = nil
                for arm in arms { any = scanPresents(arm.body, presented: presented) ?? any }
                presented = any
            default:
                break
            }
        }
        return presented
    }
}
