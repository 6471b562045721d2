// GTKBackend needs the package trait GTK, which links it to GTK 4 (the CGtk module). The
// trait is on by default; a package that turned the defaults off (`traits: []`, to build a
// terminal-only app without querying gtk4's pkg-config file) and then imports GTKBackend
// gets this message next to "no such module 'CGtk'".
#if !GTK
#error("GTKBackend needs the LoopComposer package trait \"GTK\": depend on the package with traits: [.defaults] or traits: [\"GTK\"]")
#endif
