import Bindings

/// Collects binding diagnostics for assertions.
@LoopActor
final class DiagnosticRecorder {
    private(set) var diagnostics: [BindingDiagnostic] = []

    init(_ scheduler: BindingScheduler = .current) {
        scheduler.diagnosticHandler = { [weak self] in self?.diagnostics.append($0) }
    }

    var descriptions: [String] { diagnostics.map(\.description) }
}
