//go:build !race

package rules

// raceDetector is true when the tests run under the race detector.
const raceDetector = false
