// Placeholder until the live-counter demo lands: shows that libuv is linked.
import Bindings

print("LoopComposer BindingDemo: libuv \(LibUV.version)")
