package patterns

import "strings"

// Most of /dev and /proc names no file a part can make and then run: a
// device, a process's status. Some of it does: /dev/shm and /dev/mqueue
// are directories of files like /tmp, and /proc/PID/cwd and
// /proc/PID/root are the directories a process runs in and sees as
// its root (/proc/self/cwd/x.sh is ./x.sh).

// memDirs are the directories under /dev that hold ordinary files.
var memDirs = []string{"/dev/shm", "/dev/mqueue"}

// specialPlace reads a clean absolute path under /dev or /proc as a
// place: special reports that it lies there, ok that it names a file.
func specialPlace(c string) (pl place, ok, special bool) {
	switch {
	case within(c, "/dev"):
		for _, d := range memDirs {
			if within(c, d) {
				return place{at: atRoot, pat: []string{c}}, true, true
			}
		}
		return place{}, false, true
	case within(c, "/proc"):
		rest := strings.TrimPrefix(c, "/proc/")
		pid, tail, _ := strings.Cut(rest, "/")
		if pid == "" || pid == "sys" || pid == "net" {
			return place{}, false, true
		}
		switch {
		case tail == "cwd" || strings.HasPrefix(tail, "cwd/"):
			// A process's directory: the line's own, or one the reader
			// cannot place.
			return place{at: atSome, pat: []string{strings.TrimPrefix(tail, "cwd")}}, true, true
		case strings.HasPrefix(tail, "root/"):
			return place{at: atRoot, pat: []string{"/" + strings.TrimPrefix(tail, "root/")}}, true, true
		}
		return place{}, false, true
	}
	return place{}, false, false
}
