package queue

import (
	"bytes"
	"strconv"
)

// maxOzdeskCmdlines bounds how many ozdesk processes' command lines
// ozdeskCmdlines gives.
const maxOzdeskCmdlines = 64

// ozdeskCmdlines lists the command lines of the ozdesk processes running
// now (ozdeskProcess), each its words joined by blanks and cut at
// cmdlineLook bytes, at most maxOzdeskCmdlines of them (patterns'
// Context.OzdeskCmdlines, fx53b, rt50 A4): a pkill -f pattern matching
// one (`store/desk.db`, a path of the desk's --db) kills that process.
// It reads /proc as ozdeskInGroup does, bounded at maxGroupScan
// processes; past the bound, or with no /proc, it is nil.
func ozdeskCmdlines() []string {
	pids, over, ok := procPids()
	if !ok || over {
		return nil
	}
	var out []string
	for _, pid := range pids {
		if len(out) >= maxOzdeskCmdlines {
			break
		}
		if !ozdeskProcess(pid) {
			continue
		}
		b, err := readBounded("/proc/"+strconv.Itoa(pid)+"/cmdline", cmdlineLook)
		if err != nil {
			continue
		}
		out = append(out, string(bytes.TrimRight(bytes.ReplaceAll(b, []byte{0}, []byte{' '}), " ")))
	}
	return out
}
