package patterns

import "strings"

// A part's program is compared with each default whose program is a glob
// (zkCli*, python3.*), in lower case: a dozen globs, each asked of the
// part in several passes. The lowered name is kept for the part asked
// last, so that a long name is lowered once, not some seventy times (a
// 999-stage pipeline of 64-byte names spent a twelfth of its time
// lowering them; fx41p).

// loweredProgram is a program name and its lower case.
type loweredProgram struct {
	of, to string
	set    bool
}

// lowerProgram returns strings.ToLower(name), the evaluation's last one
// when it was of the same name.
func (c *Context) lowerProgram(name string) string {
	if c == nil || c.memo == nil {
		return strings.ToLower(name)
	}
	l := &c.memo.lowered
	if !l.set || l.of != name {
		*l = loweredProgram{of: name, to: strings.ToLower(name), set: true}
	}
	return l.to
}
