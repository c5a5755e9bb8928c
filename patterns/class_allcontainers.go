package patterns

import "strings"

// judgeAllContainers is [all-containers] (fx46b, rt45): a word made by a
// substitution that lists every running (or every) container of the
// engine and nothing narrower: `$(docker ps -q)`, `$(docker ps -aq)`,
// `$(podman container ls -q)`. A stop, kill or forced removal given it
// stops everything the machine runs in containers, the databases and
// services of other projects too, as stopping the engine does. A listing
// narrowed by a filter or a name (`$(docker ps -q --filter name=web)`,
// `$(docker compose ps -q)`) and a variable (`$ID`) are the project's own
// containers, left alone as `docker stop web` is.
func judgeAllContainers(_ string, w Word, _ *Context) Judgement {
	for _, s := range w.Segs {
		if s.Kind == SegSubst && listsAllContainers(s.Text) {
			return Judgement{Might: true, Certainly: len(w.Segs) == 1}
		}
	}
	return Judgement{}
}

// listsAllContainers reports whether a substitution's source is an
// engine's container listing with no other options than -q, -a and their
// long names.
func listsAllContainers(src string) bool {
	src = strings.TrimSpace(src)
	switch {
	case strings.HasPrefix(src, "$(") && strings.HasSuffix(src, ")"):
		src = src[2 : len(src)-1]
	case strings.HasPrefix(src, "`") && strings.HasSuffix(src, "`") && len(src) > 1:
		src = src[1 : len(src)-1]
	}
	f := strings.Fields(src)
	if len(f) > 0 && f[0] == "sudo" {
		f = f[1:]
	}
	if len(f) < 2 || !contains([]string{"docker", "podman", "nerdctl"}, f[0]) {
		return false
	}
	f = f[1:]
	switch {
	case f[0] == "ps":
		f = f[1:]
	case len(f) >= 2 && f[0] == "container" && contains([]string{"ls", "ps", "list"}, f[1]):
		f = f[2:]
	default:
		return false
	}
	quiet := false
	for _, o := range f {
		switch o {
		case "-q", "--quiet", "-aq", "-qa":
			quiet = true
		case "-a", "--all":
		default:
			return false
		}
	}
	return quiet
}
