package queue

import (
	"bytes"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// ozdeskProcessName is the start of the names ozdesk's executables go by
// (ozdesk, ozdesk-hook), in any case.
const ozdeskProcessName = "ozdesk"

// cmdlineLook bounds what is read of a process's command line: its first
// word is all ozdeskProcess needs.
const cmdlineLook = 4096

// ozdeskProcess reports whether process pid runs ozdesk now (the desk, a
// broker, an asker or a hook): its executable's name, its comm or the
// first word of its command line starts with ozdesk, or its executable is
// the file this process runs (patterns'
// Context.OzdeskPid, F-kill-desk). It reads /proc only, a few small
// files; where there is no /proc, or no such process, it is false. A
// process of another user whose executable cannot be read is still known
// by its comm and command line, which /proc shows to everyone.
func ozdeskProcess(pid int) bool {
	ok, _ := ozdeskProcessLine(pid)
	return ok
}

// ozdeskProcessLine is ozdeskProcess with the process's command line
// (cmdlineLook bytes of it, NUL-separated), read once; the line is nil
// where it cannot be read.
func ozdeskProcessLine(pid int) (bool, []byte) {
	if pid <= 0 {
		return false, nil
	}
	dir := "/proc/" + strconv.Itoa(pid)
	cmdline, err := readBounded(dir+"/cmdline", cmdlineLook)
	if err != nil {
		cmdline = nil
	}
	if exe, err := os.Readlink(dir + "/exe"); err == nil && namesOzdesk(strings.TrimSuffix(exe, " (deleted)")) {
		return true, cmdline
	}
	if sameExecutable(dir+"/exe", "/proc/self/exe") {
		// the very file this process runs, whatever its name: a build
		// or copy of ozdesk the operator named otherwise (oz, oz-final)
		return true, cmdline
	}
	if comm, err := readBounded(dir+"/comm", 64); err == nil && namesOzdesk(string(bytes.TrimSpace(comm))) {
		return true, cmdline
	}
	first, _, _ := bytes.Cut(cmdline, []byte{0})
	return namesOzdesk(string(first)), cmdline
}

// sameExecutable reports whether the executables the two /proc links
// name are one file (device and inode); false when either cannot be
// looked at (another user's process).
func sameExecutable(a, b string) bool {
	ia, err := os.Stat(a)
	if err != nil {
		return false
	}
	ib, err := os.Stat(b)
	return err == nil && os.SameFile(ia, ib)
}

// namesOzdesk reports whether a path's base name starts with ozdesk. A
// Go test binary (`ozdesk.test`, built by `go test` of a package named
// ozdesk) is no desk (fx54e, rt53 N17: `pkill -f test` asked while one
// ran).
func namesOzdesk(p string) bool {
	base := strings.ToLower(filepath.Base(p))
	return p != "" && strings.HasPrefix(base, ozdeskProcessName) && !strings.HasSuffix(base, ".test")
}

// readBounded reads at most limit bytes of the file at path.
func readBounded(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	return io.ReadAll(io.LimitReader(f, limit))
}
