import TransitLanguage

public enum StaticChecks {
    public static func run(_ flow: Flow) -> [Diagnostic] { [] }
}
