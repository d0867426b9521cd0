#!/usr/bin/env bash
# Rewrites cmd/kitchentable/default.pgo, the CPU profile that Go's
# profile-guided optimization (go build's -pgo=auto, the default) applies
# to every build of the main package cmd/kitchentable: the game, its own
# tests and the installers (other packages' tests build without it).
#
#   bash tools/pgo/profile.sh
#
# The profile is two workloads merged (about 5 and 15 seconds):
#   - the sim's random games through its harness (BenchmarkSimGame): the
#     engine's legal-action listing and Apply, and match.PlayOut, whose
#     calls through the engine interface PGO turns into direct ones;
#   - the hard computer's decisions against medium
#     (BenchmarkHardDecisionCPU): the search, the medium policy in its
#     rollouts, Clone and Knowledge.Sample.
# Run it again after a large change to the engine or the computer
# players; a stale profile only optimizes less, it never miscompiles.
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/../.."
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# -pgo=off: the new profile does not depend on the old one.
GOMAXPROCS=1 go test -pgo=off -run '^$' -bench '^BenchmarkSimGame$' -benchtime 15000x \
	-o "$tmp/sim.test" -cpuprofile "$tmp/sim.prof" ./cmd/kitchentable
go test -pgo=off -run '^$' -bench '^BenchmarkHardDecisionCPU$' -benchtime 1x \
	-o "$tmp/ai.test" -cpuprofile "$tmp/hard.prof" ./ai
go tool pprof -proto "$tmp/sim.prof" "$tmp/hard.prof" >"$tmp/default.pgo"
mv "$tmp/default.pgo" cmd/kitchentable/default.pgo
echo "wrote cmd/kitchentable/default.pgo"
