// SPDX-License-Identifier: MIT
/// What a body can see while it is resolved: its variables and who runs it.
struct Scope {
    enum Owner: Equatable { case none, screen(String), coordinator(String) }
    var owner: Owner
    var vars: [String: FlowType] = [:]
    /// Inside `start X … then { }`: the child that `release` releases.
    var startedChild: String?
    /// Coordinator and app variables in scope (and `presenting`): name → where their value lives at run time.
    var stateKeys: [String: VariableKey] = [:]
    init(owner: Owner) { self.owner = owner }

    /// Where a name's value lives: a variable's key, or else the body's own binding.
    func key(_ name: String) -> VariableKey { stateKeys[name] ?? .local(name) }

    /// A local name (a parameter, an argument, a binding): it hides a variable of the same name.
    mutating func bind(_ name: String, _ type: FlowType) {
        vars[name] = type
        stateKeys[name] = nil
    }

    /// Brings variables into scope (they can be read anywhere and set with `name = value`).
    mutating func addState(_ vars: [VarDef], as key: (String) -> VariableKey) {
        for v in vars where self.vars[v.name] == nil {
            self.vars[v.name] = v.type
            stateKeys[v.name] = key(v.name)
        }
    }
}
