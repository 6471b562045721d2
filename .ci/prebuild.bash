# Sourced by .ci/run and .ci/reliability, after .ci/test-log.bash: the builds of the later reliability stages,
# built ahead in one background lane at the lowest CPU priority (SCHED_IDLE): valgrind's
# debug build (DWARF 4), the fuzz targets (Fuzz/run --build-only) and the benchmarks
# (Benchmarks/run --build-only, for the allocations check). The stages before them leave
# a core idle for minutes (the test runs, DocC's one thread, valgrind's, the soaks, the
# web lifetimes' idle settling); at that priority the lane takes next to nothing from a stage
# that keeps both cores busy. .ci/run starts it after its own build; .ci/reliability run
# alone starts it itself. Each build's output goes to a log of its own; the stage that
# needs a build waits for it (prebuilt NAME) and fails, showing that log, if it failed.
# The valgrind stage still runs its own `swift build` after it, a no-op then; the fuzz and
# allocations stages skip theirs (FUZZ_SKIP_BUILD, BENCHMARKS_SKIP_BUILD): there a second
# build is no no-op (see Fuzz/run).

swiftpm=(--build-system native)
# DWARF 4, in a build of its own: valgrind 3.19 (Debian 12) cannot read the DWARF 5
# forms clang and swiftc emit by default (DW_FORM_strx1 in the C targets swift-nio
# brings), and gives up on the whole binary ("Possibly corrupted debuginfo file").
valgrind_build=(--scratch-path .build-valgrind -Xswiftc -dwarf-version=4 -Xcc -gdwarf-4)

prebuild() {
    local name=$1 status=0
    shift
    "$@" </dev/null >"$LOOPCOMPOSER_PREBUILDS/$name.log" 2>&1 || status=$?
    echo "$status" >"$LOOPCOMPOSER_PREBUILDS/$name.status.tmp"
    mv "$LOOPCOMPOSER_PREBUILDS/$name.status.tmp" "$LOOPCOMPOSER_PREBUILDS/$name.status"
}

# Starts the lane, unless the calling script's parent (.ci/run) already did; exports
# LOOPCOMPOSER_PREBUILDS, its folder (the logs, the statuses and the lane's pid).
prebuild_start() {
    [[ -n ${LOOPCOMPOSER_PREBUILDS:-} && -e $LOOPCOMPOSER_PREBUILDS/pid ]] && return
    LOOPCOMPOSER_PREBUILDS=$(mktemp -d)
    export LOOPCOMPOSER_PREBUILDS
    # valgrind before the lane: no apt-get of ours next to the lane's ensure-deps.
    if ! command -v valgrind >/dev/null 2>&1; then
        if [[ $(id -u) -eq 0 ]]; then as_root=(); else as_root=(sudo -n); fi
        "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >&2 ||
            { "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq >&2 &&
              "${as_root[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq valgrind >&2; }
    fi
    # Its own process group (set -m), so that prebuild_stop stops the whole lane, builds
    # and all, when a stage fails first.
    set -m
    (
        # SCHED_IDLE (chrt --idle), not nice 19: libdispatch sets each of swift-build's
        # worker threads' nice value back to its QoS's (setpriority), so the compilers
        # swift-build spawns ran at nice 0; a scheduling policy is inherited, and kept.
        chrt --idle -p 0 "$BASHPID"
        prebuild valgrind swift build "${swiftpm[@]}" "${valgrind_build[@]}" --product BindingDemo
        prebuild fuzz ./Fuzz/run --build-only
        prebuild benchmarks Benchmarks/run --build-only
    ) &
    echo "$!" >"$LOOPCOMPOSER_PREBUILDS/pid"
    set +m
    prebuild_owner=1
    echo "(valgrind's, the fuzz targets' and the benchmarks' builds started ahead, at idle priority)"
}

# For an EXIT trap: stops the lane if this script started it.
prebuild_stop() {
    [[ ${prebuild_owner:-0} -eq 1 ]] || return 0
    kill -- -"$(cat "$LOOPCOMPOSER_PREBUILDS/pid")" 2>/dev/null || true
    rm -rf "$LOOPCOMPOSER_PREBUILDS"
}

# Waits for a build of the lane; prints its output's tail, or all of it and fails.
prebuilt() {
    local name=$1 status waited=$SECONDS pid
    pid=$(cat "$LOOPCOMPOSER_PREBUILDS/pid")
    until [[ -e $LOOPCOMPOSER_PREBUILDS/$name.status ]] || ! kill -0 "$pid" 2>/dev/null; do
        sleep 1
    done
    status=$(cat "$LOOPCOMPOSER_PREBUILDS/$name.status" 2>/dev/null || echo "none (the lane ended first)")
    if [[ $status != 0 ]]; then
        print_without_export_warnings "$LOOPCOMPOSER_PREBUILDS/$name.log"
        echo "FAILED: the $name build, built ahead, exited $status"
        exit 1
    fi
    print_without_export_warnings "$LOOPCOMPOSER_PREBUILDS/$name.log" | tail -n 3
    echo "($name built ahead; waited $((SECONDS - waited))s for it)"
}
