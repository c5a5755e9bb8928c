package patterns

import "strings"

// A file server serves a directory: the one its options name, or the
// directory it runs in, which a `cd` or `pushd` earlier in the line may
// have moved (`cd ~ && python3 -m http.server`). [serves-outside] judges
// a server's program word by the directory it serves, wherever that is
// written: `python -m http.server` (and SimpleHTTPServer) with
// `--directory DIR`, `--directory=DIR`, `-d DIR` or none; `php -S` with
// `-t DIR`; `ruby -run -e httpd DIR`; `http-server DIR`; `busybox httpd
// -h DIR`; `serve DIR` (npx serve), `miniserve DIR` and `darkhttpd DIR`;
// `twistd web --path DIR` and `twistd ftp --root DIR` (-r); `python -m
// pyftpdlib -d DIR` and `updog -d DIR` (fx69b, rt67 C: FTP and HTTP
// servers that may also take uploads); `caddy file-server --root DIR` (or the
// directory it runs in). It is a server serving the home, a directory holding it, or a
// path outside the workdir and the temporary directories.

// judgeServesOutside is [serves-outside].
func judgeServesOutside(_ string, w Word, ctx *Context) Judgement {
	name, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	if name == "git" || name == "git-daemon" {
		if k := ctx.programPart(w); k != nil {
			return judgeGitDaemon(name, k.Args(), ctx)
		}
		return Judgement{}
	}
	if !strings.HasPrefix(name, "python") && name != "php" && name != "ruby" && name != "http-server" && name != "httpd" &&
		name != "serve" && name != "twistd" && name != "caddy" && name != "miniserve" && name != "darkhttpd" && name != "updog" {
		return Judgement{}
	}
	k := ctx.programPart(w)
	if k == nil {
		return Judgement{}
	}
	dir, serves := servedDir(name, k.Args())
	if !serves {
		return Judgement{}
	}
	h, o := judgeHome("", dir, ctx), judgeOutside("", dir, ctx)
	return Judgement{Might: h.Might || o.Might, Certainly: h.Certainly || o.Certainly}
}

// servedDir returns the directory a server part serves (its program's
// base name and its words after the program), and whether it serves one.
func servedDir(name string, args []Word) (Word, bool) {
	dir := LitWord(".")
	lit := func(i int) string {
		if i >= len(args) {
			return ""
		}
		v, _ := args[i].Literal()
		return v
	}
	switch {
	case strings.HasPrefix(name, "python"):
		i := 0
		for ; i < len(args); i++ {
			v := lit(i)
			if v == "-m" && (lit(i+1) == "http.server" || lit(i+1) == "SimpleHTTPServer" || lit(i+1) == "pyftpdlib") {
				break
			}
			if v == "-mhttp.server" {
				i--
				break
			}
		}
		if i >= len(args) {
			return dir, false
		}
		for j := i + 2; j < len(args); j++ {
			v := lit(j)
			if len(args[j].Segs) > 0 && args[j].Segs[0].Kind == SegLit {
				v = args[j].Segs[0].Text
			}
			switch {
			case (v == "--directory" || v == "-d") && j+1 < len(args):
				dir = args[j+1]
				j++
			case strings.HasPrefix(v, "--directory="), strings.HasPrefix(v, "-d") && len(v) > 2:
				dir = valueAfter(args[j], strings.IndexByte(args[j].Raw, '=')+1)
				if !strings.HasPrefix(v, "--") {
					dir = valueAfter(args[j], 2)
				}
			}
		}
		return dir, true
	case name == "php":
		serves := false
		for j := 0; j < len(args); j++ {
			switch v := lit(j); {
			case v == "-S" || strings.HasPrefix(v, "-S"):
				serves = true
			case v == "-t" && j+1 < len(args):
				dir = args[j+1]
				j++
			}
		}
		return dir, serves
	case name == "ruby":
		for j := 0; j < len(args); j++ {
			if v := lit(j); (v == "-e" && lit(j+1) == "httpd") || v == "-ehttpd" {
				if v == "-e" {
					j++
				}
				for k := j + 1; k < len(args); k++ {
					if a := lit(k); a == "" || !strings.HasPrefix(a, "-") {
						if a == "" && len(args[k].Segs) == 0 {
							continue
						}
						return args[k], true
					} else if a == "-p" || a == "--port" || a == "-b" || a == "--bind-address" {
						k++
					}
				}
				return dir, true
			}
		}
		return dir, false
	case name == "http-server":
		for j := 0; j < len(args); j++ {
			v := lit(j)
			if strings.HasPrefix(v, "-") {
				if v == "-p" || v == "-a" || v == "--port" || v == "--address" || v == "-c" || v == "-P" || v == "--proxy" {
					j++
				}
				continue
			}
			return args[j], true
		}
		return dir, true
	case name == "serve" || name == "miniserve" || name == "darkhttpd":
		return firstOperand(args, serverValueFlags.get()[name], dir), true
	case name == "twistd":
		if d, ok := optionDir(args, "ftp", "--root", dir); ok {
			return optionDir(args, "ftp", "-r", d)
		}
		return optionDir(args, "web", "--path", dir)
	case name == "updog":
		d, _ := optionDir(args, "", "--directory", dir)
		d, _ = optionDir(args, "", "-d", d)
		return d, true
	case name == "caddy":
		return optionDir(args, "file-server", "--root", dir)
	case name == "httpd":
		for j := 0; j < len(args); j++ {
			if lit(j) == "-h" && j+1 < len(args) {
				return args[j+1], true
			}
		}
		return dir, true
	}
	return dir, false
}

// valueAfter returns the word made of w's text from byte off of its raw
// text on, for an option whose value is joined to it (--directory=DIR):
// the literal's tail followed by the word's other segments.
func valueAfter(w Word, off int) Word {
	if len(w.Segs) == 0 || w.Segs[0].Kind != SegLit {
		return w
	}
	lead := w.Segs[0].Text
	if k := strings.IndexByte(lead, '='); k >= 0 {
		lead = lead[k+1:]
	} else if off <= len(lead) {
		lead = lead[off:]
	}
	segs := make([]Seg, 0, len(w.Segs))
	if lead != "" {
		segs = append(segs, Seg{Kind: SegLit, Text: lead, Quoted: w.Segs[0].Quoted})
	}
	segs = append(segs, w.Segs[1:]...)
	return Word{Raw: w.Raw, Span: w.Span, Segs: segs}
}

// serverValueFlags are the options of the operand-taking servers that
// take a value (their next word is no directory).
var serverValueFlags = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"serve":     {"-l", "--listen", "-p", "--port", "-c", "--config", "--ssl-cert", "--ssl-key", "--ssl-pass"},
		"miniserve": {"-p", "--port", "-i", "--interfaces", "-a", "--auth", "-c", "--color-scheme", "--title", "--header", "--route-prefix", "--tls-cert", "--tls-key", "-t", "--index"},
		"darkhttpd": {"--port", "--addr", "--log", "--index", "--mimetypes", "--chroot", "--uid", "--gid", "--pidfile", "--auth", "--header", "--maxconn"},
	}
}}

// firstOperand returns a server's first word that is no option nor an
// option's value, or dir (the directory it runs in) when there is none.
func firstOperand(args []Word, valued []string, dir Word) Word {
	for j := 0; j < len(args); j++ {
		v, ok := args[j].Literal()
		if ok && strings.HasPrefix(v, "-") {
			for _, f := range valued {
				if v == f {
					j++
				}
			}
			continue
		}
		return args[j]
	}
	return dir
}

// optionDir returns the value of opt (OPT DIR or OPT=DIR) for a server run
// by its subcommand sub (twistd web, caddy file-server), and whether sub
// is there; without opt the server serves dir.
func optionDir(args []Word, sub, opt string, dir Word) (Word, bool) {
	serves := false
	for j := 0; j < len(args); j++ {
		v, _ := args[j].Literal()
		if len(args[j].Segs) > 0 && args[j].Segs[0].Kind == SegLit {
			v = args[j].Segs[0].Text
		}
		switch {
		case v == sub:
			serves = true
		case v == opt && j+1 < len(args):
			dir = args[j+1]
			j++
		case strings.HasPrefix(v, opt+"="):
			dir = valueAfter(args[j], len(opt)+1)
		}
	}
	return dir, serves
}
