import Bindings

/// The monitor's view model: how many services are up, and whether checking is paused.
///
/// `paused`'s `didSet` tells the checker, so a two-way binding to it must write through
/// the property (the key-path form), not through its storage.
@LoopActor
public final class MonitorModel {
    @Observed public var servicesUp = 0
    @Observed public var serviceCount: Int
    @Observed public var paused = false {
        didSet { pauseChanges += 1 }
    }
    /// How many times `paused` was set, as a worker told by `didSet` would see it.
    public private(set) var pauseChanges = 0

    /// A model of `serviceCount` services, none up yet.
    public init(serviceCount: Int) {
        self.serviceCount = serviceCount
    }

    /// The status line: "3 of 5 up", or "paused".
    public var status: String {
        paused ? "paused" : "\(servicesUp) of \(serviceCount) up"
    }
}
