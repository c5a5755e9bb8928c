package patterns

import (
	"regexp"
	"strings"
)

// maxProcLoopLine bounds the line read for a loop over /proc.
const maxProcLoopLine = 8192

// A kill signals the pids it is given, and a line can find them first:
// `ps aux | grep -i OZDESK | awk '{print $2}' | xargs kill`,
// `kill $(ps -e -o pid=)`, `for p in $(pgrep ozdesk); do kill $p; done`.
// What the kill signals is then what that search found, however many
// filters stand between. [ozdesk-kill] and [kill-all] judge a kill's
// program word by the searches its pids come from:
//
//   - the stages piped into it (xargs kill, kill reading its pids through
//     xargs or a loop at the end of the pipeline);
//   - the pipelines of the command substitutions in its operands;
//   - when an operand is a variable, every pipeline of the line in a
//     command substitution (`pids=$(pgrep ozdesk)`, a for loop's list),
//     and, for a search naming ozdesk, every pipeline of the line.
//
// A search names ozdesk when a word it searches with (pgrep's, pidof's,
// grep's, awk's or sed's pattern, ps -C's name) names it or, read as an
// extended regular expression in any case, matches its name or one of
// its command lines (`[o]zdes[k]`, `hook claude`, `.`). A search lists
// every process when it starts with a listing of all (ps -e, -A, ax,
// -u USER; pgrep -u USER with no pattern) and no later stage picks lines
// out of it (grep without -v, head, awk or sed with a pattern). A kill of
// pids the line does not find (`kill "$pid"`, `kill $(cat app.pid)`,
// `pgrep vite | xargs kill`) is left alone.

// ozdeskCommandLines are command lines ozdesk's processes run with: the
// desk, the broker, and each harness's hook, by either executable name.
var ozdeskCommandLines = []string{
	"/usr/local/bin/" + guardName,
	"/usr/local/bin/" + guardName + " serve --socket /run/ozdesk.sock",
	"/usr/local/bin/" + guardName + " hook claude-code --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook claude-code --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook codex --wait 9m",
	"/usr/local/bin/" + guardName + "-hook hook crush --wait 20s",
	"/usr/local/bin/" + guardName + "-hook hook gemini-cli --wait 45s",
	"/usr/local/bin/" + guardName + "-hook hook opencode --plugin",
	"/usr/local/bin/" + guardName + " acp -- claude",
	"/usr/local/bin/" + guardName + " ask --agent claude -- ls",
	"/usr/local/bin/" + guardName + " shell -c ls",
	// The hooks as README.md tells each harness to call them.
	guardName + "-hook hook claude-code --wait 14m",
	guardName + "-hook hook gemini-cli --wait 14m",
	guardName + "-hook hook codex --wait 14m",
	guardName + "-hook hook crush --wait 14m",
	guardName + "-hook hook opencode --plugin --wait 14m",
}

// maxKillSearch bounds the parts a kill's search is looked for in: a
// line past it is not read for one (the kill is judged by its words).
const maxKillSearch = 256

// judgeOzdeskKill is [ozdesk-kill]: a kill whose pids come from a search
// that names ozdesk, or from xargs' literal input holding the pid of a
// running ozdesk (class_ozdesk_pidfed.go).
func judgeOzdeskKill(_ string, w Word, ctx *Context) Judgement {
	if pidOptionOzdesk(w, ctx) {
		return Judgement{Might: true, Certainly: true} // pkill -STOP -g PID, prlimit --pid PID
	}
	if v, ok := w.Literal(); ok && isKillName(v) {
		if cmd, k := ctx.evalCommand(), ctx.programPart(w); cmd != nil && k != nil && fedOzdeskPid(cmd, k, ctx) {
			return Judgement{Might: true, Certainly: true} // echo PID | xargs kill
		}
	}
	if filteredOzdeskPid(w, ctx) {
		return Judgement{Might: true} // class_ozdesk_pidfilter.go
	}
	for _, src := range killSources(w, ctx, true) {
		if stagesNameOzdesk(src) || stagesOpenProtected(src, ctx) || stagesSearchUnknown(src, ctx) || stagesSelectOzdesk(src, ctx) ||
			stagesReadOzdeskPid(src, ctx) || stagesPidOptionsOzdesk(src, ctx) || stagesComputePid(src, ctx) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// judgeKillAll is [kill-all]: a kill whose pids come from a listing of
// every process (of the user) that nothing narrows.
func judgeKillAll(_ string, w Word, ctx *Context) Judgement {
	if killsProcLoop(w, ctx) {
		return Judgement{Might: true}
	}
	for _, src := range killSources(w, ctx, false) {
		if stagesListAll(src) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// killSources returns the searches (pipelines, as their parts in stage
// order) the pids of the kill whose program word is w may come from; nil
// when w is no kill's. With anyPipeline, a variable operand takes every
// pipeline of the line, not only those in substitutions.
func killSources(w Word, ctx *Context, anyPipeline bool) [][]*Part {
	if v, ok := w.Literal(); !ok || !isKillName(v) {
		return nil
	}
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) > maxKillSearch {
		return nil
	}
	k := ctx.programPart(w)
	if k == nil {
		return nil
	}
	var out [][]*Part
	if k.Pipe.ID >= 0 && k.Pipe.Stage > 0 {
		out = append(out, pipelineParts(cmd, k.Pipe.ID, k.Pipe.Stage))
	}
	variable := false
	for _, a := range k.Args() {
		for _, s := range a.Segs {
			switch s.Kind {
			case SegSubst:
				out = append(out, partsWithin(cmd, k, a.Span)...)
			case SegParam:
				variable = true
			}
		}
	}
	if !variable {
		return out
	}
	inSubst := substsOf(ctx, cmd).in
	seen := map[int]bool{k.Pipe.ID: k.Pipe.ID >= 0}
	return append(out, asPipelines(cmd, k, seen, func(p *Part) bool { return anyPipeline || inSubst[p.Index] })...)
}

// isKillName reports whether a program word names kill.
func isKillName(v string) bool {
	return programKey(v[strings.LastIndexByte(v, '/')+1:]) == "kill" // KILL, /BIN/KILL, gkill
}

// pipelineParts returns the parts of pipeline id standing before stage
// end, in stage order.
func pipelineParts(cmd *Command, id, end int) []*Part {
	var out []*Part
	for _, p := range cmd.Parts {
		if p != nil && p.Pipe.ID == id && p.Pipe.Stage < end {
			out = append(out, p)
		}
	}
	// Parts are in source order, which is stage order within a pipeline,
	// but a stage's nested parts follow it: order by stage, stably.
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && out[j].Pipe.Stage < out[j-1].Pipe.Stage; j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// partsWithin returns, as pipelines, the parts other than k whose span
// lies within span (the parts of a substitution in one of k's words).
func partsWithin(cmd *Command, k *Part, span Span) [][]*Part {
	return asPipelines(cmd, k, map[int]bool{}, func(p *Part) bool {
		return p.Span.Start >= span.Start && p.Span.End <= span.End
	})
}

// asPipelines returns the parts of cmd other than k that keep accepts,
// grouped as they run: a part outside any pipeline alone, and each
// pipeline whole, once (seen holds the pipelines already taken).
func asPipelines(cmd *Command, k *Part, seen map[int]bool, keep func(*Part) bool) [][]*Part {
	var out [][]*Part
	for _, p := range cmd.Parts {
		if p == nil || p == k || !keep(p) {
			continue
		}
		if p.Pipe.ID < 0 {
			out = append(out, []*Part{p})
			continue
		}
		if !seen[p.Pipe.ID] {
			seen[p.Pipe.ID] = true
			out = append(out, pipelineParts(cmd, p.Pipe.ID, p.Pipe.Len))
		}
	}
	return out
}

// substParts returns the indexes of the parts that stand in a command or
// process substitution of the line.
func substParts(cmd *Command) map[int]bool {
	out := map[int]bool{}
	if cmd.Tree == nil {
		return out
	}
	cmd.Tree.Walk(func(n *Node) bool {
		if n.Kind == NodeSubst || n.Kind == NodeProcSubst {
			n.Walk(func(c *Node) bool {
				if c.Kind == NodePart && c.Part >= 0 {
					out[c.Part] = true
				}
				return true
			})
			return false
		}
		return true
	})
	return out
}

// processSearchers are the programs whose words pick processes or lines
// of a process listing.
var processSearchers = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"pgrep": true, "pkill": true, "pidof": true, "ps": true, "killall": true,
		"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true,
		"awk": true, "gawk": true, "mawk": true, "nawk": true, "sed": true, "perl": true,
	}
}}

// programTexts are the searchers whose pattern is a program holding
// expressions between slashes.
var programTexts = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"awk": true, "gawk": true, "mawk": true, "nawk": true, "sed": true, "perl": true}
}}

// stagesNameOzdesk reports whether a search's stages name ozdesk.
func stagesNameOzdesk(stages []*Part) bool {
	for _, p := range stages {
		if !processSearchers.get()[p.Program] {
			continue
		}
		dashes := false
		valued, _ := searchValued(p.Program)
		args := p.Args()
		for i := 0; i < len(args); i++ {
			a := args[i]
			v, ok := a.Literal()
			if ok && v == "--" && !dashes {
				dashes = true // what follows is a pattern, even -x
				continue
			}
			if ok && !dashes && valued != nil && valued(v) {
				i++ // an option's value (pgrep -P $$, -u USER) is no pattern
				continue
			}
			if wordNamesOzdesk(p.Program, a, dashes) {
				return true
			}
		}
	}
	return false
}

// fileSearchers are the programs that list the processes holding a file
// open: a kill of the pids they find on ozdesk's store or executable
// stops ozdesk.
var fileSearchers = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"lsof": true, "fuser": true} }}

// stagesOpenProtected reports whether a search's stages list the
// processes that hold open a path ozdesk protects (lsof -t STORE), or a
// file whose name holds ozdesk.
func stagesOpenProtected(stages []*Part, ctx *Context) bool {
	for _, p := range stages {
		if !fileSearchers.get()[p.Program] {
			continue
		}
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if ok && strings.HasPrefix(v, "-") {
				continue
			}
			if strings.Contains(strings.ToLower(a.Raw), guardName) || judgeProtected("", a, ctx).Might ||
				tmuxSocketWord(a) { // the desk's tmux server (class_tmux_server_end.go)
				return true
			}
		}
	}
	return false
}

// wordNamesOzdesk reports whether a word of a search by prog, its quotes
// taken off, names ozdesk or matches one of its command lines in any
// case. An option is none, unless it stands after "--" (operand).
func wordNamesOzdesk(prog string, a Word, operand bool) bool {
	v, ok := a.Literal()
	if !ok {
		// Only the text the line writes searches: a variable's or a
		// substitution's source is no pattern (`$$` read as one matched
		// every line; [ozdesk-kill]'s unknown operands are
		// stagesSearchUnknown's).
		v = knownText(a)
		if v == "" {
			return false
		}
	}
	if strings.HasPrefix(v, "-") && !operand {
		return false
	}
	if strings.Contains(strings.ToLower(v), guardName) {
		return true
	}
	if len(v) > 256 {
		return false
	}
	if regexMatchesOzdesk(v) {
		return true
	}
	// An awk or sed program searches with the expressions between its
	// slashes (`/hook gemini/ {print $1}`).
	if pieces := strings.Split(v, "/"); len(pieces) > 2 && programTexts.get()[prog] {
		for _, piece := range pieces[1 : len(pieces)-1] {
			if piece != "" && regexMatchesOzdesk(piece) {
				return true
			}
		}
	}
	return false
}

// knownText returns a word's literal text and globs, in order, without
// what it expands.
func knownText(w Word) string {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind == SegLit || s.Kind == SegGlob {
			b.WriteString(s.Text)
		}
	}
	return b.String()
}

// regexMatchesOzdesk reports whether v, read as an extended regular
// expression in any case, matches one of ozdesk's command lines.
func regexMatchesOzdesk(v string) bool {
	re, err := regexp.Compile("(?i)" + v)
	if err != nil {
		return false
	}
	for _, line := range ozdeskCommandLines {
		if re.MatchString(line) {
			return true
		}
	}
	return false
}

// stagesListAll reports whether a search lists every process (of the
// user) and no later stage narrows the list.
func stagesListAll(stages []*Part) bool {
	if len(stages) == 0 || !listsAll(stages[0]) {
		return false
	}
	procDir := stages[0].Program == "ls"
	for _, p := range stages[1:] {
		if procDir && keepsPids(p) {
			continue // `ls /proc | grep '^[0-9]'`: every pid (fx54e, rt53 N15)
		}
		if narrows(p) {
			return false
		}
	}
	return true
}

// listsAll reports whether a part lists every process, or every process
// of a user: ps -e, -A, a BSD a or x, -u/-U USER; pgrep or pidof with no
// pattern but a user; ls of /proc.
func listsAll(p *Part) bool {
	switch p.Program {
	case "ps":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok {
				continue
			}
			switch {
			case v == "--user" || v == "--User" || strings.HasPrefix(v, "--user=") || v == "--deselect":
				return true
			case strings.HasPrefix(v, "--"):
			case strings.HasPrefix(v, "-"):
				if strings.ContainsAny(optLetters(v), "eAuUa") {
					return true
				}
			case strings.ContainsAny(v, "ax") && strings.Trim(v, "auxwfjlsvmrSeTcHhno") == "":
				return true
			}
		}
	case "ls":
		// /proc's entries: a directory for each process
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && (v == "/proc" || v == "/proc/") {
				return true
			}
		}
	case "pgrep":
		if s, _ := readProcSelect("pgrep", p.Args()); s.inverse {
			return true // every process its pattern does not pick (fx53b)
		}
		pattern, user := false, false
		args := p.Args()
		for i := 0; i < len(args); i++ {
			v, ok := args[i].Literal()
			switch {
			case ok && (v == "-u" || v == "-U" || v == "--euid" || v == "--uid"):
				user = true
				i++
			case ok && strings.HasPrefix(v, "-"):
				if strings.ContainsAny(optLetters(v), "uU") {
					user = true
				}
			default:
				pattern = true
			}
		}
		return user && !pattern
	}
	return false
}

// optLetters returns a short-option word's letters before any attached
// value's (ps -eo pid=: "eo"); it stops at the first letter that takes a
// value (o, p, C, q, t, g, G, s).
func optLetters(v string) string {
	v = strings.TrimPrefix(v, "-")
	if i := strings.IndexAny(v, "opCqtgGs"); i >= 0 {
		return v[:i+1]
	}
	return v
}

// narrows reports whether a filter stage picks some lines of a listing
// out, rather than passing it all on: grep without -v or -o, head, awk or
// sed with a pattern or a condition, and any program not known to pass
// every line.
func narrows(p *Part) bool {
	switch p.Program {
	case "cat", "cut", "tr", "sort", "uniq", "xargs", "tee", "column", "paste", "tail", "kill":
		return false
	case "grep", "egrep", "fgrep", "rg":
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "-") && !strings.HasPrefix(v, "--") && strings.ContainsAny(v, "vo") {
				return false
			}
		}
		return true
	case "awk", "gawk", "mawk", "nawk", "sed":
		for _, a := range p.Args() {
			v, ok := a.Literal()
			if !ok {
				return true
			}
			if strings.HasPrefix(v, "-") {
				if p.Program == "sed" && strings.Contains(v, "n") {
					return true
				}
				continue
			}
			return strings.ContainsAny(v, "/~=<>") && !(p.Program == "sed" && strings.HasPrefix(v, "s"))
		}
		return false
	}
	return true
}

// keepsPids reports whether a grep stage keeps every pid of a listing of
// /proc: its one pattern, literal and not inverted, matches a pid
// (`grep '^[0-9]'`, `grep -E '^[0-9]+$'`).
func keepsPids(p *Part) bool {
	switch p.Program {
	case "grep", "egrep":
	default:
		return false
	}
	var pats []string
	for _, a := range p.Args() {
		v, ok := a.Literal()
		switch {
		case !ok:
			return false
		case strings.HasPrefix(v, "-"):
			if strings.ContainsAny(strings.TrimLeft(v, "-"), "vfe") {
				return false
			}
		default:
			pats = append(pats, v)
		}
	}
	if len(pats) != 1 {
		return false
	}
	re := compileERE(pats[0], false, false)
	return re != nil && re.MatchString("1") && re.MatchString("4242")
}

// killsProcLoop reports whether a kill's operand is a variable a for
// loop of the line sets to each process directory of /proc (fx54e, rt53
// N2/N15: `for p in /proc/[0-9]*; do kill -9 ${p#/proc/}; done`, every
// process): the loop's list holds a glob of /proc's own entries (not a
// file below them, `/proc/[0-9]*/status`, which a script reads to pick
// some).
func killsProcLoop(w Word, ctx *Context) bool {
	if v, ok := w.Literal(); !ok || !isKillName(v) {
		return false
	}
	cmd, k := ctx.evalCommand(), ctx.programPart(w)
	if cmd == nil || k == nil || len(cmd.Source) > maxProcLoopLine || !strings.Contains(cmd.Source, "/proc/") {
		return false
	}
	for _, a := range k.Args() {
		for _, s := range a.Segs {
			for _, name := range s.ValueVars() {
				if name == "" || !isNameStart(name[0]) {
					continue
				}
				re, err := regexp.Compile(`\bfor\s+` + regexp.QuoteMeta(name) + `\s+in\s+[^;\n]*/proc/[^\s;/]*[*?\[][^\s;/]*(\s|;|$)`)
				if err == nil && re.MatchString(cmd.Source) {
					return true
				}
			}
		}
	}
	return false
}
