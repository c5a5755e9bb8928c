package patterns

import "strings"

// /proc names every directory a second way (rt45): /proc/PID/root is
// the root the process sees, and /proc/PID/cwd the directory it runs in,
// so `cat /proc/self/root/home/op/.ssh/id_rsa` reads ~/.ssh/id_rsa and
// `cp x /proc/self/root/home/op/.bashrc` writes ~/.bashrc. The kernel
// follows those links before it reads what comes after them, so a ".."
// after one climbs from where it leads (`/proc/self/cwd/../.ssh` is the
// .ssh beside the working directory), not back into /proc: the path is
// read component by component, not cleaned first. A process's root is
// taken to be the machine's (a process in another mount namespace sees
// another root, which only a stricter reading could name); the cwd of
// the reading program itself (self, thread-self) is the part's, that of
// another process a directory not known here.

// procAliasMax bounds the aliases one path is read through
// (/proc/self/root/proc/self/root/…), so that reading a word costs
// what its length does.
const procAliasMax = 8

// procUnalias reads an absolute path through the /proc aliases it starts
// with or reaches: the path it names, cleaned, and aliased reports that
// an alias was followed. A cwd alias of a process whose directory is not
// known (another process's, or the part's when the Cwd is not known)
// gives the rest relative to that directory and dirless; rel is then
// the rest, cleaned, "" for the directory itself and starting with ".."
// above it.
func procUnalias(v, cwd string) (out string, aliased, dirless bool) {
	if !strings.HasPrefix(v, "/") || !strings.Contains(v, "/proc/") && !strings.HasPrefix(v, "/proc") {
		return "", false, false
	}
	var stack []string
	follows := 0
	for _, c := range strings.Split(v, "/") {
		switch c {
		case "", ".":
			continue
		case "..":
			if len(stack) > 0 && stack[len(stack)-1] != ".." {
				stack = stack[:len(stack)-1]
			} else if dirless {
				stack = append(stack, "..")
			}
			continue
		}
		stack = append(stack, c)
		if dirless || follows >= procAliasMax {
			continue
		}
		link, pid := procLink(stack)
		if link == "" {
			continue
		}
		follows++
		aliased = true
		switch {
		case link == "root":
			stack, dirless = stack[:0], false
		case (pid == "self" || pid == "thread-self") && strings.HasPrefix(cwd, "/"):
			stack, dirless = splitClean(cwd), false
		default:
			stack, dirless = stack[:0], true
		}
	}
	if !aliased {
		return "", false, false
	}
	if dirless {
		return strings.Join(stack, "/"), true, true
	}
	return "/" + strings.Join(stack, "/"), true, false
}

// procLink reports whether the components read so far, from the root,
// end in a process's root or cwd link (/proc/PID/root,
// /proc/PID/task/TID/cwd): which one, and the PID.
func procLink(stack []string) (link, pid string) {
	n := len(stack)
	if n < 3 || stack[0] != "proc" || (stack[n-1] != "root" && stack[n-1] != "cwd") {
		return "", ""
	}
	switch {
	case n == 3 && procPid(stack[1]):
	case n == 5 && procPid(stack[1]) && stack[2] == "task" && procPid(stack[3]):
	default:
		return "", ""
	}
	return stack[n-1], stack[1]
}

// procPid reports whether a component of /proc names a process: its
// number, self or thread-self.
func procPid(c string) bool {
	if c == "self" || c == "thread-self" {
		return true
	}
	return c != "" && strings.Trim(c, "0123456789") == ""
}

// procAliasShape is the shape of a path read through a /proc alias
// (procUnalias): the path it names, or, below a directory not known,
// the rest after a star.
func procAliasShape(out string, dirless bool) shape {
	if !dirless {
		return shape{out}
	}
	if out == "" || out == ".." || strings.HasPrefix(out, "../") {
		return shape{"", ""}
	}
	return shape{"", "/" + out}
}

// splitClean splits an absolute path into its components, without
// empty, "." or ".." ones (a ".." removes the one before it).
func splitClean(p string) []string {
	var out []string
	for _, c := range strings.Split(p, "/") {
		switch c {
		case "", ".":
		case "..":
			if len(out) > 0 {
				out = out[:len(out)-1]
			}
		default:
			out = append(out, c)
		}
	}
	return out
}
