package patterns

// A file sourced with set -a on (rt38 #2: `set -a; source /tmp/env.txt;
// set +a; make`): every name it assigns is exported, so one from outside
// the project might set PATH, BASH_ENV or LD_PRELOAD for each later
// program, as export's names taken from data do (effects_export_names.go).
// The project's own file (`set -a; . ./.env; set +a; npm start`) is left
// alone, as a path on disk sourced without set -a is: what it holds is the
// project's, as its Makefile is.

// allexportSources records as rebinding each source or . part run while
// set -a (set -o allexport) is on whose file is not a relative path in
// the project, read before any cd of the line.
func (r *reading) allexportSources() {
	on, moved := false, false
	for _, p := range r.cmd.Parts {
		switch p.Program {
		case "cd", "pushd", "popd":
			moved = true
		case "set":
			on = allexportSet(p.Args(), on)
		case "source", ".":
			if !on {
				continue
			}
			args := trimDashDash(p.Args())
			if len(args) == 0 {
				continue
			}
			if v, ok := args[0].Literal(); ok && !moved && relInside(v) {
				continue
			}
			r.varRebinds = append(r.varRebinds, varRebind{p.Span,
				quoteRaw(args[0].Raw) + "'s names, sourced with set -a (each is exported: it might be PATH, BASH_ENV or LD_PRELOAD)", true})
		}
	}
}

// allexportSet returns whether set's args leave allexport on, from on:
// -a or -o allexport turns it on, +a or +o allexport off; a word not
// literal might turn it on.
func allexportSet(args []Word, on bool) bool {
	for i, a := range args {
		v, ok := a.Literal()
		if !ok {
			on = true
			continue
		}
		if len(v) < 2 || v[0] != '-' && v[0] != '+' || v == "--" {
			continue
		}
		opt := v[1:]
		if (opt == "o") && i+1 < len(args) {
			if n, ok := args[i+1].Literal(); !ok || n == "allexport" {
				on = v[0] == '-' || !ok
			}
			continue
		}
		for _, c := range opt {
			if c == 'a' {
				on = v[0] == '-'
			}
		}
	}
	return on
}
