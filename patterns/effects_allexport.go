package patterns

// A file sourced with set -a on (rt38 #2: `set -a; source /tmp/env.txt;
// set +a; make`): every name it assigns is exported, so one the line does
// not show might set PATH, BASH_ENV, LD_PRELOAD or NODE_OPTIONS for each
// later program, as export's names taken from data do
// (effects_export_names.go). The project's own file counts too (fx45e,
// rt44 §8): `set -a; . ./.env; set +a; npm start` loads .env's names as
// `export $(cat .env) && npm start` does, which asks, and the two are
// judged alike. A part after it that is a builtin (`echo $PORT`) runs
// nothing those names change, and is left alone.

// allexportSources records as rebinding each source or . part run while
// set -a (set -o allexport) is on.
func (r *reading) allexportSources() {
	on := false
	for _, p := range r.cmd.Parts {
		switch p.Program {
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
