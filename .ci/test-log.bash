# Sourced by .ci/run, .ci/reliability and .ci/prebuild.bash: what they print from a test
# run's or a build's log, written once.

# Prints the totals of the test log $1: XCTest's overall line (its last "Executed" line)
# and Swift Testing's "Test run with" line.
print_test_totals() {
    grep -E '^[[:space:]]*Executed [0-9]+ tests?' "$1" | tail -n 1 | sed 's/^[[:space:]]*/XCTest: /' || true
    grep -E 'Test run with [0-9]+ tests?' "$1" | tail -n 1 | sed 's/^/Swift Testing: /' || true
}

# Prints the failures of the test log $1 (XCTest's failed cases and their "error:" lines,
# Swift Testing's ✘ lines), at most $2 lines, under a heading; nothing when none failed.
# Meant for the end of a stage: a log may be read only by its last lines.
print_failed_tests() {
    local failures
    failures=$(grep -E "^Test Case '.*' failed|: error: |^✘ " "$1" | head -n "$2" | cut -c 1-400) || true
    [[ -n $failures ]] || return 0
    echo "Failures (the first $2 lines of them):"
    sed 's/^/  /' <<<"$failures"
}

# Prints the log $1 without the linker's warnings about the AddressSanitizer symbols it
# cannot export (gold and lld print one per symbol).
print_without_export_warnings() {
    grep -v "Cannot export local symbol" "$1" || true
}
