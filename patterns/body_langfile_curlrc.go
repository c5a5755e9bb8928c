package patterns

import "strings"

// A curl config file given with -K or --config: each line one option
// (`output = "F"`, `url: U`, `--data-binary @F`, `-o F`, `silent`), read
// as the same option on curl's line, so that curl's rules judge what the
// file asks curl to do: the reader's command is `curl` with the file's
// options and then the line's other literal words. `config = F` (or -K F)
// in the file names another file, read in turn.

// curlrcFileCommands reads a curl config file: its options, as shell
// words, in one command string; and the files its config options name.
func curlrcFileCommands(text string) (cmds, sources []string, unknown string) {
	var words []string
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		name, val, hasVal, ok := curlrcLine(t)
		if !ok {
			return nil, nil, "holds a line the reader cannot split (" + shownBody(t) + ")"
		}
		opt := name
		if !strings.HasPrefix(opt, "-") {
			opt = "--" + opt
		}
		if opt == "--config" || opt == "-K" {
			if hasVal {
				sources = append(sources, val)
			}
			continue
		}
		words = append(words, shellQuote1(opt))
		if hasVal {
			words = append(words, shellQuote1(val))
		}
	}
	if len(words) == 0 {
		return nil, sources, ""
	}
	return []string{strings.Join(words, " ")}, sources, ""
}

// curlrcLine splits one config line into the option's name and its value
// (separated by blanks, "=" or ":"; the value "…" with backslash escapes,
// or running to the first blank); false for a quote left open.
func curlrcLine(t string) (name, val string, hasVal, ok bool) {
	i := strings.IndexAny(t, " \t=:")
	if i < 0 {
		return t, "", false, true
	}
	name = t[:i]
	rest := strings.TrimLeft(t[i:], " \t")
	if rest != "" && (rest[0] == '=' || rest[0] == ':') {
		rest = strings.TrimLeft(rest[1:], " \t")
	}
	if rest == "" {
		return name, "", false, true
	}
	if rest[0] != '"' {
		if j := strings.IndexAny(rest, " \t"); j >= 0 {
			rest = rest[:j]
		}
		return name, rest, true, true
	}
	var b strings.Builder
	for j := 1; j < len(rest); j++ {
		switch c := rest[j]; {
		case c == '"':
			return name, b.String(), true, true
		case c == '\\' && j+1 < len(rest):
			j++
			switch rest[j] {
			case 't':
				b.WriteByte('\t')
			case 'n':
				b.WriteByte('\n')
			case 'r':
				b.WriteByte('\r')
			case 'v':
				b.WriteByte('\v')
			default:
				b.WriteByte(rest[j])
			}
		default:
			b.WriteByte(c)
		}
	}
	return "", "", false, false
}

// curlLineRest is the other literal words of curl's line, after its -K
// and --config and their files, as shell words with a blank before each.
func curlLineRest(p *Part) string {
	var b strings.Builder
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		switch {
		case !lit:
		case v == "-K" || v == "--config":
			k++
		case strings.HasPrefix(v, "--config=") || strings.HasPrefix(v, "-K"):
		default:
			b.WriteByte(' ')
			b.WriteString(shellQuote1(v))
		}
	}
	return b.String()
}
