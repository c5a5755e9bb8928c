package patterns

import (
	"strconv"
	"strings"
)

// A runner's body that might tamper with ozdesk (rt50 A1): whatever a
// body only might hit changes nothing (body_eval.go), but for
// cmd.guard-tamper that let every self-tamper the defaults can only
// call a might (a kill by pattern, `kill $(pgrep -f ozdesk)`, tmux typing
// into a pane, ozdesk named through a variable) pass in two allowed
// steps: write the file, run it. So a part of a body that
// cmd.guard-tamper asks about, certainly or not, makes the runner ask
// cmd.guard-tamper; and a part the floor asks about, or another default
// only might, is read again with the values the body itself gives its
// variables (`OZ=ozdesk` then `$OZ queue approve 1`), and asks
// cmd.guard-tamper where that reading does. The other defaults keep the
// rule that a might, or what cannot be read, changes nothing.

// guardTamperRule is the default that guards ozdesk and its callers.
const guardTamperRule = "cmd.guard-tamper"

const (
	// bodyVarsMax bounds the variables of one part read by their
	// values.
	bodyVarsMax = 4
	// bodyValuesMax bounds the values one variable is read as.
	bodyValuesMax = 4
)

// bodyGuard judges part k of a body's verdict v again with the values
// the body b assigns the part's variables: the verdict of the first part
// cmd.guard-tamper asks about (or refuses), and true; else false.
func (e *evaluation) bodyGuard(v *Verdict, k int, b runnerBody, sub *Context) (PartVerdict, bool) {
	if v.Command == nil || k >= len(v.Command.Parts) {
		return PartVerdict{}, false
	}
	part := v.Command.Parts[k]
	if pv, ok := e.guardAsOzdesk(part, sub, 0); ok {
		return pv, true
	}
	names := partVarNames(part)
	all, text := part.text, b.text
	if len(names) > 0 {
		text += bodySourced(b, sub)
	}
	for _, name := range names {
		for i, val := range bodyAssigns(text, name) {
			text := substVar(part.text, name, val)
			if i == 0 {
				all = substVar(all, name, val)
			}
			if text == part.text {
				continue
			}
			if pv, ok := e.guardOf(text, sub); ok {
				return pv, true
			}
		}
	}
	if all != part.text && len(names) > 1 {
		// the body's values of all the part's variables at once (`q=queue;
		// a=approve; $OZ $q $a 2`, fx54b)
		if pv, ok := e.guardOf(all, sub); ok {
			return pv, true
		}
	}
	return PartVerdict{}, false
}

// bodySourcedMax bounds the files a body sources whose assignments
// bodyGuard reads.
const bodySourcedMax = 4

// bodySourced is the text of the files body b sources by a literal name
// (`. ./vars.sh`, `source env.sh`), from the directory it runs in, each
// on a line of its own: their assignments are the body's too (fx54b, rt53
// N3: `. scripts/vars.sh; $OZ $Q $V 2`). A file that cannot be read
// adds nothing.
func bodySourced(b runnerBody, sub *Context) string {
	read := sub.ProjectFile
	if sub.ScriptFile != nil {
		read = sub.ScriptFile
	}
	if read == nil || b.dir == "" || !strings.Contains(b.text, ".") && !strings.Contains(b.text, "source") {
		return ""
	}
	var out strings.Builder
	n := 0
	for _, p := range Read(b.text).Parts {
		if p.Program != "." && p.Program != "source" || len(p.Words) < 2 || n >= bodySourcedMax {
			continue
		}
		dir := bodyDir(b.dir, p.Words[1])
		if dir == "" {
			continue
		}
		n++
		if text, err := read(dir, scriptFileMax); err == nil {
			out.WriteString("\n")
			out.Write(text)
		}
	}
	return out.String()
}

// guardOf judges text, a part of a body with the body's values put in:
// the verdict of its first part cmd.guard-tamper asks about (or refuses),
// as written or as ozdesk's (guardAsOzdesk), and true; else false.
func (e *evaluation) guardOf(text string, sub *Context) (PartVerdict, bool) {
	cmd := Read(text)
	nv := e.evaluateNested(cmd, sub)
	for _, pv := range nv.Parts {
		if pv.Outcome != Allow && pv.Rule == guardTamperRule && pv.Because != nil {
			return pv, true
		}
	}
	if nv.Command == nil {
		return PartVerdict{}, false
	}
	for _, q := range nv.Command.Parts {
		if pv, ok := e.guardAsOzdesk(q, sub, 1); ok {
			return pv, true
		}
	}
	return PartVerdict{}, false
}

// guardAsOzdesk judges a body's part whose program word is not literal
// and whose words hold ozdesk's deciding verbs (`${a}${b} queue approve
// 2`, rt53 N3) or could complete to them (`$OZ queue ${v}ove 2`, fx54b:
// body_guard_verbs.go) as ozdesk's; and the string an eval or a shell's
// -c runs at run time, read with its expansions as written (`eval
// "$(cat n) queue approve 2"`). depth bounds the strings within strings.
func (e *evaluation) guardAsOzdesk(part *Part, sub *Context, depth int) (PartVerdict, bool) {
	if len(part.Words) == 0 || depth > 2 {
		return PartVerdict{}, false
	}
	if _, lit := part.Words[0].Literal(); !lit {
		// ozdesk's deciding verbs under a program word not read (a name
		// split or built): judged as ozdesk's
		text := ""
		if i := strings.Index(part.text, part.Words[0].Raw); i >= 0 && ozdeskVerbPair(part) {
			text = "ozdesk" + part.text[i+len(part.Words[0].Raw):]
		} else if t, ok := ozdeskVerbsMight(part); ok {
			text = t
		}
		if text != "" {
			nv := e.evaluateNested(Read(text), sub)
			for _, pv := range nv.Parts {
				if pv.Outcome != Allow && pv.Rule == guardTamperRule && pv.Because != nil {
					return pv, true
				}
			}
		}
	}
	if s := evalStringText(part); s != "" {
		if _, lit := part.Words[len(part.Words)-1].Literal(); !lit {
			for _, q := range Read(s).Parts {
				if pv, ok := e.guardAsOzdesk(q, sub, depth+1); ok {
					return pv, true
				}
			}
		}
	}
	return PartVerdict{}, false
}

// guardDoubtNamed reports whether cmd.guard-tamper's might of a body's
// part pv stands on its own: its evidence word expands no variable (a
// pattern, `pkill -f ozdesk`; a tmux command, `send-keys`), or names
// ozdesk (`$(pgrep -f ozdesk)`). A might that stands only on a variable
// the body does not give (`install app $(PREFIX)/bin`: PREFIX might be
// ozdesk's directory) is read again with the body's values instead
// (bodyGuard), as the other defaults' mights are: `make install` stays
// quiet.
func guardDoubtNamed(v *Verdict, pv PartVerdict) bool {
	if v.Command == nil {
		return true
	}
	s := pv.Because.Span
	if s.Start < 0 || s.End > len(v.Command.Source) || s.Start > s.End {
		return true
	}
	w := v.Command.Source[s.Start:s.End]
	return !strings.Contains(w, "$") || strings.Contains(w, guardName)
}

// partVarNames returns the names of the variables part p's words expand,
// at most bodyVarsMax.
func partVarNames(p *Part) []string {
	var out []string
	add := func(n string) {
		if n != "" && isNameStart(n[0]) && len(out) < bodyVarsMax && !contains(out, n) {
			out = append(out, n)
		}
	}
	for _, w := range p.Words {
		for _, s := range w.Segs {
			if s.Kind != SegParam {
				continue
			}
			add(s.Text)
			for _, r := range strings.Fields(s.Reads) {
				add(r)
			}
		}
	}
	return out
}

// bodyAssigns returns the plain values text assigns name (NAME=value,
// export NAME=value, a quoted value unquoted), each once, at most
// bodyValuesMax.
func bodyAssigns(text, name string) []string {
	var out []string
	for i := 0; len(out) < bodyValuesMax; {
		at := strings.Index(text[i:], name+"=")
		if at < 0 {
			break
		}
		at += i
		i = at + len(name) + 1
		if at > 0 && (isNameByte(text[at-1]) || text[at-1] == '$' || text[at-1] == '{') {
			continue
		}
		end := i
		for end < len(text) && !strings.ContainsRune(" \t\r\n;&|<>()", rune(text[end])) {
			end++
		}
		val := text[i:end]
		if end == i && end < len(text) && text[end] == '(' {
			// an array, a=(ozdesk queue approve 2): its words, as "${a[@]}"
			// gives them (fx54b)
			if close := strings.IndexByte(text[end:], ')'); close > 0 {
				val = strings.Join(strings.Fields(strings.NewReplacer(`"`, "", "'", "").Replace(text[end+1:end+close])), " ")
			}
		}
		if len(val) >= 2 && (val[0] == '\'' || val[0] == '"') && val[len(val)-1] == val[0] {
			val = val[1 : len(val)-1]
		}
		if val == "" || strings.ContainsAny(val, "$`\\'\"") || contains(out, val) {
			continue
		}
		out = append(out, val)
	}
	return out
}

// substVar is text with each $name and ${name} as val, and an array's
// words, "${name[@]}", ${name[*]}, as val's words.
func substVar(text, name, val string) string {
	for _, all := range []string{`"${` + name + `[@]}"`, "${" + name + "[@]}", "${" + name + "[*]}", "${" + name + "}"} {
		text = strings.ReplaceAll(text, all, val)
	}
	var b strings.Builder
	for {
		at := strings.Index(text, "$"+name)
		if at < 0 {
			b.WriteString(text)
			return b.String()
		}
		end := at + 1 + len(name)
		if end < len(text) && isNameByte(text[end]) {
			b.WriteString(text[:end])
		} else {
			b.WriteString(text[:at])
			b.WriteString(val)
		}
		text = text[end:]
	}
}

// bodyWhere names where part k of a body's verdict v stands, for the
// reason of a guard finding: the line of a script, and the part.
func bodyWhere(b runnerBody, v *Verdict, k int) string {
	if v.Command == nil || k >= len(v.Command.Parts) {
		return ""
	}
	p := v.Command.Parts[k]
	at := "`" + shownBody(p.text) + "`"
	if b.lines && p.Span.Start <= len(v.Command.Source) {
		at = "line " + strconv.Itoa(strings.Count(v.Command.Source[:p.Span.Start], "\n")+1) + ", " + at
	}
	return "at " + at + ": "
}

// tmuxOwnSession reports whether part k of a body's verdict v types into
// a tmux session the body itself made, so that the part runs only where
// it did (tmuxMadeSession: an earlier part of the same tmux server ran
// `new-session -s NAME`, and either the two are joined by && or the body
// set -e before: a script that starts a dev server in a session of its
// own and types `npm start` into it). A session the body did not make
// may be the desk's, whatever its name.
func tmuxOwnSession(v *Verdict, k int) bool {
	if v.Command == nil || k >= len(v.Command.Parts) {
		return false
	}
	p := v.Command.Parts[k]
	cmd, _ := tmuxCommandAt(p)
	if cmd < 0 || tmuxResolve(litText(p.Words[cmd])) != "send-keys" {
		return false
	}
	target, ok := tmuxOptValue(p.Words[cmd+1:], "-t")
	return ok && tmuxMadeSession(v.Command, p, cmd, target) // class_tmux_covers.go
}

// tmuxCommandAt returns the index of the word of tmux part p that names
// its command (-1 for none, or a part not tmux's), and the words before
// it as written: which server it speaks to.
func tmuxCommandAt(p *Part) (int, string) {
	if p.Program != "tmux" {
		return -1, ""
	}
	var before []string
	for i := 1; i < len(p.Words); i++ {
		s, lit := p.Words[i].Literal()
		switch {
		case !lit:
			return -1, ""
		case s == "-L" || s == "-S" || s == "-f" || s == "-c" || s == "-T":
			if i+1 < len(p.Words) {
				before = append(before, s, p.Words[i+1].Raw)
			}
			i++
		case strings.HasPrefix(s, "-"):
			before = append(before, s)
		default:
			return i, strings.Join(before, " ")
		}
	}
	return -1, ""
}

// tmuxOptValue returns the literal value of option opt (-t NAME, -tNAME)
// among a tmux command's words.
func tmuxOptValue(ws []Word, opt string) (string, bool) {
	for i, w := range ws {
		s, lit := w.Literal()
		if !lit {
			continue
		}
		if s == opt && i+1 < len(ws) {
			return ws[i+1].Literal()
		}
		if v, cut := strings.CutPrefix(s, opt); cut && v != "" {
			return v, true
		}
	}
	return "", false
}

// litText is w's literal text, or "".
func litText(w Word) string {
	s, _ := w.Literal()
	return s
}
