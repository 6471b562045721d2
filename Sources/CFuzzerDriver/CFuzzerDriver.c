// Intentionally empty: SwiftPM needs a source file for the header-only
// CFuzzerDriver module (see include/CFuzzerDriver.h).
