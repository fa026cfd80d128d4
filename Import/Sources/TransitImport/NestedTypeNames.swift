// SPDX-License-Identifier: MIT

/// Names for nested types that share their short name with another type (`ReplaceTransactionCoordinator.Mode` and
/// `EnabledServersViewModel.Mode`): Swift keeps them apart by their enclosing type, the module keys types by one name,
/// so each nested one gets its enclosing types' names in front (`ReplaceTransactionCoordinatorMode`) instead of
/// being merged with the others. References follow Swift's lookup: a short name inside the enclosing type (or its
/// extensions, or types nested in it) means the nested type; a qualified name means it anywhere.
struct NestedTypeNames {
    /// Qualified name (`Outer.Mode`) → the name the module uses.
    private var byQualified: [String: String] = [:]
    /// Enclosing type's qualified name → short name → the name the module uses.
    private var byScope: [String: [String: String]] = [:]

    var isEmpty: Bool { byQualified.isEmpty }

    init(_ infos: [TypeInfo]) {
        var declared: [String: Set<String>] = [:]
        for info in infos where !info.isExtension && !info.isAlias && !info.qualifiedName.isEmpty {
            declared[info.name, default: []].insert(info.qualifiedName)
        }
        let taken = Set(infos.map(\.name))
        for (short, qualified) in declared.sorted(by: { $0.key < $1.key }) where qualified.count > 1 {
            for q in qualified.sorted() where q.contains(".") {
                var flat = q.split(separator: ".").joined()
                while taken.contains(flat) || byQualified.values.contains(flat) { flat += "_" }
                byQualified[q] = flat
                byScope[String(q.dropLast(short.count + 1)), default: [:]][short] = flat
            }
        }
    }

    /// The info with its own name and the type names its members write renamed.
    func apply(_ info: TypeInfo) -> TypeInfo {
        guard !isEmpty else { return info }
        var info = info
        // `Outer.Mode` declared or extended; its members look names up in `Outer.Mode`, then `Outer`.
        let scope = info.qualifiedName
        if let renamed = byQualified[scope] { info.name = renamed }
        let lookup = { (written: String) -> String in resolve(written, in: scope) }
        info.inherited = info.inherited.map(lookup)
        info.properties = info.properties.map { p in
            var p = p
            p.typeName = p.typeName.map(lookup)
            return p
        }
        info.methods = info.methods.map { m in
            var m = m
            m.owner = info.name
            m.parameters = m.parameters.map { p in
                var p = p
                p.typeName = lookup(p.typeName)
                return p
            }
            m.returnType = m.returnType.map(lookup)
            return m
        }
        return info
    }

    /// The module's name for a type written as `written` inside the type `scope` (qualified).
    func resolve(_ written: String, in scope: String) -> String {
        if let renamed = byQualified[written] { return renamed }
        guard !written.contains(".") else { return written }
        var current = Substring(scope)
        while !current.isEmpty {
            if let renamed = byScope[String(current)]?[written] { return renamed }
            guard let dot = current.lastIndex(of: ".") else { break }
            current = current[..<dot]
        }
        return written
    }
}
