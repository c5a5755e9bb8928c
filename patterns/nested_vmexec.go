package patterns

// VM and container front-ends that run their words in a machine or
// container of their own, as `docker exec` does (fx20d1, rt20d #3):
// `multipass exec VM [--] CMD…`, `limactl shell VM CMD…`, `crictl exec
// [options] CONTAINER CMD…`, `wsl [-e|--exec|--] CMD…` and `orb run` /
// `orbctl run CMD…`. Their command is read as nested parts that start in
// the machine's own directory, so every default applies inside.

// vmExec is how one program runs a command: the subcommand that runs it
// ("" for none) and the options of that subcommand that take a value.
type vmExec struct {
	sub    string
	values []string
	noName bool // the command follows the options directly, no machine named
}

// vmExecs are the programs that run a command in a machine of theirs,
// built on first use (lazy.go).
var vmExecs = lazy[map[string]vmExec]{build: func() map[string]vmExec {
	return map[string]vmExec{
		"multipass": {sub: "exec", values: []string{"-d", "--working-directory", "-n", "--name"}},
		"limactl":   {sub: "shell", values: []string{"--workdir", "--shell"}},
		"crictl":    {sub: "exec", values: []string{"-r", "--runtime-endpoint", "--timeout", "-e", "--env"}},
		"wsl":       {values: []string{"-d", "--distribution", "-u", "--user", "--cd"}, noName: true},
		"orb":       {sub: "run", values: []string{"-m", "--machine", "-u", "--user", "-w", "--workdir"}, noName: true},
		"orbctl":    {sub: "run", values: []string{"-m", "--machine", "-u", "--user", "-w", "--workdir"}, noName: true},
	}
}}

// vmExec reads the command such a program runs, or returns nil.
func (r *reading) vmExec(p *Part, sc scope) []*Node {
	spec, ok := vmExecs.get()[p.Program]
	if !ok {
		return nil
	}
	args := p.Args()
	i := 0
	if spec.sub != "" {
		if i = subAt(args, spec.sub); i < 0 {
			return nil
		}
		i++
	}
	named := spec.noName
	for ; i < len(args); i++ {
		v, lit := args[i].Literal()
		switch {
		case !lit:
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, args[i].Span,
				p.Program+" is given "+quoteRaw(args[i].Raw)+", which is not literal, where its options or machine stand, so what it runs is not known.")}
		case v == "--" || (spec.noName && (v == "-e" || v == "--exec")):
			i++
			named = true
		case len(v) > 1 && v[0] == '-':
			if contains(spec.values, v) {
				i++
			}
			continue
		case !named:
			named = true
			continue
		}
		if i >= len(args) {
			return nil
		}
		sc.handsAway, sc.handsOwn = true, true
		return r.nestedArgv(p, p.Program+" "+spec.sub, args[i:], sc)
	}
	return nil
}
