package patterns

import (
	"path"
	"strings"
)

// just's modules (rt54 M14): `mod NAME` (or `mod? NAME`, `mod NAME
// 'PATH'`) makes NAME's recipes `just NAME RECIPE` and `just
// NAME::RECIPE`, read from PATH, else NAME.just, NAME/mod.just,
// NAME/justfile or NAME/.justfile beside the justfile; the module's
// recipes run in its file's directory. One level is read: a module's own
// module, or a module whose file cannot be read, asks as unreadable.

// addMod records a `mod` line's module.
func (jf *justfile) addMod(f []string) {
	if len(f) < 2 || !justName(f[1]) {
		return
	}
	p := ""
	if len(f) >= 3 {
		p = strings.Join(f[2:], " ")
		if len(p) < 2 || p[0] != '"' && p[0] != '\'' || p[len(p)-1] != p[0] {
			p = "{}" // not literal
		} else {
			p = p[1 : len(p)-1]
		}
	}
	jf.mods[f[1]] = p
}

// justModule splits args naming a module's recipe into the module and
// the args within it; "" for args naming a recipe of jf.
func (jf justfile) justModule(args []string) (string, []string) {
	if len(args) == 0 {
		return "", args
	}
	if m, rest, ok := strings.Cut(args[0], "::"); ok {
		return m, append([]string{rest}, args[1:]...)
	}
	_, recipe := jf.recipes[args[0]]
	_, alias := jf.aliases[args[0]]
	if _, mod := jf.mods[args[0]]; mod && !recipe && !alias {
		return args[0], args[1:]
	}
	return "", args
}

// justModFile reads module m's file: its directory, name and text, or
// why it cannot be read.
func justModFile(ctx *Context, jf justfile, dir, m string) (string, string, []byte, string) {
	p, ok := jf.mods[m]
	if !ok {
		return "", "", nil, "" // no such module: just runs nothing
	}
	if strings.ContainsAny(p, "{}$`~") {
		return "", "", nil, "module " + m + "'s path " + shownBody(p) + " is not read here"
	}
	cands := []string{m + ".just", m + "/mod.just", m + "/justfile", m + "/Justfile", m + "/.justfile"}
	if p != "" {
		cands = []string{p, p + "/mod.just", p + "/justfile", p + "/Justfile", p + "/.justfile"}
	}
	for _, c := range cands {
		f := bodyJoin(dir, c)
		b, err := ctx.ProjectFile(f, taskFileMax)
		if err != nil || strings.IndexByte(string(b), 0) >= 0 {
			continue // none, a directory, or what is not read: the next
		}
		return path.Dir(f), path.Base(f), b, ""
	}
	return "", "", nil, "module " + m + "'s file is not read here"
}
