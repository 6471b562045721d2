import Bindings
import ComposerModel
import Dispatch
import Foundation
import LoopComposerTesting

/// The view model the laws drive: small value domains, so that sets often
/// leave a value as it was and styles share keys.
@LoopActor
final class LawModel {
    @Observed var a = 0
    @Observed var b = 0
    @Observed var c = 0
    @Observed var flag = false
    /// Set from another thread in the programs.
    nonisolated let shared = SharedProperty(0)
}

/// One random program and its oracle.
@LoopActor
struct LawProgram {
    /// Pure style functions of the model; some read properties only under conditions.
    static let styleFunctions: [@LoopActor (LawModel) -> Style] = [
        { model in [.text("a\(model.a)")] },
        { model in model.flag ? [.text("b\(model.b)"), .hidden(true)] : [.textColor(.red)] },
        { model in model.a > 1 ? [.width(Double(model.b)), .opacity(0.5)] : [.width(Double(model.c))] },
        { model in [.value(Double(model.c)), .range(min: 0, max: Double(model.a))] },
        { model in model.c == 2 ? [] : [.textStyle(model.flag ? .bold : .plain), .text("c\(model.c)")] },
        { model in Style([.title("t\(model.a + model.b)", for: .normal)] + (model.flag ? [.title("x", for: .disabled)] : [])) },
        { model in model.shared.value > 1 ? [.text("s\(model.shared.value)"), .hidden(model.flag)] : [.progress(Double(model.shared.value) / 4)] },
    ]

    var generator: SplitMix64
    let seed: UInt64
    let conditionalOnly: Bool

    init(seed: UInt64, conditionalOnly: Bool = false) {
        self.seed = seed
        self.generator = SplitMix64(seed: seed)
        self.conditionalOnly = conditionalOnly
    }

    /// Runs the program; returns a description of the first broken law, if any.
    mutating func run(on loop: EventLoop) -> String? {
        var unexpected: [String] = []
        BindingScheduler.current.diagnosticHandler = { diagnostic in
            // Bindings on one target that set the same key are expected here.
            if case .conflictingBindings = diagnostic.kind { return }
            unexpected.append(diagnostic.description)
        }
        let model = LawModel()
        let targets = (0..<3).map { RecordingTarget(name: "target\($0)") }
        var bound: [[Int]] = [[], [], []]     // style function indexes per target, in binding order
        for target in targets.indices {
            for _ in 0..<Int.random(in: 1...2, using: &generator) {
                bind(target: target, targets: targets, model: model, bound: &bound)
            }
        }
        var log: [String] = []
        for step in 0..<FlushLawsTests.stepsPerProgram {
            switch Int.random(in: 0..<11, using: &generator) {
            case 0..<6:
                let value = Int.random(in: 0...3, using: &generator)
                switch Int.random(in: 0..<4, using: &generator) {
                case 0 where !conditionalOnly: model.a = value; log.append("a=\(value)")
                case 1: model.b = value; log.append("b=\(value)")
                case 2: model.c = value; log.append("c=\(value)")
                default: model.flag = value > 1; log.append("flag=\(value > 1)")
                }
            case 6:
                // A set from another thread, finished before the next step.
                let value = Int.random(in: 0...3, using: &generator)
                let shared = model.shared
                let done = DispatchSemaphore(value: 0)
                Thread.detachNewThread {
                    shared.value = value
                    done.signal()
                }
                done.wait()
                log.append("shared=\(value) (other thread)")
            case 7 where !conditionalOnly:
                let target = Int.random(in: 0..<targets.count, using: &generator)
                bind(target: target, targets: targets, model: model, bound: &bound)
                log.append("bind target\(target)")
            default:
                let installsBefore = targets.map(\.installCount)
                loop.runOnce()
                log.append("turn")
                for (index, target) in targets.enumerated() {
                    let expected = bound[index].reduce(Style()) { merged, function in
                        merged <<- Self.styleFunctions[function](model)
                    }
                    if target.shown != expected {
                        return "seed \(seed), step \(step): target\(index) shows \(target.shown), expected \(expected); program: \(log.joined(separator: ", "))"
                    }
                    if target.installCount - installsBefore[index] > 1 {
                        return "seed \(seed), step \(step): target\(index) got \(target.installCount - installsBefore[index]) installs in one turn"
                    }
                }
            }
        }
        for target in targets { target.lifetime.end() }
        return unexpected.first.map { "seed \(seed): unexpected diagnostic \($0)" }
    }

    private mutating func bind(target: Int, targets: [RecordingTarget], model: LawModel, bound: inout [[Int]]) {
        let function = Int.random(in: 0..<Self.styleFunctions.count, using: &generator)
        targets[target].bind(to: model) { model in Self.styleFunctions[function](model) }
        bound[target].append(function)
    }
}
