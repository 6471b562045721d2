// Code written against a removed API, one call per line: Scripts/check-removed-api expects each
// line with a call to fail with "is unavailable", the message that names its replacement.
import Bindings
import Widgets
@LoopActor final class M { @Observed var text = ""; @Observed var on = false; @Observed var level = 0.5 }
@LoopActor func old(_ m: M, _ f: TextField, _ s: Switch, _ v: Slider) {
    f.bindText(m.$text)
    s.bindIsOn(m.$on)
    v.bindValue(m.$level)
}
