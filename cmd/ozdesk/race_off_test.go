//go:build !race

package main

// raceDetector says whether this test binary runs under the race
// detector: see race_on_test.go.
const raceDetector = false
