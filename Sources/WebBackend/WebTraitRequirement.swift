// WebBackend needs the package trait Web, which brings its HTTP and WebSocket stack
// (Hummingbird, swift-nio). The trait is on by default; a package that turned the defaults
// off (`traits: []`, a terminal-only app that resolves nothing of Hummingbird) and then
// imports WebBackend gets this message next to "no such module 'Hummingbird'".
#if !Web
#error("WebBackend needs the LoopComposer package trait \"Web\": depend on the package with traits: [.defaults] or traits: [\"Web\"]")
#endif
