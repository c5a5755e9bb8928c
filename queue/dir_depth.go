package queue

import (
	"fmt"
	"strings"
)

// MaxDirDepth is the most directories deep a request's working
// directory, workdir, project directory or home may be. Every directory
// above the workdir holds guarded harness settings, and each of those is
// judged with the directories above it, so the work grows with the cube
// of the depth: a cwd a thousand directories deep took seconds and
// gigabytes, holding the store. No real directory comes near the cap.
const MaxDirDepth = 64

// checkDirDepth refuses a request directory deeper than MaxDirDepth,
// naming which and how deep, before anything is built from it.
func checkDirDepth(what, dir string) error {
	n := 0
	for c := range strings.SplitSeq(dir, "/") {
		if c != "" {
			n++
		}
	}
	if n <= MaxDirDepth {
		return nil
	}
	return fmt.Errorf("evaluate: the %s is %d directories deep, past the %d ozdesk reads, so the command is not judged; run it from a shallower directory", what, n, MaxDirDepth)
}
