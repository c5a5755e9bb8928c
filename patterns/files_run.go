package patterns

import (
	"path"
	"path/filepath"
	"strings"
)

// FilesRun returns the files a command string runs when a harness runs it
// (a hook's or a status line's command in its settings, rt19i #3): read
// by the real shell reader as any command is, nested strings (`bash -c
// '…'`), wrappers (`FOO=1 …`, `uv run`, `timeout`) and literal cds (`cd
// P && ./x.sh`) included, each part's program when it names a path, the
// script a shell or an interpreter is given (`bash x.sh`, `node x.js`,
// `python3 x.py`), the file source reads, a makefile. dir is where the
// harness runs it (absolute) and home the account's home; vars are the
// variables the harness sets for it (`CLAUDE_PROJECT_DIR`), read in
// every word as their values. Only paths the reader knows whole are
// listed, absolute and clean (the manifests a package manager's run
// reads, package.json, are not: guarding them would ask about every
// install): a word that a variable not in vars, a
// substitution or a glob leaves unknown names none.
func FilesRun(src, dir, home string, vars map[string]string) []string {
	if !filepath.IsAbs(dir) {
		return nil
	}
	all := make(map[string]string, len(vars)+1)
	for k, v := range vars {
		all[k] = v
	}
	if filepath.IsAbs(home) {
		all["HOME"] = home
	}
	cmd := Read(src)
	for _, p := range cmd.Parts {
		for i := range p.Words {
			p.Words[i] = withVars(p.Words[i], all)
		}
		// Program is the literal program word's base name; a variable
		// read now may have made it literal.
		if p.Program == "" && len(p.Words) > 0 {
			if v, ok := p.Words[0].Literal(); ok {
				p.Program = path.Base(v)
			}
		}
	}
	dirs := partDirs(cmd, dir, home)
	var out []string
	seen := map[string]bool{}
	for i, p := range cmd.Parts {
		d := dirs[i]
		if !strings.HasPrefix(d, "/") || strings.IndexByte(d, 0) >= 0 {
			d = unknownDir
		}
		runFiles(p, dirPlace(d), false, func(f runsFile) bool {
			// A package's manifest or a tree's build (npm run x, go
			// run .) is not named: guarding it would ask about every
			// install.
			if f.config {
				return true
			}
			if abs, ok := placePath(f.place, home); ok && !seen[abs] {
				seen[abs] = true
				out = append(out, abs)
			}
			return true
		})
		for _, abs := range runnerScripts(p, d) {
			if !seen[abs] {
				seen[abs] = true
				out = append(out, abs)
			}
		}
	}
	return out
}

// runnerScripts is the script a runner that takes a file as its command
// runs: `uv run x.py` runs x.py, which no PATH lookup finds.
func runnerScripts(p *Part, dir string) []string {
	if len(p.Wrappers) == 0 || len(p.Words) == 0 || dir == unknownDir {
		return nil
	}
	if w := p.Wrappers[len(p.Wrappers)-1].Name; w != "uv" && w != "uvx" {
		return nil
	}
	v, ok := p.Words[0].Literal()
	if !ok || !strings.HasSuffix(v, ".py") {
		return nil
	}
	if filepath.IsAbs(v) {
		return []string{filepath.Clean(v)}
	}
	return []string{filepath.Join(dir, v)}
}

// placePath is the absolute path of a place the reader knows whole.
func placePath(pl place, home string) (string, bool) {
	if len(pl.pat) != 1 || strings.IndexByte(pl.pat[0], 0) >= 0 {
		return "", false
	}
	switch pl.at {
	case atRoot:
		return path.Clean(pl.pat[0]), true
	case atHome:
		if filepath.IsAbs(home) {
			return filepath.Join(home, pl.pat[0]), true
		}
	}
	return "", false
}

// withVars is w with each plain parameter named in vars read as its
// value, and a leading ~ as HOME's: literal text, as a quoted expansion reads (an unquoted one with
// a blank in its value would split; the harnesses' directories are read
// as one word, as their docs tell users to quote them).
func withVars(w Word, vars map[string]string) Word {
	if len(vars) == 0 {
		return w
	}
	changed := false
	segs := make([]Seg, 0, len(w.Segs))
	for i, s := range w.Segs {
		if h, ok := vars["HOME"]; ok && i == 0 && s.Kind == SegTilde && s.Text == "" {
			s = Seg{Kind: SegLit, Text: h, Quoted: true}
			changed = true
		}
		if s.Kind == SegParam {
			if v, ok := vars[s.Text]; ok && s.Text != "" {
				s = Seg{Kind: SegLit, Text: v, Quoted: true}
				changed = true
			}
		}
		if n := len(segs); n > 0 && s.Kind == SegLit && segs[n-1].Kind == SegLit {
			segs[n-1].Text += s.Text
			continue
		}
		segs = append(segs, s)
	}
	if !changed {
		return w
	}
	w.Segs = segs
	return w
}
