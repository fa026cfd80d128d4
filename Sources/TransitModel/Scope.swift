// SPDX-License-Identifier: MIT
/// What a body can see while it is resolved: its variables and who runs it.
struct Scope {
    enum Owner: Equatable { case none, screen(String), coordinator(String) }
    var owner: Owner
    var vars: [String: FlowType] = [:]
    /// Inside `start X … then { }`: the child that `release` releases.
    var startedChild: String?
    /// Coordinator and app variables in scope: name → the key their value has at run time ("@x", "@@x").
    var stateKeys: [String: String] = [:]
    init(owner: Owner) { self.owner = owner }

    /// The run-time key of a name: a variable's key, or the name itself.
    func key(_ name: String) -> String { stateKeys[name] ?? name }

    /// A local name (a parameter, an argument, a binding): it hides a variable of the same name.
    mutating func bind(_ name: String, _ type: FlowType) {
        vars[name] = type
        stateKeys[name] = nil
    }

    /// Brings variables into scope (they can be read anywhere and set with `name = value`).
    mutating func addState(_ vars: [VarDef], prefix: String) {
        for v in vars where self.vars[v.name] == nil {
            self.vars[v.name] = v.type
            stateKeys[v.name] = prefix + v.name
        }
    }
}
