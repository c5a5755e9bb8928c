// Package percall puts the commands a harness runs once per command an
// agent runs (hook, ask, shell) on one P as early as a package of this
// module can: from its initialiser, before the initialisers of the
// packages that import it run.
package percall

import (
	"os"
	"runtime"

	"ozdesk.dev/ozdesk/internal/hooksignal"
)

func init() {
	if Is(os.Args[1:]) {
		runtime.GOMAXPROCS(1)
	}
}

// Is reports whether args run one of the commands a harness runs once
// per command an agent runs (hook, ask, shell): short-lived, and
// sequential but for their waits.
func Is(args []string) bool {
	switch hooksignal.CommandWord(args) {
	case "hook", "ask", "shell":
		return true
	}
	return false
}
