package patterns

import "strings"

// A module-path variable given an absolute directory
// (PYTHONPATH=/home/op/proj/src python …) is decided when the command is
// evaluated, not when it is read: the reader does not know the working
// directory. The part is marked unreadable as for any directory outside
// the project, with the absolute directories that made it so; evaluation
// lets it through when every one of them lies in the directory the part
// runs in, that directory is neither / nor the home nor above it, and
// nothing else made the part unreadable. A temporary directory, ~, .., a
// value not known here, or a part whose directory is unknown asks as
// before.

// modulePathAbs returns the entries of NAME=VALUE that put a
// module-path variable outside the project, when every one of them is an
// absolute directory written out literally; nil otherwise.
func modulePathAbs(name, value string) []string {
	if !modulePathVars.get()[name] {
		return nil
	}
	var abs []string
	for _, e := range strings.Split(value, ":") {
		if e == "" || e == "$"+name || e == "${"+name+"}" || strings.HasSuffix(e, ";;") ||
			projectPath(e) || systemPath(e) {
			continue
		}
		if !strings.HasPrefix(e, "/") || strings.ContainsAny(e, "$`~*?[") || tempDirPath(e) {
			return nil
		}
		for _, el := range strings.Split(e, "/") {
			if el == ".." || el == "." {
				return nil
			}
		}
		abs = append(abs, e)
	}
	return abs
}

// readableWithin reports whether part i, unreadable only because a
// module-path variable names absolute directories, runs in a directory
// that holds them all (see modulePathAbs).
func (e *evaluation) readableWithin(i int, part *Part) bool {
	if part.Unreadable == nil || len(part.Unreadable.within) == 0 {
		return false
	}
	n := 0
	for _, u := range e.cmd.Unreadable {
		if u.Part == i {
			n++
		}
	}
	if n != 1 {
		return false
	}
	ctx := e.ctx
	if e.partCtx != nil && e.partCtx[i] != nil {
		ctx = e.partCtx[i]
	}
	dir := ctx.Cwd
	if dir == unknownDir || !strings.HasPrefix(dir, "/") || ctx.broad(dir) {
		return false
	}
	dir = cleanAbs(dir)
	for _, d := range part.Unreadable.within {
		if !within(cleanAbs(d), dir) {
			return false
		}
	}
	return true
}

// absModulePaths returns the absolute directories that the module-path
// variables among part p's assignments pairs name outside the project,
// when nothing else in them loads code (LD_PRELOAD, HOME for a shell, a
// module path not written out as an absolute directory); nil otherwise.
func absModulePaths(p *Part, pairs [][2]string, lits []bool) []string {
	var abs []string
	for k, kv := range pairs {
		if loadsCode(kv[0], kv[1], lits[k]) || kv[0] == "HOME" && isShell(p.Program) {
			return nil
		}
		if _, ok := modulePathOutside(kv[0], kv[1]); ok {
			dirs := modulePathAbs(kv[0], kv[1])
			if dirs == nil {
				return nil
			}
			abs = append(abs, dirs...)
		}
	}
	return abs
}

// stillUnreadable returns us without the marks of the parts that
// evaluation read after all (readableWithin), so that the verdict does not
// say they cannot be read.
func (e *evaluation) stillUnreadable(us []Unreadable) []Unreadable {
	var out []Unreadable
	for k, u := range us {
		if u.Part >= 0 && u.Part < len(e.cmd.Parts) && e.readableWithin(u.Part, e.cmd.Parts[u.Part]) {
			if out == nil {
				out = append(make([]Unreadable, 0, len(us)), us[:k]...)
			}
			continue
		}
		if out != nil {
			out = append(out, u)
		}
	}
	if out == nil {
		return us
	}
	return out
}
