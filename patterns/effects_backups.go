package patterns

import "strings"

// A copy that keeps backups makes a file of its own (fx32b): GNU cp, mv,
// ln and install with -b (--backup[=CONTROL]) or -S SUFFIX (--suffix,
// which implies -b) rename what stood at the destination to the
// destination's name and the suffix, so `mv --backup --suffix=.sh x y &&
// sh y.sh` runs what stood at y, renamed by the copy. The suffix is -S's,
// else SIMPLE_BACKUP_SUFFIX's as the part's own assignment gives it, else
// not known: the environment the line runs in may set it, and without it
// it is "~" (one holding a slash is "~" too); a numbered backup
// (--backup=numbered, or existing and -b alone, whose VERSION_CONTROL the
// line does not show) is DEST.~N~. rsync's -b
// (--backup) keeps DEST plus --suffix (default "~") in the destination,
// or below --backup-dir. A backup's place is the destination's with the
// suffix after it; one not known is any name that starts with the
// destination's.

// backupNaming is how a copy names its backups.
type backupNaming struct {
	// simple is the suffix of a simple backup, when known and made.
	simple string
	// hasSimple: simple backups may be made.
	hasSimple bool
	// numbered: numbered backups (DEST.~N~) may be made.
	numbered bool
	// unknown: backups are made under a suffix the reader does not know.
	unknown bool
}

// backupHow is how a made backup is named in a sentence.
const backupHow = "keeps a backup as"

// copyBackups reads the backups copy part p keeps; ok is false when it
// keeps none.
func copyBackups(p *Part) (backupNaming, bool) {
	switch p.Program {
	case "cp", "mv", "ln", "install":
		return gnuBackups(p)
	case "rsync":
		if !hasFlag(p, "--backup") {
			return backupNaming{}, false
		}
		_, sufs := operandWords(p, "--suffix")
		if len(sufs) == 0 {
			return backupNaming{simple: "~", hasSimple: true}, true
		}
		v, ok := sufs[len(sufs)-1].Literal()
		if !ok {
			return backupNaming{unknown: true}, true
		}
		return backupNaming{simple: v, hasSimple: true}, true
	}
	return backupNaming{}, false
}

// gnuValued are the long options of cp, mv, ln and install that take the
// next word as their value (they may be abbreviated).
var gnuValued = []string{"--target-directory", "--suffix", "--no-preserve", "--sparse", "--group", "--mode",
	"--owner", "--strip-program"}

// gnuBackups reads coreutils' backup options from p's arguments.
func gnuBackups(p *Part) (backupNaming, bool) {
	backup, control, suffix := false, "", ""
	hasSuffix, sufKnown := false, true
	shortValued := "tS"
	if p.Program == "install" {
		shortValued = "tSgmo"
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, literal := args[i].Literal()
		if !literal {
			if lead, _ := litPrefix(args[i]); strings.HasPrefix(lead, "-") {
				// An option the line does not spell out might be -b or -S.
				backup, hasSuffix, sufKnown = true, true, false
			}
			continue
		}
		if lit == "--" {
			break
		}
		if !strings.HasPrefix(lit, "-") || lit == "-" {
			continue
		}
		if strings.HasPrefix(lit, "--") {
			name, val, eq := strings.Cut(lit, "=")
			switch {
			case len(name) >= 3 && strings.HasPrefix("--backup", name):
				backup = true
				if eq {
					control = val
				}
			case len(name) >= 4 && strings.HasPrefix("--suffix", name):
				hasSuffix = true
				if eq {
					suffix = val
				} else if i+1 < len(args) {
					i++
					suffix, sufKnown = args[i].Literal()
				}
			case !eq && longValued(name):
				i++
			}
			continue
		}
		for k := 1; k < len(lit); k++ {
			c := lit[k]
			if c == 'b' {
				backup = true
				continue
			}
			if !strings.ContainsRune(shortValued, rune(c)) {
				continue
			}
			val, known := lit[k+1:], true
			if val == "" && i+1 < len(args) {
				i++
				val, known = args[i].Literal()
			}
			if c == 'S' {
				hasSuffix, suffix, sufKnown = true, val, known
			}
			break
		}
	}
	if !backup && !hasSuffix {
		return backupNaming{}, false
	}
	if control == "" {
		if v, ok := assignedText(p, "VERSION_CONTROL"); ok {
			control = v
		}
	}
	var n backupNaming
	switch control {
	case "none", "off":
		return backupNaming{}, false
	case "numbered", "t":
		n.numbered = true
		return n, true
	case "simple", "never":
	default:
		n.numbered = true // existing, nil, or VERSION_CONTROL's choice
	}
	n.hasSimple = true
	switch {
	case hasSuffix && !sufKnown:
		n.unknown = true
	case hasSuffix:
		n.simple = suffix
	default:
		// The environment the line runs in may set it (a profile, an
		// export earlier in the line or in an earlier command).
		n.simple, n.unknown = assignedText(p, "SIMPLE_BACKUP_SUFFIX")
		n.unknown = !n.unknown
	}
	if !n.unknown && (n.simple == "" || strings.Contains(n.simple, "/")) {
		n.simple = "~"
	}
	return n, true
}

// longValued reports whether a long option of cp, mv, ln or install,
// perhaps abbreviated, takes the next word as its value.
func longValued(name string) bool {
	for _, v := range gnuValued {
		if len(name) >= 4 && strings.HasPrefix(v, name) {
			return true
		}
	}
	return false
}

// assignedText returns the literal value the part's own assignments (a
// prefix, env's, export's) give name.
func assignedText(p *Part, name string) (string, bool) {
	pairs, lits := envAssigns(p)
	for i := len(pairs) - 1; i >= 0; i-- {
		if pairs[i][0] == name {
			return pairs[i][1], lits[i]
		}
	}
	return "", false
}

// withBackups returns dests and the backups copy part p, in dir, keeps of
// each.
func withBackups(p *Part, dir place, dests []made) []made {
	n, ok := copyBackups(p)
	if !ok {
		return dests
	}
	out := append(append([]made{}, dests...), placesOf(backupDirWords(p), dir, true, backupHow)...)
	for _, m := range dests {
		for _, pat := range backupPats(m.pat, n) {
			out = append(out, made{place: place{at: m.at, pat: pat, tree: m.tree}, how: backupHow})
		}
	}
	return out
}

// backupPats returns the patterns of the backups of what pat names: pat
// with the suffix after it, DEST.~N~, or any name after it.
func backupPats(pat []string, n backupNaming) [][]string {
	last := pat[len(pat)-1]
	if last == "" || strings.HasSuffix(last, "/") {
		return nil // the directory itself: its entries' backups lie below it
	}
	head := pat[:len(pat)-1]
	with := func(tail ...string) []string {
		out := append(append([]string{}, head...), last+tail[0])
		return append(out, tail[1:]...)
	}
	var out [][]string
	switch {
	case n.unknown:
		out = append(out, with("", ""))
	case n.hasSimple:
		out = append(out, with(n.simple))
	}
	if n.numbered && !n.unknown {
		out = append(out, with(".~", "~"))
	}
	return out
}

// backupWords returns the words of the backups copy part p keeps of the
// files ws it writes: for the classes that judge what a part writes.
func backupWords(p *Part, ws []Word) []Word {
	n, ok := copyBackups(p)
	if !ok {
		return nil
	}
	var out []Word
	for _, d := range backupDirWords(p) {
		out = append(out, d, treeWord(d))
	}
	for _, w := range ws {
		if len(w.Segs) == 0 {
			continue
		}
		if last := w.Segs[len(w.Segs)-1]; last.Kind == SegLit && strings.HasSuffix(last.Text, "/") || last.Kind == SegGlob {
			continue
		}
		add := func(raw string, segs ...Seg) {
			out = append(out, Word{Raw: w.Raw + raw, Span: w.Span, Segs: mergeLits(append(append([]Seg{}, w.Segs...), segs...))})
		}
		switch {
		case n.unknown:
			add("*", Seg{Kind: SegGlob, Text: "*"})
		case n.hasSimple:
			add(n.simple, Seg{Kind: SegLit, Text: n.simple})
		}
		if n.numbered && !n.unknown {
			add(".~*~", Seg{Kind: SegLit, Text: ".~"}, Seg{Kind: SegGlob, Text: "*"}, Seg{Kind: SegLit, Text: "~"})
		}
	}
	return out
}

// backupDirWords: rsync -b's --backup-dir DIR keeps the backups below
// DIR, which a relative DIR names below the destination.
func backupDirWords(p *Part) []Word {
	if p.Program != "rsync" || !hasFlag(p, "--backup") {
		return nil
	}
	ops, dirs := operandWords(p, "--backup-dir")
	var words []Word
	for _, d := range dirs {
		words = append(words, d)
		if lit, _ := litPrefix(d); len(ops) > 0 && !strings.HasPrefix(lit, "/") && !strings.HasPrefix(lit, "~") {
			words = append(words, joinWords(ops[len(ops)-1], d))
		}
	}
	return words
}
