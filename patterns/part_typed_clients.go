package patterns

import "strings"

// Database shells, raw sockets and script runners that, given the
// caller's own input (ReadsTypedProgram: ozdesk shell's SSH channel,
// Codex's write_stdin), run or send what arrives there, which no hook
// sees (rt18h #12, #8): redis-cli, clickhouse-client, cqlsh, usql,
// sqlcmd, mysqlsh, influx and cypher-shell without a query of their own;
// nc, ncat and netcat (what comes in goes to the server: a FLUSHALL to a
// redis port), socat reading its standard input, openssl s_client;
// cmake -P, ninja -f and just --justfile naming standard input; source
// (and .) of standard input; sed whose script runs its input (e, s///e)
// and awk whose program runs commands (system, a pipe), reading their
// standard input.

// clientChecks maps a program to its check.
var clientChecks = lazy[map[string]typedCheck]{build: func() map[string]typedCheck {
	redis := queryless([]string{"-h", "-p", "-s", "-a", "-u", "-n", "-r", "-i", "-d", "-D", "--user", "--pass", "--sni", "--cacert", "--cacertdir", "--cert", "--key", "--tls-ciphers", "--tls-ciphersuites", "--pattern", "--count", "--quoted-pattern", "--memkeys-samples", "--eval"}, nil)
	nc := func(p *Part) bool {
		args := p.Args()
		return !onlyInfoFlags(args) && !hasShortFlag(args, 'z') && !hasShortFlag(args, 'd') && !hasArgWord(args, "--recv-only")
	}
	c := map[string]typedCheck{
		"redis-cli": redis, "valkey-cli": redis, "keydb-cli": redis,
		"clickhouse-client": unlessFlags("-q", "--query", "--queries-file"),
		"cqlsh":             unlessFlags("-e", "--execute", "-f", "--file"),
		"usql":              unlessFlags("-c", "--command", "-f", "--file"),
		"sqlcmd":            unlessFlags("-Q", "-q", "-i", "--query", "--input-file"),
		"mysqlsh":           unlessFlags("-e", "--execute", "-f", "--file"),
		"influx":            queryless([]string{"-host", "-port", "-username", "-password", "-database", "-format", "-precision", "-consistency", "--host", "-t", "--token", "-o", "--org"}, []string{"-execute", "--execute", "-import"}),
		"cypher-shell":      queryless([]string{"-a", "--address", "-u", "--username", "-p", "--password", "-d", "--database", "--format", "--encryption", "-P", "--param"}, []string{"-f", "--file"}),
		"nc":                nc, "ncat": nc, "netcat": nc,
		"openssl": subcommands("s_client"),
		"cmake":   stdinOption("-P"),
		"ninja":   stdinOption("-f"),
		"just":    stdinOption("--justfile", "-f"),
		"source":  sourcesStdin, ".": sourcesStdin,
		"sed": sedRunsInput, "gsed": sedRunsInput,
		"awk": awkRunsInput, "gawk": awkRunsInput, "mawk": awkRunsInput, "nawk": awkRunsInput, "busybox-awk": awkRunsInput,
	}
	return c
}}

// typedClient reports whether part p is one of clientChecks' programs
// that runs or sends what comes on its standard input.
func typedClient(p *Part) bool {
	check, ok := clientChecks.get()[p.Program]
	if p.Program == "socat" {
		return socatReadsStdin(p)
	}
	if !ok {
		check, ok = serverChecks.get()[p.Program] // part_typed_servers.go
	}
	return ok && check(p)
}

// queryless is a check that holds unless the program is given its query:
// a literal operand (after options, skipping the values of valueFlags) or
// one of flags.
func queryless(valueFlags, flags []string) typedCheck {
	values := map[string]bool{}
	for _, f := range valueFlags {
		values[f] = true
	}
	return func(p *Part) bool {
		args := p.Args()
		if onlyInfoFlags(args) {
			return false
		}
		for i := 0; i < len(args); i++ {
			lit, ok := args[i].Literal()
			switch {
			case !ok:
				continue // a word not known may be empty: no query
			case lit == "--":
				return i+1 >= len(args)
			case strings.HasPrefix(lit, "-"):
				name, _, hasValue := strings.Cut(lit, "=")
				for _, f := range flags {
					if name == f {
						return false
					}
				}
				if values[name] && !hasValue {
					i++
				}
			default:
				return false
			}
		}
		return true
	}
}

// stdinOption is a check that holds when one of opts (-P FILE, -PFILE,
// --opt=FILE) names standard input, or a word not known.
func stdinOption(opts ...string) typedCheck {
	return func(p *Part) bool {
		args := p.Args()
		for i, w := range args {
			lit, _ := litPrefix(w)
			for _, o := range opts {
				var v Word
				switch {
				case lit == o && i+1 < len(args):
					v = args[i+1]
				case strings.HasPrefix(lit, o+"=") || !strings.HasPrefix(o, "--") && strings.HasPrefix(lit, o) && len(lit) > len(o):
					val, ok := w.Literal()
					if !ok {
						return true
					}
					val = strings.TrimPrefix(strings.TrimPrefix(val, o), "=")
					if isStdinPath(val) {
						return true
					}
					continue
				default:
					continue
				}
				val, ok := v.Literal()
				if !ok || isStdinPath(val) {
					return true
				}
			}
		}
		return false
	}
}

// sourcesStdin reports whether source (or .) runs standard input.
func sourcesStdin(p *Part) bool {
	args := p.Args()
	if len(args) > 0 && isLit(args[0], "--") {
		args = args[1:]
	}
	if len(args) == 0 {
		return false
	}
	v, ok := args[0].Literal()
	return !ok || isStdinPath(v) && v != "-"
}

// sedRunsInput reports whether sed reads its standard input (no file
// operand, or -) with a script that runs what it reads (e alone, s///e),
// or one not literal.
func sedRunsInput(p *Part) bool {
	scan := sedOpts.scan(p.Words, 1)
	if scan.has("--sandbox") || scan.status != optOK {
		return scan.status != optOK
	}
	var scripts []Word
	for _, o := range scan.opts {
		if (o.name == "-e" || o.name == "--expression") && o.hasVal {
			scripts = append(scripts, valueWord(p.Words, o, true))
		}
	}
	files := p.Words[scan.next:]
	if !scan.has("-e", "--expression", "-f", "--file") && len(files) > 0 {
		scripts = append(scripts, files[0])
		files = files[1:]
	}
	if !readsStdinOperands(files) {
		return false
	}
	for _, w := range scripts {
		v, ok := w.Literal()
		if !ok {
			return true
		}
		if _, known := sedCommands(v); !known {
			return true
		}
	}
	return false
}

// awkRunsInput reports whether awk reads its standard input (no file
// operand, or -) with a program that runs commands (system, a pipe, a
// getline from a command), or one not literal.
func awkRunsInput(p *Part) bool {
	args := p.Args()
	var program *Word
	var files []Word
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case !ok && program == nil:
			return true
		case program == nil && (lit == "-f" || lit == "-v" || lit == "-F") && i+1 < len(args):
			if lit == "-f" {
				return false // a program file: stdinScriptFlags reads -f -
			}
			i++
		case program == nil && strings.HasPrefix(lit, "-") && lit != "-" && lit != "--":
			if strings.HasPrefix(lit, "-f") || strings.HasPrefix(lit, "--file") {
				return false
			}
		case program == nil && lit == "--":
		case program == nil:
			program = &args[i]
		default:
			files = append(files, args[i])
		}
	}
	if program == nil || !readsStdinOperands(files) {
		return false
	}
	v, _ := program.Literal()
	return strings.Contains(v, "system") || strings.Contains(v, "|")
}

// readsStdinOperands reports whether a filter given files reads its
// standard input: no files, or one of them standard input or not known.
func readsStdinOperands(files []Word) bool {
	if len(files) == 0 {
		return true
	}
	for _, w := range files {
		v, ok := w.Literal()
		if !ok || isStdinPath(v) || strings.Contains(v, "=") {
			return true
		}
	}
	return false
}

// socatReadsStdin reports whether socat runs code (socatExec) or has an
// address that reads its standard input (-, STDIN, STDIO, or a word not
// known).
func socatReadsStdin(p *Part) bool {
	if socatExec(p) {
		return true
	}
	for _, w := range p.Args() {
		lit, ok := w.Literal()
		if !ok {
			return true
		}
		if strings.HasPrefix(lit, "-") && lit != "-" && !strings.HasPrefix(lit, "-,") {
			continue
		}
		up := strings.ToUpper(lit)
		if lit == "-" || strings.HasPrefix(lit, "-,") || up == "STDIN" || up == "STDIO" || strings.HasPrefix(up, "STDIN,") || strings.HasPrefix(up, "STDIO,") || strings.HasPrefix(up, "FD:0") || strings.HasPrefix(up, "0,") || up == "0" {
			return true
		}
	}
	return false
}
