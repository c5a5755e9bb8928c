package patterns

import "strings"

// Containers the line names by a filter (fx37b, rt31 E101): `docker rm -f
// $(docker ps -aq -f name=test)` removes the containers whose name holds
// "test", and only those: the line names them as `docker rm -f test-db`
// does, not every container as `$(docker ps -aq)` may. The substitution
// is read by its text, and only in this one shape: the same engine's `ps`
// (or `container ls`/`ps`) with -a, -q and filters, at least one of them
// `name=`, every `name=` value three or more letters, digits, `-` or `_`
// (docker matches it as a regular expression inside the name, and two
// name filters widen the set: `name=.` or `name=e` would be every
// container, or nearly). Anything else in it (a quote, an expansion, a
// pipe, another option or command) keeps the operand unnamed.

// namedByFilter reports whether w is one substitution listing, by a name
// filter, the containers of program's engine.
func namedByFilter(w Word, program string) bool {
	if len(w.Segs) != 1 || w.Segs[0].Kind != SegSubst {
		return false
	}
	src := w.Segs[0].Text
	if !strings.HasPrefix(src, "$(") || !strings.HasSuffix(src, ")") {
		return false
	}
	inner := src[2 : len(src)-1]
	for i := 0; i < len(inner); i++ {
		if c := inner[i]; !isIdentByte(c) && strings.IndexByte(" -=", c) < 0 {
			return false
		}
	}
	f := strings.Fields(inner)
	switch {
	case len(f) >= 2 && f[0] == program && f[1] == "ps":
		f = f[2:]
	case len(f) >= 3 && f[0] == program && f[1] == "container" && (f[2] == "ls" || f[2] == "ps"):
		f = f[3:]
	default:
		return false
	}
	names := 0
	for i := 0; i < len(f); i++ {
		switch f[i] {
		case "-a", "-q", "-aq", "-qa", "--all", "--quiet":
			continue
		case "-f", "--filter":
			if i+1 >= len(f) {
				return false
			}
			i++
			key, val, ok := strings.Cut(f[i], "=")
			if !ok {
				return false
			}
			if key == "name" {
				if len(val) < 3 || strings.Contains(val, "=") {
					return false
				}
				names++
			}
		default:
			return false
		}
	}
	return names > 0
}
