package patterns

import "strings"

// Programs whose operands are each a command string a shell runs
// (rt19d finding 15): hyperfine benchmarks each (and runs those given to
// --setup, --prepare, --conclude, --cleanup and --reference), concurrently
// runs each side by side. An option they do not know is taken to have no
// value, so a word after it is read as a command string rather than
// skipped.

// stringRunnerSpec says which of a program's options take values, how many
// words each value is, and which options' values are command strings.
type stringRunnerSpec struct {
	values   map[string]int
	commands map[string]bool
	// scripts: MANAGER:SCRIPT runs a package script (concurrently).
	scripts bool
}

// stringRunners are the programs read so, by base name.
var stringRunners = lazy[map[string]*stringRunnerSpec]{build: func() map[string]*stringRunnerSpec {
	one := func(names ...string) map[string]int {
		m := make(map[string]int, len(names))
		for _, n := range names {
			m[n] = 1
		}
		return m
	}
	hf := one("-w", "--warmup", "-m", "--min-runs", "-M", "--max-runs", "-r", "--runs", "-s", "--setup",
		"-p", "--prepare", "-C", "--conclude", "-c", "--cleanup", "-D", "--parameter-step-size",
		"-S", "--shell", "--style", "--sort", "-u", "--time-unit", "--export-asciidoc", "--export-csv",
		"--export-json", "--export-markdown", "--export-orgmode", "--output", "--input", "-n",
		"--command-name", "--reference", "--min-benchmarking-time")
	hf["-P"], hf["--parameter-scan"], hf["-L"], hf["--parameter-list"] = 3, 3, 2, 2
	cc := one("-n", "--names", "--names-separator", "-c", "--prefix-colors", "-p", "--prefix",
		"-l", "--prefix-length", "-t", "--timestamp-format", "-s", "--success", "--max-processes", "-m",
		"--restart-tries", "--restart-after", "--default-input-target", "--hide", "--pad-prefix",
		"--kill-signal", "--teardown")
	conc := &stringRunnerSpec{values: cc, commands: map[string]bool{"--teardown": true}, scripts: true}
	return map[string]*stringRunnerSpec{
		"hyperfine": {values: hf, commands: map[string]bool{"-s": true, "--setup": true, "-p": true,
			"--prepare": true, "-C": true, "--conclude": true, "-c": true, "--cleanup": true,
			"--reference": true}},
		"concurrently": conc,
		// moreutils' pee: each operand a command string fed its stdin.
		"pee":  {values: map[string]int{}},
		"conc": conc,
		// parallelshell: each operand a command string, run at once.
		"parallelshell": {values: map[string]int{}},
	}
}}

// shorthand returns the command concurrently runs for a word of the form
// MANAGER:SCRIPT (npm:dev, pnpm:watch-*), the package manager running the
// script (its name quoted), or "" for any other word.
func (s *stringRunnerSpec) shorthand(lit string) string {
	pm, script, ok := strings.Cut(lit, ":")
	if !ok || !s.scripts || strings.ContainsAny(script, "'") {
		return ""
	}
	switch pm {
	case "npm", "pnpm", "yarn", "bun":
		return pm + " run '" + script + "'"
	}
	return ""
}

// stringRunner reads each command string a program of stringRunners runs.
func (r *reading) stringRunner(p *Part, spec *stringRunnerSpec, sc scope) []*Node {
	var nodes []*Node
	words := p.Words
	dashes := false
	for i := 1; i < len(words); i++ {
		lit, ok := words[i].Literal()
		switch {
		case ok && spec.shorthand(lit) != "":
			// concurrently's npm:NAME runs the package script NAME.
			nodes = append(nodes, r.nestedText(p, p.Program, spec.shorthand(lit), words[i].Span, p.Feed, sc)...)
		case dashes || !ok || !strings.HasPrefix(lit, "-") || lit == "-":
			nodes = append(nodes, r.nestedWord(p, p.Program, words[i], p.Feed, sc)...)
		case lit == "--":
			dashes = true
		default:
			name, val, attached := strings.Cut(lit, "=")
			n := spec.values[name]
			if spec.commands[name] {
				if attached {
					nodes = append(nodes, r.nestedWord(p, p.Program+" "+name, subWord(words[i], len(name)+1), p.Feed, sc)...)
				} else if i+1 < len(words) {
					nodes = append(nodes, r.nestedWord(p, p.Program+" "+name, words[i+1], p.Feed, sc)...)
				}
			}
			if !attached && val == "" {
				i += n
			}
		}
	}
	return nodes
}

// capsh reads `capsh [OPTIONS] -- ARGS`: capsh runs /bin/bash with ARGS
// (capsh -- -c 'rm -rf ~'), read as bash's words.
func (r *reading) capsh(p *Part, sc scope) []*Node {
	for i := 1; i < len(p.Words); i++ {
		if !isLit(p.Words[i], "--") {
			continue
		}
		bash := p.Words[i]
		bash.Raw, bash.Segs = "bash", []Seg{{Kind: SegLit, Text: "bash"}}
		return r.nestedArgv(p, "capsh --", append([]Word{bash}, p.Words[i+1:]...), sc)
	}
	return nil
}
