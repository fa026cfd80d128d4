// SPDX-License-Identifier: MIT
/// Every shell command, its aliases and its help. `help` and completion read this table.
public struct CommandSpec: Sendable {
    public enum Name: String, Sendable, CaseIterable {
        case load, reload, launch, actions, tap, back, swipe, tab, finish, event, step, next, `continue`, `break`, delete
        case `where`, info, history, goto, restart, source, enable, disable, display, list, modals
        case undo, redo, stack, pending, coordinators, log, diagnostics, save, render, expect, requirements, set, help, quit
    }
    public enum ArgumentKind: Sendable { case none, file, action, appEvent, back, tab, result, breakpoint, command, expectation, setting, number }

    public var name: Name
    public var aliases: [String]
    public var usage: String
    public var summary: String
    public var details: String
    public var argument: ArgumentKind

    /// `help`'s groups, by what a command is for; every command is in exactly one (tested).
    public static let groups: [(title: String, names: [Name])] = [
        ("Flows", [.load, .reload, .source, .save, .render, .list]),
        ("Running the app", [.launch, .actions, .tap, .back, .swipe, .tab, .event, .finish]),
        ("Looking at the state", [.stack, .modals, .coordinators, .pending, .log, .diagnostics, .display]),
        ("Debugging (as gdb)", [.step, .next, .continue, .break, .delete, .enable, .disable, .info, .where]),
        ("Time travel", [.undo, .redo, .goto, .history, .restart]),
        ("Checking and settings", [.expect, .requirements, .set, .help, .quit]),
    ]

    public static let all: [CommandSpec] = [
        .init(name: .load, aliases: ["l"], usage: "load FILE…", summary: "load flow files (the session starts over)",
              details: "Reads and checks the files. When they have errors the diagnostics are shown and the previous flow stays loaded.",
              argument: .file),
        .init(name: .reload, aliases: [], usage: "reload", summary: "re-read the flow and replay this session's events on it",
              details: "Use it after editing the flow. The events are replayed in order; when one no longer applies, reload says which and why, and keeps it and the events after it: 'redo' tries them again, and so does the next reload. A flow with errors is not loaded: the last good one stays.",
              argument: .none),
        .init(name: .launch, aliases: [], usage: "launch [(name: value, …)]", summary: "start the app: run the app entry",
              details: "Runs application(_:didFinishLaunchingWithOptions:): what the app declaration launches becomes the window's root. With values, in that launch state: the app's variables written '= any', e.g. launch(loggedIn: true); the others start with their first value.",
              argument: .none),
        .init(name: .actions, aliases: ["a"], usage: "actions", summary: "list what can happen now",
              details: "The actions of the visible screens (with their argument types), back, swipe, tab selections and finish.",
              argument: .none),
        .init(name: .tap, aliases: ["t", "send"], usage: "tap [Screen.][Cell.]action [(label: value, …)]",
              summary: "send a user action of a visible screen",
              details: """
              Examples: tap select(taskId: "t1")    tap List.TaskCell.open taskId: t1    tap done
              Values: "text" or a bare word (strings and model values), 42, true/false, .case, .success(.ok). \
              Arguments left out take the first sample value of their type.
              """,
              argument: .action),
        .init(name: .back, aliases: [], usage: "back [cancel | to Screen]", summary: "tap the back button (or edge-swipe) of the visible navigation stack",
              details: """
              UIKit pops the screen without calling app code; only what the flow declares with 'on back' (and a
              navigation delegate's 'on willPop' / 'on pop') runs.
              back cancel      an edge swipe let go half-way: willShow fires ('on willPop'), then the screen stays
              back to Feed     a long press on the back button, then Feed from its menu: pops every screen above Feed
              """, argument: .back),
        .init(name: .swipe, aliases: ["sw"], usage: "swipe", summary: "swipe down the top sheet",
              details: "The sheet is dismissed without any app call; 'on swipe' (or 'on back') runs if declared. Full-screen and non-dismissible presentations cannot be swiped.",
              argument: .none),
        .init(name: .tab, aliases: [], usage: "tab NAME|INDEX", summary: "select a tab of the visible tab bar",
              details: "Example: tab settings    tab 1", argument: .tab),
        .init(name: .event, aliases: ["link"], usage: "event NAME [(label: value, …)]",
              summary: "an app event or link arrives: a deep link, a notification tap, a request answered 401",
              details: """
              The flow declares them ('event sessionExpired', 'link item(id: String) -> ItemDetail'); the root-most live
              coordinator with 'on NAME { … }' handles it. A link that does not end on its screen is R216. A
              'notification loggedOut' is posted as 'notify loggedOut' does: every live coordinator that observes it runs.
              Examples: event sessionExpired    link item(id: "42")
              """, argument: .appEvent),
        .init(name: .finish, aliases: ["f"], usage: "finish [Screen] [VALUE]", summary: "make a screen finish by itself with a result",
              details: "For results that arrive without a tap (a network reply, a timer). Example: finish .success(.ok)\nNot gdb's finish: while paused, a bare 'finish' is refused (use 'continue' to run to the end of the event); 'finish SCREEN [VALUE]' finishes that screen after the paused event ends.", argument: .result),
        .init(name: .step, aliases: ["s"], usage: "step [N]", summary: "go one step further through the last event (lifecycle steps included)",
              details: "Without a pause in progress, 'step' goes back to the first step of the last event, so you can walk through what it did.",
              argument: .number),
        .init(name: .next, aliases: ["n"], usage: "next [N]", summary: "like step, skipping lifecycle steps", details: "", argument: .number),
        .init(name: .continue, aliases: ["c"], usage: "continue", summary: "run to the next breakpoint or to the end of the event",
              details: "", argument: .none),
        .init(name: .break, aliases: ["b", "br"], usage: "break [NAME | Screen.action | FILE:LINE | R301 | KIND NAME]",
              summary: "pause when a step involves a screen or coordinator, a tap of an action, a flow line, a transition or a diagnostic",
              details: """
              break Detail              a step that involves the screen (or coordinator) Detail
              break List.select         the tap of List.select
              break tasks.flow:36       a step caused by line 36 of tasks.flow
              break R301                a step that reports R301;  break present: a present transition
              break screen Detail       the same with the kind said (screen, coordinator, transition, diagnostic, action, line)
              break List.select if "t2"   only when the step's text contains t2 (an argument, an input, a name)
              Without arguments (or 'info breakpoints'): list them with their stable numbers and hit counts.
              A pause says which breakpoint hit and shows the flow line of the step.
              """,
              argument: .breakpoint),
        .init(name: .delete, aliases: ["del"], usage: "delete N|all", summary: "delete a breakpoint (numbers stay as they are)", details: "", argument: .number),
        .init(name: .where, aliases: ["bt", "backtrace"], usage: "where",
              summary: "show where the session is: the current step, the handlers it runs in, the event, with flow lines",
              details: "Like gdb's backtrace: #0 is the step (the paused one, or the last step of the last event), then each handler around it, innermost first, then the event.",
              argument: .none),
        .init(name: .info, aliases: [], usage: "info breakpoints|stack|pending|coordinators|display",
              summary: "as gdb's info: the breakpoints, a view of the state, or the views displayed",
              details: "info breakpoints lists the breakpoints; info stack, info pending and info coordinators are the views of those names; info display lists what display shows after every change.",
              argument: .none),
        .init(name: .enable, aliases: [], usage: "enable N", summary: "turn a breakpoint back on", details: "", argument: .number),
        .init(name: .disable, aliases: [], usage: "disable N", summary: "keep a breakpoint but stop pausing at it",
              details: "", argument: .number),
        .init(name: .display, aliases: [], usage: "display [stack|pending|coordinators|off]",
              summary: "show a view after every event (as gdb's display); without an argument, list the views shown",
              details: "Example: display stack    display pending    display off", argument: .setting),
        .init(name: .list, aliases: [], usage: "list", summary: "show the flow source around the current step",
              details: "The lines around the paused step (or the last step of the last event), the step's line marked.", argument: .none),
        .init(name: .history, aliases: [], usage: "history", summary: "list this session's events, numbered, the current one marked",
              details: "Redone events after an undo are listed too; 'goto N' moves to the state after event N.", argument: .none),
        .init(name: .goto, aliases: [], usage: "goto N", summary: "jump to the state after event N of the history (0: before launch)",
              details: "Like several undo or redo at once; the events after N stay available to 'redo'.", argument: .number),
        .init(name: .restart, aliases: [], usage: "restart", summary: "go back to before launch, keeping the events for 'redo'",
              details: "", argument: .none),
        .init(name: .source, aliases: [".read"], usage: "source FILE", summary: "run the commands of a script in this session",
              details: "Relative paths are read from the session's folder. The script's 'load' replaces the flow as 'load' does.",
              argument: .file),
        .init(name: .undo, aliases: ["u"], usage: "undo [N]", summary: "go back N events (the state is restored exactly)", details: "", argument: .number),
        .init(name: .redo, aliases: [], usage: "redo [N]", summary: "redo N undone events", details: "", argument: .number),
        .init(name: .stack, aliases: ["st"], usage: "stack", summary: "show the view-controller hierarchy, the top screen marked",
              details: "window › tab bars › navigation stacks › presented modals › embedded children. While paused, the state at the paused step.",
              argument: .none),
        .init(name: .modals, aliases: ["m"], usage: "modals", summary: "show what is presented, bottom first: the container, its style, what it shows, who presents it",
              details: "A presented navigation controller is listed with its stack; an alert with its message; modals left alive under a replaced window root are listed last.",
              argument: .none),
        .init(name: .pending, aliases: ["p"], usage: "pending", summary: "show who waits for whose result, and what back / swipe-down would deliver",
              details: "", argument: .none),
        .init(name: .coordinators, aliases: ["co"], usage: "coordinators", summary: "show the coordinator retain tree", details: "", argument: .none),
        .init(name: .log, aliases: [], usage: "log [N] [all]", summary: "show the steps of the last N events (all: with lifecycle steps)",
              details: "", argument: .number),
        .init(name: .diagnostics, aliases: ["d", "diag"], usage: "diagnostics", summary: "show the flow's warnings and the problems found while running",
              details: "", argument: .none),
        .init(name: .save, aliases: [], usage: "save FILE", summary: "save this session as a replayable script",
              details: "The script loads the flow, replays the events, names the problems each one found, and ends with expect lines for the final top screen, stack, modals, tab, coordinators, pending results and diagnostics: a regression test. Run it with 'transit run FILE'. Written atomically.",
              argument: .file),
        .init(name: .render, aliases: [], usage: "render [--follow] [--view flow|coordinators|stack] [--edges forward|all] [--around NAME [--depth N]] [--coordinator NAME] FILE | render stop",
              summary: "draw the flow with the current state over it (svg, png, pdf, dot, mermaid by extension)",
              details: """
              render tasks.svg                  the flow graph, the stacks highlighted, the transitions taken numbered
              render --view stack stack.svg     the current stack as nested boxes (or: --view coordinators)
              render --follow live.svg          re-drawn after every event, with live.html beside it: open that page
                                                in a browser (file:// works) and it follows while you step; it
                                                scrolls to the top screen, and a click on a screen shows its actions
              render --around Detail a.svg      only Detail and its neighbours (--depth 2: two edges away)
              render --coordinator Main m.svg   only Main's screens and its child coordinators'
              render --edges forward f.svg      transitions only, no result edges
              render stop                       stop following
              Files are written atomically. Following re-colours the laid-out graph instead of laying it out again.
              """,
              argument: .file),
        .init(name: .requirements, aliases: ["req"], usage: "requirements", summary: "show whether each of the flow's requirements holds here",
              details: "For each 'require' of the flow: holds or broken in the state on screen, as 'expect holds NAME' asks it (an 'after' one only right after one of its events; a 'reach' one searches up to its number of user events from here). transit check --explore proves them on every state.",
              argument: .none),
        .init(name: .expect, aliases: [], usage: "expect WHAT …", summary: "assert something about the current state (scripts)",
              details: """
              expect top Detail                       the top screen
              expect stack List, Detail               the visible navigation stack, bottom first
              expect modals Detail | none             the chain of presented screens
              expect path feedPath .item, .author     a SwiftUI path's values, first first (or: none)
              expect tab home                         the selected tab of the visible tab bar
              expect coordinators ListCoordinator/DetailCoordinator, …   live coordinators (names or parent/child paths)
              expect pending DetailCoordinator -> ListCoordinator | none
              expect diagnostic R301                  a problem found by the last event (or: expect diagnostics none)
              expect no leaks                         no leak found so far
              expect log "ok"                         the last event logged or alerted this text
              expect fails back                       the command must be refused
              expect actions none                     nothing can happen now (a dead end)
              expect crash                            the app has crashed
              expect holds NAME                       the flow's requirement NAME holds here (expect violated NAME: it is broken)
              """,
              argument: .expectation),
        .init(name: .set, aliases: [], usage: "set lifecycle on|off", summary: "show lifecycle steps (viewWillAppear…) in event output",
              details: "", argument: .setting),
        .init(name: .help, aliases: ["h", "?"], usage: "help [COMMAND]", summary: "list commands, or explain one", details: "", argument: .command),
        .init(name: .quit, aliases: ["q", "exit"], usage: "quit", summary: "leave the shell (Ctrl-D too)", details: "", argument: .none),
    ]

    public static func find(_ word: String) -> CommandSpec? {
        all.first { $0.name.rawValue == word || $0.aliases.contains(word) }
    }

    public static var allWords: [String] { all.flatMap { [$0.name.rawValue] + $0.aliases } }
}
