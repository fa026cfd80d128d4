// SPDX-License-Identifier: MIT
import TransitLanguage
import TransitModel

/// Coordinators: created and started by their parent, released, and deallocated when nothing holds them.
extension Interpreter {
    /// Creates a coordinator retained by the frame's coordinator (or the app) and runs its start(): the new
    /// coordinator, and its root content for the parent's transition to show (nil for one without a root).
    mutating func createCoordinator(_ dest: Destination, withNavigation: Bool, path: String? = nil, frame: Frame) -> (coordinator: CoordinatorID, content: ControllerID?)? {
        guard case .coordinator(let name) = dest.ref, let def = flow.coordinators[name] else { return nil }
        var inputs: [String: Value] = [:]
        for (k, e) in dest.arguments { inputs[k] = e.evaluate(frame.env) }
        let id: CoordinatorID = newID()
        sim.coordinators[id] = CoordinatorInstance(id: id, name: name, inputs: inputs, parent: frame.coordinator)
        createdCoordinators.insert(name)
        for v in def.vars { sim.coordinators[id]?.vars[v.name] = v.initial }
        sim.coordinators[id]?.reachableWhenLeaked = !def.eventHandlers.isEmpty || def.strongParent
        if let p = frame.coordinator {
            sim.coordinators[p]?.children.append(id)
            sim.coordinators[p]?.hasCreatedScreens = true
        } else { sim.appCoordinators.append(id) }
        let args = dest.arguments.map { "\($0.0): \(inputs[$0.0] ?? .void)" }.joined(separator: ", ")
        let holder = frame.coordinator.flatMap { sim.coordinators[$0]?.name } ?? "the app delegate"
        step(.coordinatorCreated, "\(name)(\(args)) created, retained by \(holder)", span: dest.span, subjects: [name])
        step(.coordinatorStarted, "\(name).start(transition:)", span: def.span, subjects: [name])
        guard let root = def.root else { return (id, nil) }
        let childFrame = Frame(acting: nil, coordinator: id, env: inputs, screenContext: false)
        guard let content = makeContent(root, withNavigation: withNavigation || def.rootOptions.withNavigation, owner: id, frame: childFrame) else {
            return (id, nil)
        }
        bindPath(content, to: path ?? def.rootOptions.path, span: def.span)
        let rootLeaf = sim.visibleLeaf(content)
        sim.coordinators[id]?.rootScreen = rootLeaf.map(HeldScreen.alive)
        // A coordinator whose root is a tab bar presents from the tab bar controller (tabBarController.present).
        if case .tabBar = sim.controllers[content]?.kind { sim.coordinators[id]?.navigation = content }
        return (id, content)
    }

    mutating func startCoordinator(_ dest: Destination, kind: ShowKind, tab: TabSelector?, options: ShowOptions,
                                   handler: ResultHandler?, frame: Frame, span: SourceSpan?) {
        let wrap = (kind == .present || kind == .root || kind == .tab || kind == .embed) && options.withNavigation
        guard let (coordID, content) = createCoordinator(dest, withNavigation: wrap, path: wrap ? options.path : nil, frame: frame) else { return }
        if options.autoRelease { sim.coordinators[coordID]?.autoRelease = true }
        if let handler {
            registerPending(.coordinator(coordID), type: flow.coordinators[dest.ref.name]?.resultType ?? .void, handler: handler, frame: frame)
        }
        if kind != .itself, let content {
            guard performShow(kind, content: content, options: options, frame: frame, tab: tab, span: span) else { return }
        }
        // The navigation controller the child is given (init(navigationController:)): the one it is pushed onto or
        // shown in, or the starter's.
        // Where the starter's code acts from: asked once, and only when something needs it.
        let needsStarter = flow.coordinators[dest.ref.name]?.start != nil || (kind == .itself && sim.coordinators[coordID]?.navigation == nil)
        // `present UINavigationController; start Child`: the empty navigation controller the starter made and holds
        // is the one it hands to the child, which shows its first screen there (not on the screen that acted).
        let handed = kind == .itself ? emptyHeldNavigation(of: frame.coordinator) : nil
        let starterActing = handed ?? (needsStarter ? withState(frame).acting : nil)
        if sim.coordinators[coordID]?.navigation == nil {
            let from = kind == .itself ? starterActing : sim.coordinators[coordID]?.rootScreen?.id
            let nav = from.flatMap { sim.pushTarget(from: $0) }
            sim.coordinators[coordID]?.navigation = nav
        }
        // start { … }: what start() does once its root is shown (or all it does, without a root). Its pushes and
        // presents go from the root screen, or from the screen that started it (the navigation controller it was given).
        runStartBlock(coordID, acting: starterActing, span: span)
    }

    /// The navigation controller a coordinator holds while it is still empty and on view: made to be handed over.
    func emptyHeldNavigation(of c: CoordinatorID?) -> ControllerID? {
        guard let c, let nav = sim.coordinators[c]?.navigation, case .navigation(let stack)? = sim.controllers[nav]?.kind,
              stack.isEmpty, sim.isInWindow(nav) else { return nil }
        return nav
    }

    /// start { … }: its pushes and presents go from the root screen, else from `acting` (the screen that started it),
    /// else from the navigation controller the coordinator holds. Without a root, its first screen counts as one.
    mutating func runStartBlock(_ coordID: CoordinatorID, acting fallback: ControllerID?, span: SourceSpan? = nil) {
        guard let inst = sim.coordinators[coordID], let body = flow.coordinators[inst.name]?.start else { return }
        let acting = inst.rootScreen?.id ?? fallback
        step(.effect, "\(inst.name).start() runs its start block", span: span, subjects: [inst.name])
        execute(body, Frame(acting: acting, coordinator: coordID, env: inst.inputs, screenContext: false))
        if sim.coordinators[coordID]?.rootScreen == nil {
            let first = sim.coordinators[coordID]?.screens.first
            sim.coordinators[coordID]?.rootScreen = first.map(HeldScreen.alive)
        }
    }

    /// Library removal (`autoRelease`): the child's first screen is gone, so the library drops the child.
    mutating func autoRelease(_ c: CoordinatorID, screen: String) {
        guard let inst = sim.coordinators[c] else { return }
        step(.effect, "the coordinator library sees \(screen) gone and removes \(inst.name)", subjects: [inst.name])
        var f = Frame(acting: nil, coordinator: inst.parent, env: [:], screenContext: false)
        f.startedChild = c
        release(name: nil, frame: f, span: nil)
    }

    mutating func release(name: String?, frame: Frame, span: SourceSpan?) {
        var child: CoordinatorID?
        if let sc = frame.startedChild, let inst = sim.coordinators[sc], name == nil || inst.name == name,
           inst.parent == frame.coordinator || frame.coordinator == nil {
            child = sc
        } else if let name {
            child = frame.coordinator.flatMap { sim.coordinators[$0]?.children.last { sim.coordinators[$0]?.name == name } }
        }
        guard let c = child, let inst = sim.coordinators[c] else {
            step(.ignored, "release: \(name ?? "the child") is not retained any more; nothing happens", span: span)
            return
        }
        let parentName = inst.parent.flatMap { sim.coordinators[$0]?.name } ?? "the app delegate"
        let subtree = sim.coordinatorSubtree(c)
        // A descendant that holds its parent strongly closes a retain cycle with that parent: the parent and what it
        // holds stay alive; the rest of the released subtree goes. The top-most such parent is reported.
        if let d = subtree.first(where: { $0 != c && sim.coordinators[$0].flatMap { flow.coordinators[$0.name]?.strongParent } == true }),
           let dn = sim.coordinators[d]?.name, let y = sim.coordinators[d]?.parent, let up = sim.coordinators[y]?.name {
            let kept = sim.coordinatorSubtree(y)
            step(.childReleased, "\(inst.name) released (\(parentName).child = nil)", span: span, subjects: [inst.name])
            if y == c {
                detach(c, heldByScreens: false)
            } else {
                // c goes: it stops holding y, which its child keeps alive.
                sim.coordinators[sim.coordinators[y]?.parent ?? y]?.children.removeAll { $0 == y }
                sim.coordinators[y]?.parent = nil
                detachAndDealloc(c)
            }
            sim.reportedLeaks.formUnion(kept)
            diagnose(.parentCycleLeak(coordinator: up, releasedBy: parentName, via: y == c ? nil : inst.name, holder: dn, kept: kept.count),
                     span: flow.coordinators[up]?.span, subjects: [up, dn])
            return
        }
        // A screen that holds its coordinator strongly keeps it alive as long as the screen lives.
        let holders = inst.screens.filter { id in
            sim.controllers.contains(id) && (sim.screen(id).flatMap { flow.screens[$0.screen]?.strongOwner } ?? false)
        }
        if let h = holders.first {
            detach(c, heldByScreens: true)
            step(.childReleased, "\(inst.name) released (\(parentName).child = nil); \(sim.name(of: h)) still holds it (its coordinator property is strong)",
                 span: span, subjects: [inst.name])
            return
        }
        // Released too early only if a screen of it is still shown when the event is over (checkEarlyReleases):
        // releasing and, in the same call, popping or replacing its screens is how apps switch flows.
        let shown = sim.coordinatorSubtree(c).flatMap { sim.coordinators[$0]?.screens ?? [] }.filter { sim.controllers.contains($0) && sim.isAttached($0) }
        if !shown.isEmpty { releasedWithScreens.append((inst.name, shown, span)) }
        if let parent = inst.parent { sim.coordinators[parent]?.children.removeAll { $0 == c } }
        else { sim.appCoordinators.removeAll { $0 == c } }
        step(.childReleased, "\(inst.name) released (\(inst.parent.flatMap { sim.coordinators[$0]?.name }.map { "\($0)." } ?? "")child = nil)",
             span: span, subjects: [inst.name])
        deallocCoordinator(c)
    }

    /// Takes a coordinator out of its parent's children (or the app delegate's) without deallocating it.
    mutating func detach(_ c: CoordinatorID, heldByScreens: Bool) {
        if let parent = sim.coordinators[c]?.parent { sim.coordinators[parent]?.children.removeAll { $0 == c } }
        else { sim.appCoordinators.removeAll { $0 == c } }
        sim.coordinators[c]?.parent = nil
        sim.coordinators[c]?.heldByScreens = heldByScreens
    }

    /// Takes a coordinator out of its holder and deallocates it with what it still retains.
    mutating func detachAndDealloc(_ c: CoordinatorID) {
        detach(c, heldByScreens: false)
        deallocCoordinator(c)
    }

    /// Deallocates a coordinator and what it retains.
    mutating func deallocCoordinator(_ c: CoordinatorID) {
        // One that holds itself is not freed, nor what it holds: reported once, then forgotten (nothing reaches it).
        if let top = sim.coordinatorSubtree(c).first(where: { sim.coordinators[$0]?.retainsSelf == true }), let inst = sim.coordinators[top] {
            diagnose(.retainedItself(inst.name, isCoordinator: true, releasedBy: inst.parent.flatMap { sim.coordinators[$0]?.name }),
                     span: flow.coordinators[inst.name]?.span, subjects: [inst.name])
        }
        for x in sim.coordinatorSubtree(c).reversed() {
            guard let dead = sim.coordinators.removeValue(forKey: x) else { continue }
            sim.pending = sim.pending.filter { $0.value.source != .coordinator(x) }
            step(.coordinatorDeallocated, "\(dead.name).deinit", subjects: [dead.name])
        }
    }
}
