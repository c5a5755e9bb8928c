package patterns

import "strings"

// A word that is not literal names a terminal when the paths it could
// expand to meet a terminal's (rt49k, issue 9): the word and every
// terminal path are read as sequences of character sets, some repeated,
// and [termMeets] asks whether one text fits both. A glob is matched
// against the terminal paths it could expand to (`/dev/pt[s]/3`,
// `/proc/16780/f[d]/1`), never expanded; a variable or a substitution
// may hold any text, slashes too.

// termSet is a set of bytes.
type termSet [4]uint64

// add puts byte c in the set.
func (s *termSet) add(c byte) { s[c>>6] |= 1 << (c & 63) }

// meets reports whether two sets share a byte.
func (s *termSet) meets(o *termSet) bool {
	return s[0]&o[0] != 0 || s[1]&o[1] != 0 || s[2]&o[2] != 0 || s[3]&o[3] != 0
}

// termItem is one character of a path's text from a set, or (star) any
// number of them.
type termItem struct {
	set  termSet
	star bool
	// lit is the character when the set holds one literal character (0
	// otherwise); unknown marks a variable's or a substitution's text.
	lit     byte
	unknown bool
}

// termLit is the item for one literal character.
func termLit(c byte) termItem {
	it := termItem{lit: c}
	it.set.add(c)
	return it
}

// termAny is a set of every byte; termNoSlash of every byte but '/';
// termDigits of 0-9.
func termAny() termSet {
	return termSet{^uint64(0), ^uint64(0), ^uint64(0), ^uint64(0)}
}

func termNoSlash() termSet {
	s := termAny()
	s['/'>>6] &^= 1 << ('/' & 63)
	return s
}

func termDigits() termSet {
	var s termSet
	for c := byte('0'); c <= '9'; c++ {
		s.add(c)
	}
	return s
}

// termText appends the items of literal text.
func termText(out []termItem, text string) []termItem {
	for i := 0; i < len(text); i++ {
		out = append(out, termLit(text[i]))
	}
	return out
}

// termNumber appends one or more digits.
func termNumber(out []termItem) []termItem {
	return append(out, termItem{set: termDigits()}, termItem{set: termDigits(), star: true})
}

// termMeets reports whether some text fits both item sequences: a walk
// over the pairs of places in each, a star staying where it is as it
// takes a character.
func termMeets(a, b []termItem) bool {
	w := len(b) + 1
	seen := make([]bool, (len(a)+1)*w)
	stack := [][2]int{{0, 0}}
	for len(stack) > 0 {
		i, j := stack[len(stack)-1][0], stack[len(stack)-1][1]
		stack = stack[:len(stack)-1]
		if seen[i*w+j] {
			continue
		}
		seen[i*w+j] = true
		if i == len(a) && j == len(b) {
			return true
		}
		if i < len(a) && a[i].star {
			stack = append(stack, [2]int{i + 1, j})
		}
		if j < len(b) && b[j].star {
			stack = append(stack, [2]int{i, j + 1})
		}
		if i < len(a) && j < len(b) && !(a[i].star && b[j].star) && a[i].set.meets(&b[j].set) {
			ni, nj := i, j
			if !a[i].star {
				ni++
			}
			if !b[j].star {
				nj++
			}
			stack = append(stack, [2]int{ni, nj})
		}
	}
	return false
}

// termTemplate is a shape of terminal path and how sure a path of it is
// another's terminal.
type termTemplate struct {
	items   []termItem
	certain bool
}

// termTemplates are the terminal paths [terminalPath] knows, as item
// sequences, each also below a process's root link (/proc/PID/root/…,
// /proc/PID/task/TID/root/…: every process's root is taken to be the
// machine's).
var termTemplates = lazy[[]termTemplate]{build: func() []termTemplate {
	num := func(prefix string, suffix ...string) []termItem {
		out := termNumber(termText(nil, prefix))
		for _, s := range suffix {
			out = termNumber(termText(out, s))
		}
		return out
	}
	name := []termItem{{set: termNoSlash()}, {set: termNoSlash(), star: true}}
	base := []termTemplate{
		{append(termText(nil, "/dev/pts/"), name...), true},
		{num("/dev/tty"), true},
		{termText(nil, "/dev/console"), true},
		{append(termText(nil, "/dev/vcs"), termItem{set: termNoSlash(), star: true}), true},
		{num("/dev/char/136:"), true}, {num("/dev/char/137:"), true}, {num("/dev/char/138:"), true},
		{num("/dev/char/139:"), true}, {num("/dev/char/140:"), true}, {num("/dev/char/141:"), true},
		{num("/dev/char/142:"), true}, {num("/dev/char/143:"), true},
		{num("/dev/char/7:"), true},
		{termText(nil, "/dev/char/5:1"), true},
		{append(termText(num("/proc/"), "/fd/"), name...), false},
		{append(termText(num("/proc/", "/task/"), "/fd/"), name...), false},
	}
	// The consoles' minors under major 4: 0-63 (64 and on are the serial
	// lines ttyS*).
	lo, hi := termDigits(), termSet{}
	for c := byte('1'); c <= '5'; c++ {
		hi.add(c)
	}
	var low termSet
	for c := byte('0'); c <= '3'; c++ {
		low.add(c)
	}
	base = append(base,
		termTemplate{append(termText(nil, "/dev/char/4:"), termItem{set: lo}), true},
		termTemplate{append(termText(nil, "/dev/char/4:"), termItem{set: hi}, termItem{set: lo}), true},
		termTemplate{append(termText(nil, "/dev/char/4:6"), termItem{set: low}), true})
	seg := termItem{set: termNoSlash()}
	segs := []termItem{seg, {set: termNoSlash(), star: true}}
	roots := [][]termItem{
		append(append(termText(nil, "/proc/"), segs...), termText(nil, "/root")...),
		append(append(append(append(termText(nil, "/proc/"), segs...), termText(nil, "/task/")...), segs...), termText(nil, "/root")...),
	}
	out := append([]termTemplate{}, base...)
	for _, r := range roots {
		for _, t := range base {
			out = append(out, termTemplate{append(append([]termItem{}, r...), t.items...), t.certain})
		}
	}
	return out
}}

// termGlobItem reads one glob segment as an item: a bracket expression of
// one character as that character, another as its set, ? as any
// character but '/', ** as anything, any other glob as any text within a
// component.
func termGlobItem(g string) termItem {
	switch {
	case g == "?":
		return termItem{set: termNoSlash()}
	case strings.Contains(g, "**"):
		return termItem{set: termAny(), star: true}
	case strings.HasPrefix(g, "[") && strings.HasSuffix(g, "]") && len(g) > 2:
		if set, one, ok := termBracket(g[1 : len(g)-1]); ok {
			if one != 0 {
				return termLit(one)
			}
			return termItem{set: set}
		}
	}
	return termItem{set: termNoSlash(), star: true}
}

// termBracket reads the inside of a bracket expression: its set, the
// one character it holds when it holds one, and false for a form it does
// not read (a character class, an equivalence class).
func termBracket(in string) (termSet, byte, bool) {
	var set termSet
	neg := false
	if strings.HasPrefix(in, "!") || strings.HasPrefix(in, "^") {
		neg, in = true, in[1:]
	}
	if strings.Contains(in, "[:") || strings.Contains(in, "[=") || strings.Contains(in, "[.") || in == "" {
		return set, 0, false
	}
	n := 0
	for i := 0; i < len(in); i++ {
		c := in[i]
		if c == '\\' && i+1 < len(in) {
			i++
			c = in[i]
		}
		if i+2 < len(in) && in[i+1] == '-' {
			for d := int(c); d <= int(in[i+2]); d++ {
				set.add(byte(d))
				n += 2
			}
			i += 2
			continue
		}
		set.add(c)
		n++
	}
	if neg {
		all := termNoSlash()
		for k := range set {
			set[k] = all[k] &^ set[k]
		}
		return set, 0, true
	}
	set['/'>>6] &^= 1 << ('/' & 63)
	if n == 1 {
		return set, in[len(in)-1], true
	}
	return set, 0, true
}

// termWordItems reads a word as the items of the absolute path it names,
// cleaned of . and .. where they can be read; ok is false for a word the
// reader cannot lay out (a tilde: the home holds no terminal).
func termWordItems(w *Word, ctx *Context) (items []termItem, unknown, ok bool) {
	for k, s := range w.Segs {
		if v, known := segValue(s, ctx); known {
			if k == 0 && !strings.HasPrefix(v, "/") {
				items, unknown = termCwd(ctx)
			}
			items = termText(items, v)
			continue
		}
		switch {
		case s.Kind == SegTilde:
			return nil, false, false
		case s.Kind == SegGlob:
			if k == 0 {
				items, unknown = termCwd(ctx)
			}
			if n := len(items); s.Text == "**" && n > 0 && items[n-1].lit == '/' && globStarComponent(w, k) {
				// a whole component ** stands for no directory too:
				// /dev/pts/**/0 is /dev/pts/0 (find's "{}" below a
				// starting point, rt53 N14), so it takes the slash
				// before it into its stretch
				items = items[:n-1]
			}
			items = append(items, termGlobItem(s.Text))
		case s.Kind == SegBrace && braceInComponent(w, k):
			if k == 0 {
				items, unknown = termCwd(ctx)
			}
			items = append(items, termItem{set: termNoSlash(), star: true})
		case s.Kind == SegParam && digitsSure(s, ctx):
			items = append(items, termItem{set: termDigits(), star: true})
		default:
			items = append(items, termItem{set: termAny(), star: true, unknown: true})
			unknown = true
		}
	}
	return termClean(items), unknown, true
}

// termCwd is the start of a relative path: the part's directory, or an
// unknown stretch where it is not known.
func termCwd(ctx *Context) ([]termItem, bool) {
	if ctx.Cwd == "" {
		return []termItem{{set: termAny(), star: true, unknown: true}, termLit('/')}, true
	}
	return termText(nil, strings.TrimSuffix(ctx.Cwd, "/")+"/"), false
}

// termClean drops the "." components of an item path and takes a ".."
// back over the component before it; a component holding an unknown
// stretch, taken back, leaves an unknown stretch (the text before the
// component is not known to end where the stretch's slashes do).
func termClean(items []termItem) []termItem {
	var comps [][]termItem
	start := 0
	abs := len(items) > 0 && items[0].lit == '/'
	for i := 0; i <= len(items); i++ {
		if i < len(items) && items[i].lit != '/' {
			continue
		}
		c := items[start:i]
		start = i + 1
		switch {
		case len(c) == 0, len(c) == 1 && c[0].lit == '.':
		case len(c) == 2 && c[0].lit == '.' && c[1].lit == '.':
			if n := len(comps); n > 0 {
				top := comps[n-1]
				comps = comps[:n-1]
				for _, it := range top {
					if it.unknown {
						comps = append(comps, []termItem{{set: termAny(), star: true, unknown: true}})
						break
					}
				}
			}
		default:
			comps = append(comps, c)
		}
	}
	var out []termItem
	for k, c := range comps {
		if k > 0 || abs {
			out = append(out, termLit('/'))
		}
		out = append(out, c...)
	}
	return out
}

// termRuns returns the known text of an item path between its unknown
// stretches: a literal character as itself, a glob as NUL.
func termRuns(items []termItem) []string {
	var runs []string
	var b strings.Builder
	for _, it := range items {
		if it.unknown {
			runs = append(runs, b.String())
			b.Reset()
			continue
		}
		if it.lit != 0 {
			b.WriteByte(it.lit)
		} else {
			b.WriteByte(0)
		}
	}
	return append(runs, b.String())
}

// termPinned reports whether the known text of a word with unknown
// stretches pins it to a terminal's place, so that a match is more than
// chance: a start in /dev past "/dev/" (`/dev/pts/$N`, `/dev/tty$N`), a
// start of "/dev/" with a later component known (`/dev/$X/3`), or a
// slash right after a named character (not a digit) in the known text,
// past the first component: `${P}s/3`, `"$D"/fd/1`, `/proc/$p/fd/$n`,
// `$X/pts/0`. `$OUT/log.txt`, `"$dir/3"` and `/proc/$pid` pin nothing.
func termPinned(runs []string) bool {
	first := runs[0]
	if strings.HasPrefix(first, "/dev/") && len(first) > len("/dev/") {
		return true
	}
	for k, r := range runs {
		if k == 0 && strings.HasPrefix(r, "/") {
			if i := strings.IndexByte(r[1:], '/'); i >= 0 {
				r = r[i+2:]
			} else {
				r = ""
			}
		}
		if k > 0 && first == "/dev/" && strings.Contains(r, "/") {
			return true
		}
		for i := 1; i < len(r); i++ {
			c := r[i-1]
			if r[i] == '/' && c != '/' && c != 0 && (c < '0' || c > '9') {
				return true
			}
		}
	}
	return false
}

// terminalShape judges a word that is not literal by the terminal paths
// it could name: a glob that could expand to one, or a word whose
// unknown stretches could spell one where its known text pins it there
// ([termPinned]); only ever a might.
func terminalShape(w *Word, ctx *Context) Judgement {
	items, unknown, ok := termWordItems(w, ctx)
	if !ok || len(items) == 0 || items[0].lit != '/' && !items[0].unknown {
		return Judgement{}
	}
	if unknown && !termPinned(termRuns(items)) {
		return Judgement{}
	}
	for _, t := range termTemplates.get() {
		if termMeets(items, t.items) {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// globStarComponent reports whether segment k of w, a "**" glob after a
// slash, is a whole path component: the word ends there or goes on with
// a slash.
func globStarComponent(w *Word, k int) bool {
	if k+1 >= len(w.Segs) {
		return true
	}
	next := w.Segs[k+1]
	return next.Kind == SegLit && strings.HasPrefix(next.Text, "/")
}
