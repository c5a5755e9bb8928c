//go:build race

package main

// raceDetector says whether this test binary runs under the race
// detector (go test -race, as CI runs every test). The load tests
// (TestProtectedLoad, TestManyAskers, TestFleetLoad) then run at a smaller
// size, within CI's time (docs/ci.md): the processes they start are built
// without the detector, so a smaller size leaves it nothing less to
// check. Without -race they run at their full size.
const raceDetector = true
