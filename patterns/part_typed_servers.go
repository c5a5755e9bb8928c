package patterns

import "strings"

// More programs that, given the caller's own input (ReadsTypedProgram:
// ozdesk shell's SSH channel, Codex's write_stdin), run or send to a
// server what arrives there, which no hook sees (rt18i #5): database
// shells beside sqlite3 and sqlcmd (duckdb, whose COPY … TO writes any
// file; sqlplus, whose HOST runs commands; unixODBC's isql; beeline,
// spark-sql, impala-shell, trino, presto, snowsql and vsql without a
// query of their own); kubectl and oc applying manifests from standard
// input (apply, create, replace, delete -f -); curl sending standard
// input (-d @-, --data-binary @-, --json @-, -T -, -F name=@-, -K -),
// to a unix socket such as Docker's or anywhere; etcdctl put with its
// value from standard input, and etcdctl txn; websocat and wscat
// without a message of their own; grpcurl -d @; nsupdate without a
// file; kafka-console-producer; mosquitto_pub -l or -s; ldapmodify and
// ldapadd without -f.

// serverChecks maps a program to its check.
var serverChecks = lazy[map[string]typedCheck]{build: func() map[string]typedCheck {
	always := func(p *Part) bool { return !onlyInfoFlags(p.Args()) }
	manifests := subcommandWithStdinFile([]string{"apply", "create", "replace", "delete"}, "-f", "--filename")
	return map[string]typedCheck{
		"duckdb":       sqlShell([]string{"-cmd", "-init", "-separator", "-newline", "-nullvalue", "-storage_version"}, []string{"-c", "-f", "-s"}),
		"sqlplus":      always,
		"isql":         always,
		"iusql":        always,
		"beeline":      unlessFlags("-e", "-f"),
		"spark-sql":    unlessFlags("-e", "-f"),
		"impala-shell": unlessFlags("-q", "--query", "-f", "--query_file"),
		"trino":        unlessFlags("--execute", "-f", "--file"),
		"presto":       unlessFlags("--execute", "-f", "--file"),
		"snowsql":      unlessFlags("-q", "--query", "-f", "--filename"),
		"vsql":         unlessFlags("-c", "--command", "-f", "--file"),
		"kubectl":      manifests, "oc": manifests,
		"curl":                      curlSendsStdin,
		"etcdctl":                   etcdctlStdin,
		"websocat":                  always,
		"wscat":                     func(p *Part) bool { return always(p) && unlessFlags("-x", "--execute")(p) },
		"grpcurl":                   grpcurlStdin,
		"nsupdate":                  queryless([]string{"-k", "-y", "-p", "-t", "-u", "-r"}, nil),
		"kafka-console-producer":    always,
		"kafka-console-producer.sh": always,
		"mosquitto_pub": func(p *Part) bool {
			return hasArgWord(p.Args(), "-l") || hasArgWord(p.Args(), "-s") || hasArgWord(p.Args(), "--stdin-line") || hasArgWord(p.Args(), "--stdin-file")
		},
		"ldapmodify": unlessFlags("-f"),
		"ldapadd":    unlessFlags("-f"),
	}
}}

// sqlShell is a check for an sqlite3-like shell (PROGRAM [DB [SQL…]]):
// it holds unless it is given one of queryFlags or SQL after its
// database, skipping the values of valueFlags.
func sqlShell(valueFlags, queryFlags []string) typedCheck {
	return func(p *Part) bool {
		args := p.Args()
		if onlyInfoFlags(args) {
			return false
		}
		ops := 0
		for i := 0; i < len(args); i++ {
			lit, _ := litPrefix(args[i])
			switch {
			case strings.HasPrefix(lit, "-") && lit != "-":
				for _, f := range queryFlags {
					if lit == f {
						return false
					}
				}
				for _, f := range valueFlags {
					if lit == f {
						i++
					}
				}
			default:
				ops++
			}
		}
		return ops < 2
	}
}

// subcommandWithStdinFile is a check that holds for one of subs given a
// file option (flags: -f FILE, -fFILE, --filename=FILE) naming standard
// input or a word not known.
func subcommandWithStdinFile(subs []string, flags ...string) typedCheck {
	return func(p *Part) bool {
		return subcommands(subs...)(p) && optionValueIs(p.Args(), flags, func(v string, ok bool) bool { return !ok || isStdinPath(v) })
	}
}

// optionValueIs reports whether one of flags (-f V, -fV, --flag=V,
// --flag V) has a value for which is holds (ok false: not literal).
func optionValueIs(args []Word, flags []string, is func(v string, ok bool) bool) bool {
	for i, w := range args {
		lit, _ := litPrefix(w)
		if lit == "--" {
			return false
		}
		for _, f := range flags {
			switch {
			case lit == f && i+1 < len(args):
				if v, ok := args[i+1].Literal(); is(v, ok) {
					return true
				}
			case strings.HasPrefix(lit, f+"=") || !strings.HasPrefix(f, "--") && len(f) == 2 && strings.HasPrefix(lit, f) && len(lit) > 2:
				v, ok := w.Literal()
				v = strings.TrimPrefix(strings.TrimPrefix(v, f), "=")
				if is(v, ok) {
					return true
				}
			}
		}
	}
	return false
}

// curlSendsStdin reports whether curl sends what it reads from standard
// input: a data option's @- (or name@-), an upload of - or ., a form
// field's @- or <-, or a config read from -.
func curlSendsStdin(p *Part) bool {
	args := p.Args()
	data := []string{"-d", "--data", "--data-binary", "--data-urlencode", "--json"}
	if optionValueIs(args, data, func(v string, _ bool) bool {
		return strings.HasPrefix(v, "@-") || strings.Contains(v, "@-") && !strings.Contains(v, "=")
	}) {
		return true
	}
	if optionValueIs(args, []string{"-T", "--upload-file"}, func(v string, ok bool) bool { return ok && (v == "-" || v == ".") }) {
		return true
	}
	if optionValueIs(args, []string{"-F", "--form"}, func(v string, _ bool) bool { return strings.Contains(v, "=@-") || strings.Contains(v, "=<-") }) {
		return true
	}
	return optionValueIs(args, []string{"-K", "--config"}, func(v string, ok bool) bool { return ok && isStdinPath(v) })
}

// etcdctlStdin reports whether etcdctl reads what it sends from standard
// input: put given a key and no value, or txn.
func etcdctlStdin(p *Part) bool {
	var ops []string
	for _, w := range p.Args() {
		lit, ok := w.Literal()
		if !ok {
			return true
		}
		if !strings.HasPrefix(lit, "-") || lit == "-" {
			ops = append(ops, lit)
		}
	}
	if len(ops) == 0 {
		return false
	}
	switch ops[0] {
	case "txn":
		return true
	case "put":
		return len(ops) < 3
	}
	return false
}

// grpcurlStdin reports whether grpcurl reads its request from standard
// input (-d @).
func grpcurlStdin(p *Part) bool {
	return optionValueIs(p.Args(), []string{"-d"}, func(v string, ok bool) bool { return ok && v == "@" })
}
