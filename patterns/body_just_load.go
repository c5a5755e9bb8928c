package patterns

import (
	"strings"
)

// What just reads beyond the justfile itself (body_just.go, rt50 A15):
// `import 'F'` and `import? 'F'` (a literal path from the justfile's
// directory, at most justImportsMax files, one level: the imported
// recipes are added after the justfile's own, so its first recipe stays
// the default), and the backticks of its top-level assignments (`x :=
// \`CMD\``), which just runs as it loads the justfile, before any
// recipe: each CMD is judged in a subshell of its own, as make's
// $(shell …) is. A module (`mod NAME`) is read by body_just_mod.go.

// justImportsMax bounds the files one justfile imports.
const justImportsMax = 8

// justImports returns the paths, from the justfile's directory, of the
// literal imports of text, and whether each is optional.
func justImports(text string) (paths []string, optional []bool) {
	for _, line := range strings.Split(text, "\n") {
		f := strings.Fields(strings.TrimSpace(line))
		if len(line) == 0 || line[0] == ' ' || line[0] == '\t' || len(f) != 2 || f[0] != "import" && f[0] != "import?" {
			continue
		}
		p := f[1]
		if len(p) < 2 || (p[0] != '\'' && p[0] != '"') || p[len(p)-1] != p[0] {
			continue
		}
		p = p[1 : len(p)-1]
		if p == "" || strings.ContainsAny(p, "{}$`\\") || strings.HasPrefix(p, "~") {
			continue
		}
		paths, optional = append(paths, p), append(optional, f[0] == "import?")
		if len(paths) >= justImportsMax {
			break
		}
	}
	return paths, optional
}

// justBackticks returns the commands in backticks of text's top-level
// assignments (not ``` blocks).
func justBackticks(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		if len(line) == 0 || line[0] == ' ' || line[0] == '\t' || line[0] == '#' {
			continue
		}
		_, val, ok := strings.Cut(line, ":=")
		if !ok || strings.Contains(val, "```") {
			continue
		}
		for {
			i := strings.IndexByte(val, '`')
			if i < 0 {
				break
			}
			j := strings.IndexByte(val[i+1:], '`')
			if j < 0 {
				break
			}
			if cmd := strings.TrimSpace(val[i+1 : i+1+j]); cmd != "" {
				out = append(out, cmd)
			}
			val = val[i+1+j+1:]
		}
	}
	return out
}
