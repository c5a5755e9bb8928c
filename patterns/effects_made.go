package patterns

import (
	"net/url"
	"path"
	"strings"
)

// made is a place a part makes, and how it makes it, for a sentence.
type made struct {
	place
	how string
	// clone: git clone made it, whose .git holds no hooks or
	// configuration from the remote (or git apply or am, which write
	// nothing below .git).
	clone bool
	// later, when set, says what the change to the made file does
	// later, for the sentence, in place of what runs the place.
	later string
}

// makerPrograms are the programs that make files by their operands or
// options (what every part makes through its redirections is counted
// too). A compiler's output counts only when one of its inputs was made
// earlier in the line: building what is on disk runs nothing the reader
// has not already let run (go run ., make), so `go build -o bin/app . &&
// ./bin/app` is not asked about.
var makerPrograms = lazy[map[string]func(p *Part, dir place) []made]{build: func() map[string]func(p *Part, dir place) []made {
	m := map[string]func(p *Part, dir place) []made{
		"tee": teeMakes, "curl": curlMakes, "wget": wgetMakes, "aria2c": aria2cMakes,
		"tar": tarMakes, "bsdtar": tarMakes, "unzip": unzipMakes,
		"cp": copyMakes, "mv": copyMakes, "ln": copyMakes, "install": copyMakes, "rsync": copyMakes,
		"scp": copyMakes, "git": gitMakes, "npm": npmPkgMakes, "pnpm": npmPkgMakes, "composer": composerConfigMakes,
		"mkfifo": fifoMakes, "mknod": fifoMakes, // effects_made_fifo.go
		"patch": patchMakes, "gunzip": unpackMakes, "bunzip2": unpackMakes, "unxz": unpackMakes, "unzstd": unpackMakes,
	}
	for prog := range transferClientProgs.get() { // effects_made_clients.go
		m[prog] = transferClientMakes
	}
	return m
}}

// compilerPrograms write their output (-o, or a default name) from their
// inputs.
var compilerPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"gcc": true, "cc": true, "clang": true, "g++": true, "c++": true, "clang++": true,
		"tcc": true, "rustc": true, "go": true, "javac": true, "zig": true,
	}
}}

// makes returns what part p, running in dir, makes: files written by its
// redirections, and what its program writes, fetches, unpacks, copies or
// links.
func makes(p *Part, dir place) []made {
	var out []made
	for _, rd := range p.Redirs {
		if rd.Writes {
			if pl, ok := wordPlace(rd.Target, dir); ok {
				out = append(out, made{place: pl, how: "writes"})
			}
		}
	}
	if fn := makerPrograms.get()[p.Program]; fn != nil {
		out = append(out, fn(p, dir)...)
	}
	out = append(out, copyToolMakes(p, dir)...) // does_copytools.go
	return append(out, outputMakes(p, dir)...)
}

// operandWords returns the words that some reading of p's arguments takes
// as operands, and the values of the flags named, each once.
func operandWords(p *Part, flags ...string) (ops []Word, vals []Word) {
	seenOp := map[int]bool{}
	for _, rd := range ReadArgs(p) {
		for _, i := range rd.Operands {
			if !seenOp[i] {
				seenOp[i] = true
				ops = append(ops, p.Words[i])
			}
		}
		for _, f := range rd.Flags {
			if f.Value != nil && contains(flags, f.Name) {
				vals = append(vals, *f.Value)
			}
		}
	}
	return ops, vals
}

// hasFlag reports whether some reading of p's arguments has one of the
// flags.
func hasFlag(p *Part, names ...string) bool {
	for _, rd := range ReadArgs(p) {
		for _, f := range rd.Flags {
			if contains(names, f.Name) || f.Dynamic {
				return true
			}
		}
	}
	return false
}

// placesOf reads words as places in dir.
func placesOf(ws []Word, dir place, tree bool, how string) []made {
	var out []made
	for _, w := range ws {
		if pl, ok := wordPlace(w, dir); ok {
			pl.tree = pl.tree || tree
			out = append(out, made{place: pl, how: how})
		}
	}
	return out
}

func teeMakes(p *Part, dir place) []made {
	ops, _ := operandWords(p)
	return placesOf(ops, dir, false, "writes")
}

// curlMakes: -o FILE; -O saves each URL under its base name (in
// --output-dir); -J takes the name from the server; -K's file may name
// any of them.
func curlMakes(p *Part, dir place) []made {
	ops, outs := operandWords(p, "--output")
	out := placesOf(curlTemplates(p, outs), dir, false, "downloads") // effects_madefetch.go
	if hasFlag(p, "--config") {
		out = append(out, curlConfigMakes(p, dir)...)
	}
	if !hasFlag(p, "--remote-name", "--remote-name-all", "--remote-header-name") {
		return out
	}
	_, dirs := operandWords(p, "--output-dir")
	into := []place{dir}
	for _, d := range dirs {
		if pl, ok := wordPlace(d, dir); ok {
			into = append(into, pl)
		}
	}
	for _, d := range into {
		out = append(out, urlBases(ops, d, "downloads", hasFlag(p, "--remote-header-name"))...)
	}
	return out
}

// wgetMakes: -O FILE ("-" is standard output); otherwise each URL under
// its base name (in -P's directory), or a tree of them with -r, -m, -p,
// or -i (a list of URLs the line does not show).
func wgetMakes(p *Part, dir place) []made {
	ops, outs := operandWords(p, "--output-document")
	if len(outs) > 0 {
		return placesOf(outs, dir, false, "downloads")
	}
	into := dir
	if _, dirs := operandWords(p, "--directory-prefix"); len(dirs) > 0 {
		if pl, ok := wordPlace(dirs[len(dirs)-1], dir); ok {
			into = pl
		}
	}
	tree := hasFlag(p, "--recursive", "--mirror", "--page-requisites", "--content-disposition", "--input-file")
	return urlBases(ops, into, "downloads", tree)
}

// aria2cMakes: aria2c saves each URL in its directory (-d, or the
// current one) under -o's name, or the URL's base name.
func aria2cMakes(p *Part, dir place) []made {
	ops, outs := operandWords(p, "--out")
	into := dir
	if _, dirs := operandWords(p, "--dir"); len(dirs) > 0 {
		if pl, ok := wordPlace(dirs[len(dirs)-1], dir); ok {
			into = pl
		}
	}
	if len(outs) > 0 {
		return placesOf(outs, into, false, "downloads")
	}
	return urlBases(ops, into, "downloads", false)
}

// urlBases returns the files that saving each URL under its base name in
// dir makes; a URL whose name the reader cannot know makes dir's whole
// tree, as does tree.
func urlBases(urls []Word, dir place, how string, tree bool) []made {
	if tree {
		d := dir
		d.tree = true
		return []made{{place: d, how: how}}
	}
	var out []made
	for _, w := range urls {
		v, ok := w.Literal()
		base := ""
		if ok {
			if u, err := url.Parse(v); err == nil {
				base = path.Base(u.Path)
			}
			if base == "/" || base == "." || base == "" {
				base = "index.html"
			}
		}
		if !ok || len(dir.pat) != 1 {
			d := dir
			d.tree = true
			return []made{{place: d, how: how}}
		}
		out = append(out, made{place: below(dir.at, dir.pat[0], base), how: how})
	}
	return out
}

// tarMakes: extracting (-x) writes anything below -C's directory.
func tarMakes(p *Part, dir place) []made {
	if !hasFlag(p, "--extract") || tarExtractsToStdout(p) {
		return nil
	}
	_, dirs := operandWords(p, "--directory")
	if len(dirs) == 0 {
		d := dir
		d.tree = true
		return []made{{place: d, how: "extracts into"}}
	}
	return placesOf(tarDirectories(dirs), dir, true, "extracts into") // does_tardir.go
}

// unzipMakes: unzip writes anything below -d's directory.
func unzipMakes(p *Part, dir place) []made {
	words := p.Args()
	for i, w := range words {
		if isLit(w, "-d") && i+1 < len(words) {
			return placesOf(words[i+1:i+2], dir, true, "extracts into")
		}
		if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-d") && len(lit) > 2 {
			return placesOf([]Word{subWord(w, 2)}, dir, true, "extracts into")
		}
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: "extracts into"}}
}

// copyMakes: cp, mv, ln, install, rsync and scp make their destination (the
// last operand, or -t's directory), and anything below it when it is a
// directory; ln with one operand links it into the current directory.
// Brace words are read as the operands they expand to, and the backups
// the copy keeps are made too.
func copyMakes(p *Part, dir place) []made {
	if p.Program == "install" && hasFlag(p, "-d", "--directory") {
		return nil
	}
	if p.Program == "scp" && hasFlag(p, "-t") {
		ops, _ := operandWords(p)
		return placesOf(ops, dir, true, "receives into")
	}
	if serverSends(p) {
		return nil
	}
	ops, targets, doubt := copyOperands(p) // effects_copybraces.go
	how := map[string]string{"cp": "copies onto", "mv": "moves onto", "ln": "links",
		"install": "installs", "rsync": "copies onto", "scp": "copies onto"}[p.Program]
	out := append(placesOf(doubt, dir, true, how), braceDestMakes(p, dir, how)...)
	return append(out, withBackups(p, dir, copyDests(p, ops, targets, dir, how))...) // effects_backups.go
}

// copyDests returns what a copy makes at its destination: the last
// operand, or -t's directory, and what it copies below them.
func copyDests(p *Part, ops, targets []Word, dir place, how string) []made {
	if len(targets) > 0 {
		if out, ok := copiedFiles(p, targets, ops, true, dir, how); ok { // effects_copyfiles.go
			return out
		}
		return append(placesOf(targets, dir, true, how), copiedInto(targets, ops, true, dir, how)...)
	}
	switch {
	case len(ops) == 0:
		return nil
	case len(ops) == 1 && p.Program == "ln":
		v, ok := ops[0].Literal()
		if !ok || len(dir.pat) != 1 {
			d := dir
			d.tree = true
			return []made{{place: d, how: how}}
		}
		return []made{{place: below(dir.at, dir.pat[0], path.Base(v)), how: how}}
	case len(ops) == 1:
		return nil
	}
	last := ops[len(ops)-1]
	if v, ok := last.Literal(); ok && (p.Program == "scp" || p.Program == "rsync") && strings.Contains(v, ":") {
		return nil // a remote destination
	}
	if out, ok := copiedFiles(p, []Word{last}, ops[:len(ops)-1], false, dir, how); ok { // effects_copyfiles.go
		return out
	}
	return append(placesOf([]Word{last}, dir, true, how), copiedInto([]Word{last}, ops[:len(ops)-1], false, dir, how)...)
}

// gitMakes: git clone fetches a repository into its directory (the second
// operand, or the URL's base name without .git).
func gitMakes(p *Part, dir place) []made {
	ops, _ := operandWords(p)
	at := -1
	for i, w := range ops {
		if isLit(w, "clone") {
			at = i
			break
		}
	}
	if at < 0 {
		for i, w := range ops {
			if isLit(w, "apply") || isLit(w, "am") {
				return gitApplyMakes(p, ops, i, dir) // effects_patchmade.go
			}
		}
		return gitConfigMakes(p, ops, dir)
	}
	return cloneMakes(ops[at+1:], dir)
}

// cloneMakes returns the directory git clone fills: the second operand,
// or the URL's base name without .git.
func cloneMakes(rest []Word, dir place) []made {
	out := cloneDirs(rest, dir)
	for i := range out {
		out[i].clone = true
	}
	return out
}

func cloneDirs(rest []Word, dir place) []made {
	switch {
	case len(rest) >= 2:
		return placesOf(rest[1:2], dir, true, "clones into")
	case len(rest) == 1:
		if v, ok := rest[0].Literal(); ok && len(dir.pat) == 1 {
			base := strings.TrimSuffix(path.Base(strings.TrimRight(v, "/")), ".git")
			pl := below(dir.at, dir.pat[0], base)
			pl.tree = true
			return []made{{place: pl, how: "clones into"}}
		}
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: "clones into"}}
}

// unpackMakes: gunzip x.gz makes x.
func unpackMakes(p *Part, dir place) []made {
	ops, _ := operandWords(p)
	var out []made
	for _, w := range ops {
		pl, ok := wordPlace(w, dir)
		if !ok {
			continue
		}
		last := pl.pat[len(pl.pat)-1]
		if i := strings.LastIndexByte(last, '.'); i > strings.LastIndexByte(last, '/') {
			pl.pat = append(append([]string{}, pl.pat[:len(pl.pat)-1]...), last[:i])
		}
		out = append(out, made{place: pl, how: "unpacks"})
	}
	return out
}

// compilerMakes returns what compiler part p makes when one of its inputs
// is among made: its -o output, or anything in its directory.
func compilerMakes(p *Part, dir place, inputs func(place) bool) []made {
	ops, outs := operandWords(p, "-o")
	fed := false
	for _, pl := range placesOf(ops, dir, false, "") {
		fed = fed || inputs(pl.place)
	}
	if !fed {
		return nil
	}
	if len(outs) > 0 {
		return placesOf(outs, dir, false, "builds")
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: "builds into"}}
}
