/// What a body can see while it is resolved: its variables and who runs it.
struct Scope {
    enum Owner: Equatable { case none, screen(String), coordinator(String) }
    var owner: Owner
    var vars: [String: FlowType] = [:]
    /// Inside `start X … then { }`: the child that `release` releases.
    var startedChild: String?
    init(owner: Owner) { self.owner = owner }
}
