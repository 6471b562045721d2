import Bindings
import ComposerModel
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// web-latency: the page in headless Chromium on loopback (Benchmarks/web-latency.py,
/// Debian's chromium, chromium-driver and python3-selenium), measured in the page with
/// performance.now() and a MutationObserver:
///
/// - web-dom: a view model's change (every 50 ms, the label showing the wall-clock time of
///   the change) to the page's DOM showing it. Targets p50 ≤ 10 ms, p95 ≤ 30 ms.
/// - web-click: a click on a button to the DOM showing the view model the press changed.
///   Target p50 ≤ 15 ms.
///
/// The page's script is the server's (`app.js`): the scenario measures the page as served.
@LoopActor
enum WebLatencyScenario {
    static let labelCount = 100

    static func run(context: BenchContext) -> [ScenarioResult] {
        let samples = context.settings.webLatencySamples
        func failed(_ why: String) -> [ScenarioResult] {
            [ScenarioResult(name: "web-dom", unit: "ms p50", contenders: [:], target: "p50 <= 10 ms, p95 <= 30 ms", met: false,
                            notes: "not measured: \(why)")]
        }
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver") else {
            return failed("no /usr/bin/chromedriver (apt-get install chromium chromium-driver python3-selenium)")
        }
        do {
            let fixture = try WebBenchFixture(labels: labelCount, context: context)
            defer { fixture.stop() }
            let loop = context.loop
            let output = FileManager.default.temporaryDirectory.appendingPathComponent("web-latency-\(getpid()).json").path
            defer { try? FileManager.default.removeItem(atPath: output) }
            guard let browser = ChildProcess(["/usr/bin/python3", context.webLatencyScriptPath, fixture.server.url, "\(samples)", output]) else {
                return failed("could not start \(context.webLatencyScriptPath)")
            }
            let stampTimer = try loop.schedule(after: .milliseconds(50), repeating: .milliseconds(50)) {
                var now = timespec()
                clock_gettime(CLOCK_REALTIME, &now)
                fixture.stamp.install([.text(String(Int64(now.tv_sec) * 1_000_000 + Int64(now.tv_nsec) / 1_000))] as Style)
            }
            var exited: ChildProcess.Exit?
            let reaper = try loop.schedule(after: .milliseconds(100), repeating: .milliseconds(100)) {
                if exited == nil { exited = browser.exitIfEnded() }
            }
            _ = try loop.run(until: { exited != nil }, timeout: .seconds(300))
            stampTimer.dispose()
            reaper.dispose()
            if exited == nil {
                browser.kill()
                exited = browser.waitForExit()
            }
            struct Figures: Decodable {
                var model: [Double]?
                var click: [Double]?
                var error: String?
            }
            guard let data = FileManager.default.contents(atPath: output),
                  let figures = try? JSONDecoder().decode(Figures.self, from: data) else {
                return failed("the browser wrote no figures (exit \(exited?.code ?? -1))")
            }
            guard let model = figures.model?.sorted(), let click = figures.click?.sorted(), !model.isEmpty, !click.isEmpty else {
                return failed("the page: \(figures.error ?? "no figures")")
            }
            let p50 = Statistics.percentile(50, ofSorted: model)
            let p95 = Statistics.percentile(95, ofSorted: model)
            let clickP50 = Statistics.percentile(50, ofSorted: click)
            let clickP95 = Statistics.percentile(95, ofSorted: click)
            let domCriteria = [
                Criterion(label: "p50", value: p50, limit: 10, unit: " ms"),
                Criterion(label: "p95", value: p95, limit: 30, unit: " ms"),
            ]
            let clickCriterion = Criterion(label: "p50", value: clickP50, limit: 15, unit: " ms")
            let setting = "headless Chromium on loopback, the served page (app.js), \(labelCount + 3) nodes; measured in the page"
            return [
                ScenarioResult(
                    name: "web-dom", unit: "ms p50", contenders: ["bindings": p50], target: "view model change to DOM p50 <= 10 ms, p95 <= 30 ms",
                    met: domCriteria.allSatisfy(\.met),
                    notes: "\(setting) (MutationObserver, performance.timeOrigin + now() against the change's wall-clock time); "
                        + "\(model.count) changes 50 ms apart: p50 \(Format.figure(p50)) ms, p95 \(Format.figure(p95)) ms, max \(Format.figure(model.last ?? .nan)) ms",
                    details: ["p95 (ms)": p95], criteria: domCriteria),
                ScenarioResult(
                    name: "web-click", unit: "ms p50", contenders: ["bindings": clickP50], target: "click to view model to DOM p50 <= 15 ms",
                    met: clickCriterion.met,
                    notes: "\(setting) (element.click() to the MutationObserver, performance.now()); \(click.count) clicks: "
                        + "p50 \(Format.figure(clickP50)) ms, p95 \(Format.figure(clickP95)) ms",
                    details: ["p95 (ms)": clickP95], criteria: [clickCriterion]),
            ]
        } catch {
            return failed("\(error)")
        }
    }
}
