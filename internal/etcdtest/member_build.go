package etcdtest

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// binPrefix begins the name of the directory a test process builds the
// member command into: binPrefix + PID + "-" + the process's start time.
const binPrefix = "ozdesk-etcdtest-"

// memberBinary returns the member command (./member) built for this test
// process without the race detector, building it the first time: the
// binary is kept in a directory named after this process, where the next
// cluster finds it, and a build lock makes the clusters started at once
// wait for one build rather than each build it. The directories of test
// processes gone are removed when a build is made.
func memberBinary() (string, error) {
	dir := filepath.Join(os.TempDir(), binPrefix+procID(os.Getpid()))
	bin := filepath.Join(dir, "member")
	if _, err := os.Stat(bin); err == nil {
		return bin, nil
	}
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return "", fmt.Errorf("make the member binary's directory: %w", err)
	}
	lock, err := os.OpenFile(filepath.Join(dir, "build.lock"), os.O_CREATE|os.O_RDWR, 0o600)
	if err != nil {
		return "", fmt.Errorf("open the member build's lock: %w", err)
	}
	defer lock.Close() // and with it the lock
	if err := syscall.Flock(int(lock.Fd()), syscall.LOCK_EX); err != nil {
		return "", fmt.Errorf("lock the member build: %w", err)
	}
	if _, err := os.Stat(bin); err == nil {
		return bin, nil // built while this waited
	}
	removeGone()
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		return "", errors.New("find the member command's source: no caller")
	}
	tmp := bin + ".build"
	cmd := exec.Command("go", "build", "-o", tmp, ".")
	cmd.Dir = filepath.Join(filepath.Dir(self), "member")
	cmd.Env = append(os.Environ(), "GOFLAGS="+withoutRace(os.Getenv("GOFLAGS")))
	if out, err := cmd.CombinedOutput(); err != nil {
		return "", fmt.Errorf("build the etcd member command (go build in %s): %w\n%s", cmd.Dir, err, out)
	}
	if err := os.Rename(tmp, bin); err != nil {
		return "", fmt.Errorf("put the member binary in place: %w", err)
	}
	return bin, nil
}

// withoutRace is the GOFLAGS value flags without -race: the members are
// built without the detector even when it is asked for everywhere.
func withoutRace(flags string) string {
	var kept []string
	for _, f := range strings.Fields(flags) {
		if f != "-race" && f != "--race" && f != "-race=true" {
			kept = append(kept, f)
		}
	}
	return strings.Join(kept, " ")
}

// procID names process pid by its PID and start time (in clock ticks
// since boot, from /proc; "0" where that cannot be read), so that a
// later process given the same PID is not taken for it.
func procID(pid int) string {
	start := "0"
	if b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid)); err == nil {
		// The fields after the command's name, which is in parentheses
		// and may hold anything: the state is the third field, the start
		// time the 22nd.
		s := string(b)
		if k := strings.LastIndexByte(s, ')'); k >= 0 {
			if f := strings.Fields(s[k+1:]); len(f) > 19 {
				start = f[19]
			}
		}
	}
	return strconv.Itoa(pid) + "-" + start
}

// removeGone removes the member binaries' directories of test processes
// that are gone (best effort: a directory that cannot be removed stays).
func removeGone() {
	dirs, _ := filepath.Glob(filepath.Join(os.TempDir(), binPrefix+"*-*"))
	for _, d := range dirs {
		id := strings.TrimPrefix(filepath.Base(d), binPrefix)
		pid, err := strconv.Atoi(id[:strings.IndexByte(id, '-')])
		if err != nil || procID(pid) == id {
			continue
		}
		_ = os.RemoveAll(d)
	}
}
