package patterns

import "strings"

// More output options (rt14d finding 2): log and output files of
// programs beside the ones outputTable names, each a write of the path
// it names.

// moreOutputTable holds them.
func moreOutputTable() map[string]doer {
	t := map[string]doer{
		"split": splitWrites, "gsplit": splitWrites, "csplit": csplitWrites, "gcsplit": csplitWrites,
		"pip": pipTargetWrites, "pip3": pipTargetWrites,
		"curl": curlOutputDirWrites,
	}
	for prog, names := range map[string][]string{
		"shuf": {"-o", "--output"}, "gshuf": {"-o", "--output"},
		"less":   {"-o", "-O", "--log-file", "--LOG-FILE"},
		"strace": {"-o", "--output"}, "ltrace": {"-o", "--output"},
		"time": {"-o", "--output"}, "ssh": {"-E"},
	} {
		t[prog] = scanValueWrites(names...)
	}
	return t
}

// splitWrites: split IN PREFIX writes PREFIXaa, PREFIXab … (any name
// that starts with PREFIX); without a prefix, xaa … here.
func splitWrites(p *Part) doings {
	s := scanArgs(p, "-l", "--lines", "-b", "--bytes", "-C", "--line-bytes", "-n", "--number",
		"-a", "--suffix-length", "--additional-suffix", "-t", "--separator", "--filter")
	if len(s.ops) < 2 || isLit(s.ops[1], "-") {
		return doings{}
	}
	w := s.ops[1]
	w.Segs = append(append([]Seg(nil), w.Segs...), Seg{Kind: SegGlob, Text: "*"})
	return doings{writes: []Word{w}}
}

// csplitWrites: csplit -f PREFIX IN PATTERN… writes PREFIX followed by
// its suffix format (-b %.0d makes the first piece's name PREFIX
// itself); without -f, xx00 … here.
func csplitWrites(p *Part) doings {
	s := scanArgs(p, "-f", "--prefix", "-b", "--suffix-format", "-n", "--digits")
	var out []Word
	for _, w := range s.all("-f", "--prefix") {
		w.Segs = append(append([]Seg(nil), w.Segs...), Seg{Kind: SegGlob, Text: "*"})
		out = append(out, w)
	}
	return doings{writes: out}
}

// pipTargetWrites: pip install --target DIR (-t) installs below DIR.
func pipTargetWrites(p *Part) doings {
	if !hasLitArg(p, "install") {
		return doings{}
	}
	var out []Word
	for _, d := range scanArgs(p, "-t", "--target", "-r", "--requirement", "-c", "--constraint", "-i", "--index-url").all("-t", "--target") {
		out = append(out, d, treeWord(d))
	}
	return doings{writes: out}
}

// curlOutputDirWrites: curl -o NAME --output-dir DIR writes DIR/NAME
// (curlWrites places -O's names in the directory; -o's go there too).
func curlOutputDirWrites(p *Part) doings {
	_, dirs := operandWords(p, "--output-dir")
	if len(dirs) == 0 {
		return doings{}
	}
	dir := dirs[len(dirs)-1]
	_, outs := operandWords(p, "--output")
	var w []Word
	for _, o := range notDash(outs) {
		w = append(w, joinWords(dir, o))
	}
	return doings{writes: w}
}

// wrapperOutputs are, per wrapper, the options whose value is a file it
// writes (its log or its report) while it runs the command after it.
var wrapperOutputs = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"strace": {"-o", "--output"}, "ltrace": {"-o", "--output"}, "time": {"-o", "--output"},
		"valgrind": {"--log-file", "--xml-file"},
	}
}}

// wrapperWrites returns the files p's wrappers write through their
// output options (strace -o FILE, /usr/bin/time -o FILE).
func wrapperWrites(p *Part) []Word {
	var out []Word
	for _, w := range p.Wrappers {
		names := wrapperOutputs.get()[w.Name]
		if names == nil {
			continue
		}
		for i := 1; i < len(w.Words); i++ {
			lit, _ := litPrefix(w.Words[i])
			for _, n := range names {
				switch {
				case lit == n && i+1 < len(w.Words):
					out = append(out, w.Words[i+1])
				case strings.HasPrefix(lit, n+"="):
					out = append(out, subWord(w.Words[i], len(n)+1))
				case len(n) == 2 && len(lit) > 2 && strings.HasPrefix(lit, n):
					out = append(out, subWord(w.Words[i], 2))
				}
			}
		}
	}
	return notDash(out)
}
