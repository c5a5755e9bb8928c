package patterns

import "strings"

// Build and test tools run code of the tree they work in: pip installs a
// directory by running its setup.py or build backend, go generate, test
// and run run its Go code (and what //go:generate names), cargo runs
// build.rs and the crate, pytest imports conftest.py and the tests,
// direnv loads .envrc. When an earlier part of the line made that code
// (cloned, extracted, downloaded or wrote it), what the tool runs is not
// known: the part is judged like a script made and then run.

// treeCode returns the places of the code part p, running in dir, runs
// from its tree: each a file or a star-pattern below the directory.
func treeCode(p *Part, dir place) []place {
	switch p.Program {
	case "pip", "pip3", "go", "cargo", "pytest", "py.test", "direnv":
	default:
		return nil // before its operands are read: this runs for every part
	}
	ops, _ := operandWords(p)
	sub := ""
	if len(ops) > 0 {
		sub, _ = ops[0].Literal()
	}
	in := func(rel string, tail ...string) []place { return treeBelow(dir, rel, tail...) }
	var out []place
	switch p.Program {
	case "pip", "pip3":
		if sub != "install" && sub != "wheel" && sub != "download" {
			return nil
		}
		// A local path (".", "./x", "x/"; -e PATH) is built by running
		// its setup.py or build backend; a package name is fetched from
		// the index, which is not this line's making.
		_, edits := operandWords(p, "-e", "--editable")
		for _, w := range append(append([]Word(nil), ops[1:]...), edits...) {
			v, ok := w.Literal()
			if !ok || v == "." || strings.HasPrefix(v, "./") || strings.HasPrefix(v, "../") ||
				strings.HasPrefix(v, "/") || strings.HasSuffix(v, "/") {
				if !ok {
					v = "."
				}
				out = append(out, in(v, "")...)
			}
		}
	case "go":
		switch sub {
		case "generate", "test", "run":
			out = in(".", ".go")
		}
	case "cargo":
		switch sub {
		case "build", "b", "test", "t", "run", "r", "check", "c", "bench", "install", "clippy", "doc":
			out = append(in(".", ".rs"), in(".", "Cargo.toml")...)
		}
	case "pytest", "py.test":
		out = in(".", ".py")
	case "direnv":
		switch sub {
		case "allow", "exec", "reload":
			dirArg := "."
			if len(ops) > 1 {
				if v, ok := ops[1].Literal(); ok {
					dirArg = v
				}
			}
			out = in(dirArg, ".envrc")
		}
	}
	return out
}

// treeBelow returns the star-pattern of the files below directory rel
// (read in dir) whose names end in tail: rel/*tail; a directory the
// reader cannot place is anywhere.
func treeBelow(dir place, rel string, tail ...string) []place {
	pl, ok := wordPlace(LitWord(rel), dir)
	if !ok || len(pl.pat) != 1 {
		return []place{{at: atSome, pat: []string{"/", ""}}}
	}
	base := strings.TrimSuffix(pl.pat[0], "/") + "/"
	return []place{{at: pl.at, pat: append([]string{base}, tail...)}}
}
