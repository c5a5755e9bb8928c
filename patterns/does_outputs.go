package patterns

import (
	"maps"
	"strings"
)

// outputDoers is outputTable, built once.
var outputDoers = lazy[map[string]doer]{build: outputTable}

// outputTableSize is about how many programs outputTable holds (182 now;
// TestTableSizes keeps it no smaller): the table is made that big at once,
// where grown from its first literal's 36 names it was rehashed as the
// other tables merged in (212 inserts, 77 K instructions; issue 10).
const outputTableSize = 200

// outputTable holds the output options and destinations of programs
// beyond does_writes.go's: what a program writes because an option or an
// operand names the file. Each writes a path of the line's choosing with
// content the line does not show (curl's headers, a log, an archive, a
// dump, a downloaded object), so each is judged as a write of that path
// by every class that looks at written paths. Where a program is in both
// tables, a part writes what either says.
func outputTable() map[string]doer {
	t := make(map[string]doer, outputTableSize)
	maps.Copy(t, map[string]doer{
		"curl":    flagValueWrites("--dump-header", "--trace", "--trace-ascii", "--stderr", "--cookie-jar", "--etag-save", "--libcurl"),
		"wget":    flagValueWrites("--output-file", "--append-output", "--save-cookies"),
		"psql":    flagValueWrites("--output", "--log-file"),
		"find":    flagValueWrites("-fprint", "-fprint0", "-fprintf", "-fls"),
		"tar":     tarArchiveWrites,
		"git":     gitOutputWrites,
		"aria2c":  aria2cWrites,
		"script":  scriptWrites,
		"kubectl": kubectlCopyWrites, "oc": kubectlCopyWrites,
		"aws":    awsCopyWrites,
		"gsutil": storageCopyWrites(1), "gcloud": storageCopyWrites(2),
		"rclone": rcloneWrites,
		"docker": dockerOutputWrites, "podman": dockerOutputWrites, "nerdctl": dockerOutputWrites,
		"uudecode": uudecodeWrites,
		"zip":      firstOperandOf("-b", "-n", "-t", "-tt", "-x", "-i", "-O", "--out", "-P"),
		"7z":       sevenZipWrites, "7za": sevenZipWrites, "7zz": sevenZipWrites, "7zr": sevenZipWrites,
		"cpio":     cpioWrites,
		"pax":      paxWrites,
		"dos2unix": dos2unixWrites, "unix2dos": dos2unixWrites, "mac2unix": dos2unixWrites, "unix2mac": dos2unixWrites,
		"ffmpeg":    lastOperandWrites,
		"asciinema": asciinemaWrites,
		"gh":        bothDoers(ghDownloadWrites, forgeCloneWrites), "glab": forgeCloneWrites, "hub": forgeCloneWrites,
		"hg": forgeCloneWrites, "svn": forgeCloneWrites,
	})
	for prog, names := range map[string][]string{
		"iconv": {"-o", "--output"}, "pandoc": {"-o", "--output"}, "http": {"-o", "--output"},
		"https": {"-o", "--output"}, "xh": {"-o", "--output"}, "xhs": {"-o", "--output"},
		"zstd": {"-o"}, "brotli": {"-o", "--output"}, "age": {"-o", "--output"}, "sops": {"--output"},
		"pg_dump": {"-f", "--file"}, "pg_dumpall": {"-f", "--file"}, "mysqldump": {"-r", "--result-file"},
		"mongoexport": {"-o", "--out"}, "tcpdump": {"-w"}, "axel": {"-o", "--output"},
		"mkisofs": {"-o"}, "genisoimage": {"-o"}, "xorriso": {"-outdev"},
	} {
		t[prog] = scanValueWrites(names...)
	}
	t["mongodump"] = scanTreeWrites("-o", "--out")
	t["bsdtar"] = tarArchiveWrites
	t["gtar"] = tarArchiveWrites
	t["socat"] = socatWrites                                                                                        // does_socat.go
	t["ozdesk"] = ozdeskOutputWrites                                                                                // does_ozdeskoutputs.go
	t["ditto"] = dittoWrites                                                                                        // does_ditto.go
	for _, table := range []map[string]doer{fetchTable(), ftpClientTable(), vcsCloneTable(), storageFetchTable()} { // fx32b
		for prog, fn := range table {
			t[prog] = bothDoers(t[prog], fn)
		}
	}
	for prog, fn := range moreOutputTable() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range extractorTable() { // does_extractors.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range buildOutputs.get() { // does_buildoutputs.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range pkgFetchTable() { // does_pkgfetch.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range scriptWriteTable() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range inPlaceTable() {
		t[prog] = bothDoers(t[prog], fn)
	}
	return t
}

// makerMoreWrites are writes of makerPrograms' that their makers do not
// count (rt31 #7): cp --parents writes DIR joined with each source's
// path, not its base name (cp -r --parents .config/systemd ~/ writes
// ~/.config/systemd), and git merge-file writes its first operand
// (git merge-file .git/hooks/pre-commit base theirs).
var makerMoreWrites = lazy[map[string]doer]{build: func() map[string]doer {
	return map[string]doer{"cp": copyParentsWrites, "git": gitMergeFileWrites}
}}

// outputMakes returns what part p, running in dir, makes through the
// writes the effects table knows beyond makerPrograms': every write of a
// program the makers do not name (sed -i, sort -o, docker cp, aws s3 cp
// …), and the output options of outputTable for those they do (curl -D,
// git archive -o). A compiler's output is made only from made inputs
// (compilerMakes); a build tool's (buildOutputTable) is not counted: it
// builds what is on disk, as `go build -o` does.
func outputMakes(p *Part, dir place) []made {
	if p.does == nil || len(p.does.writes) == 0 || compilerPrograms.get()[p.Program] || p.Program == "tinygo" || p.Program == "ld" ||
		buildOutputs.get()[p.Program] != nil {
		return nil
	}
	writes := p.does.writes
	if makerPrograms.get()[p.Program] != nil {
		writes = nil
		if fn := outputDoers.get()[p.Program]; fn != nil {
			writes = fn(p).writes
		}
		if fn := makerMoreWrites.get()[p.Program]; fn != nil {
			writes = append(writes, fn(p).writes...)
		}
		if len(writes) == 0 {
			return nil
		}
	}
	var out []made
	for _, w := range writes {
		// A directory written whole (an archive extracted into it,
		// does_projectarchive.go) holds members the line does not name:
		// any of them may be what a later part runs (fx28e1, rt23d #6).
		out = append(out, placesOf([]Word{w}, dir, strings.HasSuffix(w.Raw, "/"), "writes")...)
	}
	return out
}

// bothDoers returns a doer that writes and deletes what a and b do; b
// alone when a is nil.
func bothDoers(a, b doer) doer {
	if a == nil {
		return b
	}
	return func(p *Part) doings {
		d := a(p)
		e := b(p)
		d.writes = append(d.writes, e.writes...)
		d.deletes = append(d.deletes, e.deletes...)
		d.rewrites = append(d.rewrites, e.rewrites...)
		d.destroyPlan = d.destroyPlan || e.destroyPlan
		return d
	}
}

// flagValueWrites: the values of the flags (by their names in the
// program's flag table, every spelling and bundle read) are files
// written; "-" is standard output.
func flagValueWrites(names ...string) doer {
	return func(p *Part) doings {
		_, vals := operandWords(p, names...)
		return doings{writes: notDash(vals)}
	}
}

// scanValueWrites: for a program without a flag table, the values of
// the named options are files written.
func scanValueWrites(names ...string) doer {
	return func(p *Part) doings {
		return doings{writes: notDash(scanArgs(p, names...).all(names...))}
	}
}

// scanTreeWrites: the values of the named options are directories
// written below.
func scanTreeWrites(names ...string) doer {
	return func(p *Part) doings {
		var out []Word
		for _, w := range scanArgs(p, names...).all(names...) {
			out = append(out, treeWord(w))
		}
		return doings{writes: out}
	}
}

// firstOperandOf: the first operand is written (zip ARCHIVE FILES…);
// valued names the options that take a value.
func firstOperandOf(valued ...string) doer {
	return func(p *Part) doings {
		if ops := scanArgs(p, valued...).ops; len(ops) > 0 && !isLit(ops[0], "-") {
			return doings{writes: ops[:1]}
		}
		return doings{}
	}
}

// lastOperandWrites: the last operand is the output (ffmpeg … OUT).
func lastOperandWrites(p *Part) doings {
	args := p.Args()
	if len(args) < 2 {
		return doings{}
	}
	last := args[len(args)-1]
	if lit, _ := litPrefix(last); strings.HasPrefix(lit, "-") {
		return doings{}
	}
	return doings{writes: []Word{last}}
}

// tarArchiveWrites: creating, appending or updating writes the archive
// -f names (and the snapshot file of -g, the index of --index-file).
func tarArchiveWrites(p *Part) doings {
	var d doings
	_, snaps := operandWords(p, "--listed-incremental", "--index-file")
	d.writes = append(d.writes, notDash(snaps)...)
	if hasFlag(p, "--create", "--append", "--update", "--catenate", "--delete") {
		_, files := operandWords(p, "--file")
		d.writes = append(d.writes, notDash(files)...)
	}
	return d
}

// gitOutputWrites: git archive -o FILE, git bundle create FILE, the
// --output=FILE of diff, log, show and format-patch, and format-patch's
// -o DIR; relative to -C's directory when one is given.
func gitOutputWrites(p *Part) doings {
	if !hasLitArg(p, "archive", "bundle", "diff", "log", "show", "format-patch", "range-diff", "whatchanged",
		"diff-tree", "diff-index", "diff-files", "read-tree", "checkout-index", "checkout", "restore", "update-index") {
		return doings{} // before any scan: this runs for every git part
	}
	s := scanArgs(p, "-C", "-c", "--git-dir", "--work-tree", "--namespace", "-o", "--output",
		"--output-directory", "--prefix", "--format", "--remote", "--exec")
	if len(s.ops) == 0 {
		return doings{}
	}
	var dir *Word
	if ds := s.all("-C"); len(ds) > 0 {
		dir = &ds[len(ds)-1]
	}
	at := func(ws []Word) []Word {
		ws = notDash(ws)
		if dir == nil {
			return ws
		}
		out := make([]Word, len(ws))
		for i, w := range ws {
			out[i] = joinWords(*dir, w)
		}
		return out
	}
	sub, _ := s.ops[0].Literal()
	switch sub {
	case "archive":
		return doings{writes: at(s.all("-o", "--output"))}
	case "bundle":
		if len(s.ops) > 2 && isLit(s.ops[1], "create") {
			return doings{writes: at(s.ops[2:3])}
		}
	case "read-tree":
		// -u writes the index's tree over the work tree.
		if s.has("-u") {
			return doings{writes: at([]Word{treeWord(LitWord("."))})}
		}
	case "checkout", "restore", "update-index":
		return doings{writes: at(gitIndexWrites(p, sub))} // does_gitindex.go
	case "checkout-index":
		if w, ok := checkoutIndexPrefixed(s); ok { // does_copytools.go (rt54 M17)
			return doings{writes: at(w)}
		}
		if s.has("-a", "--all") {
			return doings{writes: at([]Word{treeWord(LitWord("."))})}
		}
		return doings{writes: at(s.ops[1:])}
	case "diff", "log", "show", "format-patch", "range-diff", "whatchanged", "diff-tree", "diff-index", "diff-files":
		w := at(s.all("--output"))
		if sub == "format-patch" {
			for _, d := range at(s.all("-o", "--output-directory")) {
				w = append(w, treeWord(d))
			}
		}
		return doings{writes: w}
	}
	return doings{}
}
