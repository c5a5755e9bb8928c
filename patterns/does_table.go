package patterns

import "maps"

// doerTableSize is about how many programs doerTable holds (396 now;
// TestTableSizes keeps it no smaller): the table is made that big at
// once, where grown from its first 45 names it was rehashed four times as
// the other tables merged in, some 0.1 M instructions of every process
// that reads a command (issue 10).
const doerTableSize = 440

// doerTable maps programs to what they do to paths: the effects table.
// A program missing from it is not harmless: its redirections are still
// judged, and the defaults name it where they must.
var doerTable = lazy[map[string]doer]{build: func() map[string]doer {
	t := make(map[string]doer, doerTableSize)
	maps.Copy(t, map[string]doer{
		"tee": operandWrites, "sponge": operandWrites, "truncate": truncateDoes,
		"ed": operandWrites, "ex": operandWrites, "sudoedit": operandWrites,
		"curl": curlWrites, "wget": wgetWrites,
		"sort": optWrites("-o", "--output"), "gpg": optWrites("-o", "--output"),
		"pv": optWrites("-o", "--output"), "openssl": optWrites("-out", "-keyout"),
		"ssh-keygen": keygenWrites, "uniq": secondOperandWrites, "xxd": xxdWrites,
		"awk": awkWrites, "gawk": awkWrites, "sed": sedWrites, "yq": inPlaceWrites("-i", "--inplace"),
		"dd": ddWrites, "dcfldd": ddWrites, "patch": patchWrites, "gpatch": patchWrites,
		"cp": copyDoes, "mv": copyDoes, "install": copyDoes, "ln": copyDoes,
		"rsync": copyDoes, "scp": copyDoes, "docker": dockerDoes, "podman": dockerDoes,
		"tar": tarDoes, "bsdtar": tarDoes, "gtar": tarDoes, "unzip": unzipWrites, "zip": zipDoes,
		"git": gitDoes, "go": compilerWrites, "tinygo": compilerWrites,
		"husky": huskyWrites, "link": linkWrites,
	})
	// The editors: vim's family and typedPrograms' (typed_programs.go),
	// one list with what refuses them on a typed input.
	for ed := range vimPrograms.get() {
		if t[ed] == nil && ed != "view" && ed != "rview" && ed != "gview" && ed != "rgview" {
			t[ed] = editorWrites
		}
	}
	for _, ed := range typedEditors() {
		if t[ed] == nil {
			t[ed] = editorWrites
		}
	}
	for _, cc := range []string{"gcc", "cc", "clang", "g++", "c++", "clang++", "tcc", "rustc", "zig", "ld"} {
		t[cc] = compilerWrites
	}
	for prog, fn := range deleteTable() {
		t[prog] = fn
	}
	for prog, fn := range engineTable() {
		t[prog] = fn
	}
	for prog, fn := range outputDoers.get() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range pyModuleTable() { // does_pymodules.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range decompressTable() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range moreDeleteTable() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range toolDeleteTable() { // does_tooldeletes.go
		t[prog] = bothDoers(t[prog], fn)
	}
	t["git"] = bothDoers(t["git"], gitTraceWrites)     // does_gittrace.go
	t["git"] = bothDoers(t["git"], gitMergeFileWrites) // does_writes33.go
	// does_deletes35.go
	for prog, fn := range deleteTable35() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range writeTable33() {
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range fetchedTreeTable() { // does_fetchedtree.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range copyToolTable() { // does_copytools.go
		t[prog] = bothDoers(t[prog], fn)
	}
	for prog, fn := range rewriteTable() { // does_rewrites.go
		t[prog] = bothDoers(t[prog], fn)
	}
	return t
}}
