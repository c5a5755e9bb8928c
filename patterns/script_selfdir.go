package patterns

import (
	"path"
	"strings"
)

// A script's own directory (rt54 M13): the common ways a script reaches
// a file beside it, `source "$(dirname "$0")/lib.sh"`, `.
// "${BASH_SOURCE%/*}/lib.sh"`, `DIR=$(cd "$(dirname "$0")" && pwd); bash
// "$DIR/x.sh"`, were not followed, so a literal `ozdesk queue approve 1`
// in lib.sh passed while `source ./lib.sh` asked. The script's path is
// known where it is read, so these expansions are written in its body as
// the directory holding it (absolute), in the quoting they stand in:
// ${0%/*}, ${BASH_SOURCE%/*}, ${BASH_SOURCE[0]%/*}; $(dirname SRC) and
// `dirname SRC` (with --); $(cd DIR && pwd) (or `;`, -P, --, a
// redirection of cd's output) and $(realpath DIR), $(readlink -f DIR) of
// such a DIR; SRC being $0, ${0}, $BASH_SOURCE, ${BASH_SOURCE},
// ${BASH_SOURCE[0]}, quoted or not, or $(realpath SRC), $(readlink -f
// SRC) of one. $0 is the script only where a shell runs it by its path
// (bash F, ./F); a sourced file's $0 is its caller's, so there only the
// BASH_SOURCE forms are written. Symbolic links are not followed: the
// directory is the one the script was named in.

// selfDirBody returns body with each expansion above of the script at
// file (an absolute path) written as its directory; zero reports that $0
// is the script.
func selfDirBody(body, file string, zero bool) string {
	if !strings.Contains(body, "$0") && !strings.Contains(body, "${0") && !strings.Contains(body, "BASH_SOURCE") {
		return body
	}
	dir := path.Dir(file)
	return rewriteExpansions(body, func(s string, double bool) (int, string, bool) {
		if n := (selfDirScan{s: s, zero: zero}).dir(); n > 0 {
			return n, quoteFor(dir, double), true
		}
		return 0, "", false
	})
}

// selfDirScan reads one expansion of the script's directory at s's
// start.
type selfDirScan struct {
	s    string
	zero bool
}

// lit returns the length of prefix p at s[at:], or -1.
func (x selfDirScan) lit(at int, p string) int {
	if at >= 0 && strings.HasPrefix(x.s[at:], p) {
		return at + len(p)
	}
	return -1
}

// spaces skips blanks at s[at:], at least min of them, or -1.
func (x selfDirScan) spaces(at, min int) int {
	if at < 0 {
		return -1
	}
	j := at
	for j < len(x.s) && (x.s[j] == ' ' || x.s[j] == '\t') {
		j++
	}
	if j-at < min {
		return -1
	}
	return j
}

// first returns the first of alternatives that matches at at, or -1.
func (x selfDirScan) first(at int, alts ...func(int) int) int {
	if at < 0 {
		return -1
	}
	for _, f := range alts {
		if j := f(at); j >= 0 {
			return j
		}
	}
	return -1
}

// dir returns the length of the expansion of the script's directory s
// starts with, 0 for none.
func (x selfDirScan) dir() int {
	if j := x.dirAt(0); j > 0 {
		return j
	}
	return 0
}

// dirAt returns where an expansion of the directory starting at at
// ends, or -1.
func (x selfDirScan) dirAt(at int) int {
	if at < 0 {
		return -1
	}
	for _, p := range []string{"${BASH_SOURCE%/*}", "${BASH_SOURCE[0]%/*}"} {
		if j := x.lit(at, p); j >= 0 {
			return j
		}
	}
	if x.zero {
		if j := x.lit(at, "${0%/*}"); j >= 0 {
			return j
		}
	}
	if j := x.lit(at, "`dirname "); j >= 0 {
		return x.close(x.src(x.dashes(x.spaces(j, 0))), "`")
	}
	j := x.lit(at, "$(")
	if j < 0 {
		return -1
	}
	j = x.spaces(j, 0)
	if k := x.lit(j, "dirname"); k >= 0 {
		return x.close(x.src(x.dashes(x.spaces(k, 1))), ")")
	}
	if k := x.lit(j, "cd"); k >= 0 {
		k = x.quotedDir(x.dashes(x.spaces(k, 1)))
		k = x.redirs(k)
		k = x.first(x.spaces(k, 0), func(a int) int { return x.lit(a, "&&") }, func(a int) int { return x.lit(a, ";") })
		k = x.lit(x.spaces(k, 0), "pwd")
		if k >= 0 {
			if p := x.lit(x.spaces(k, 1), "-P"); p >= 0 {
				k = p
			}
		}
		return x.close(k, ")")
	}
	if k := x.resolver(j); k >= 0 {
		return x.close(x.quotedDir(k), ")")
	}
	return -1
}

// close returns the end of s[at:] after blanks and the closing text c,
// or -1.
func (x selfDirScan) close(at int, c string) int {
	if at < 0 {
		return -1
	}
	return x.lit(x.spaces(at, 0), c)
}

// dashes skips an option end `--` and its blanks.
func (x selfDirScan) dashes(at int) int {
	if at < 0 {
		return -1
	}
	if j := x.lit(at, "--"); j >= 0 {
		if k := x.spaces(j, 1); k >= 0 {
			return k
		}
	}
	return at
}

// resolver reads `realpath ` or `readlink -f ` (and their blanks).
func (x selfDirScan) resolver(at int) int {
	j := x.first(at, func(a int) int { return x.lit(a, "realpath") }, func(a int) int { return x.lit(a, "readlink -f") })
	if j < 0 {
		return -1
	}
	return x.dashes(x.spaces(j, 1))
}

// redirs skips redirections of cd's output: &>/dev/null, >/dev/null,
// 2>/dev/null, >/dev/null 2>&1.
func (x selfDirScan) redirs(at int) int {
	for range 3 {
		if at < 0 {
			return -1
		}
		j := x.spaces(at, 0)
		k := x.first(j, func(a int) int { return x.lit(a, "&>") }, func(a int) int { return x.lit(a, "2>&1") },
			func(a int) int { return x.lit(a, "2>") }, func(a int) int { return x.lit(a, ">") }, func(a int) int { return x.lit(a, "1>") })
		if k < 0 {
			return at
		}
		if strings.HasSuffix(x.s[j:k], "&1") {
			at = k
			continue
		}
		if k = x.lit(x.spaces(k, 0), "/dev/null"); k < 0 {
			return at
		}
		at = k
	}
	return at
}

// quotedDir reads a directory expansion, quoted or not.
func (x selfDirScan) quotedDir(at int) int {
	if at < 0 {
		return -1
	}
	if j := x.lit(at, `"`); j >= 0 {
		return x.lit(x.dirAt(j), `"`)
	}
	return x.dirAt(at)
}

// src reads the script's path: $0 (where it is the script), ${0},
// $BASH_SOURCE, ${BASH_SOURCE}, ${BASH_SOURCE[0]}, quoted or not, or
// $(realpath SRC), $(readlink -f SRC) of one.
func (x selfDirScan) src(at int) int {
	if at < 0 {
		return -1
	}
	if j := x.lit(at, `"`); j >= 0 {
		return x.lit(x.src(j), `"`)
	}
	if j := x.lit(at, "$("); j >= 0 {
		return x.close(x.src(x.resolver(x.spaces(j, 0))), ")")
	}
	for _, p := range []string{"${BASH_SOURCE[0]}", "${BASH_SOURCE}", "$BASH_SOURCE"} {
		if j := x.lit(at, p); j >= 0 && (p[1] == '{' || !nameByte(x.s, j)) {
			return j
		}
	}
	if !x.zero {
		return -1
	}
	if j := x.lit(at, "${0}"); j >= 0 {
		return j
	}
	if j := x.lit(at, "$0"); j >= 0 && !nameByte(x.s, j) {
		return j
	}
	return -1
}

// nameByte reports whether s[j] continues a parameter's name (or a
// digit after $0: $01 is not $0 then 1 in bash, but ${0}1; kept
// conservative).
func nameByte(s string, j int) bool {
	if j >= len(s) {
		return false
	}
	c := s[j]
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '['
}

// scriptZero reports whether $0 is the script word at of part p names:
// a shell runs it by its path, not source or . (a sourced file's $0 is
// its caller's) nor a start-up file.
func scriptZero(p *Part, at int) bool {
	if p.Program == "source" || p.Program == "." {
		return false
	}
	if at > 0 {
		if v, _ := p.Words[at-1].Literal(); v == "--rcfile" || v == "--init-file" {
			return false
		}
	}
	return true
}
