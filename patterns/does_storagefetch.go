package patterns

import "strings"

// Object-store and registry clients beside aws, gsutil, gcloud and rclone
// (fx32b): what they fetch here is the store's, and a script of it run
// later in the line is made-then-run: `s3cmd get s3://b/x.sh` (its base
// name here, or the local operand), `s3cmd sync s3://b/d/ d/`, `azcopy
// copy URL LOCAL`, `oras pull REF` (the artifact's files here, or in
// -o's directory).

// storageFetchTable holds their writes.
func storageFetchTable() map[string]doer {
	return map[string]doer{"s3cmd": s3cmdWrites, "azcopy": azcopyWrites, "oras": orasPullWrites}
}

// s3cmdWrites: s3cmd get SRC… [DEST] and sync SRC… DEST write DEST here
// (below it when it is a directory); get of one object without DEST
// writes its base name here.
func s3cmdWrites(p *Part) doings {
	s := scanArgs(p, "-c", "--config", "--access_key", "--secret_key", "--exclude", "--include", "--rexclude",
		"--rinclude", "--exclude-from", "--include-from", "--region", "--host", "--host-bucket", "--cache-file")
	if len(s.ops) < 2 {
		return doings{}
	}
	switch verb, _ := s.ops[0].Literal(); verb {
	case "get":
		if len(s.ops) == 2 {
			return doings{writes: savedAs(s.ops[1:], nil)}
		}
		recursive := s.has("-r", "--recursive")
		return doings{writes: copyTo(s.ops[len(s.ops)-1], s.ops[1:len(s.ops)-1], recursive)}
	case "sync":
		return doings{writes: copyTo(s.ops[len(s.ops)-1], s.ops[1:len(s.ops)-1], true)}
	}
	return doings{}
}

// azcopyWrites: azcopy copy (cp) and sync SRC DEST write DEST here, and
// below it when they copy a tree (sync, --recursive).
func azcopyWrites(p *Part) doings {
	s := scanArgs(p, "--include-pattern", "--exclude-pattern", "--include-path", "--exclude-path",
		"--log-level", "--from-to", "--cap-mbps", "--block-size-mb", "--output-type")
	if len(s.ops) < 3 {
		return doings{}
	}
	switch verb, _ := s.ops[0].Literal(); verb {
	case "copy", "cp", "sync":
		tree := verb == "sync" || s.has("--recursive") || hasLitPrefix(p, "--recursive=")
		return doings{writes: copyTo(s.ops[len(s.ops)-1], s.ops[1:len(s.ops)-1], tree)}
	}
	return doings{}
}

// hasLitPrefix reports whether one of p's arguments is literal text that
// starts with prefix.
func hasLitPrefix(p *Part, prefix string) bool {
	for _, w := range p.Args() {
		if v, ok := w.Literal(); ok && strings.HasPrefix(v, prefix) {
			return true
		}
	}
	return false
}

// orasPullWrites: oras pull REF writes the artifact's files here, or in
// -o's directory.
func orasPullWrites(p *Part) doings {
	s := scanArgs(p, "-o", "--output", "-u", "--username", "-p", "--password", "--config", "--platform",
		"--registry-config", "--ca-file", "--cert-file", "--key-file", "--descriptor", "--format", "--concurrency")
	if len(s.ops) < 2 || !isLit(s.ops[0], "pull") {
		return doings{}
	}
	dir := LitWord(".")
	if outs := s.all("-o", "--output"); len(outs) > 0 {
		dir = outs[len(outs)-1]
	}
	return doings{writes: []Word{treeWord(dir)}}
}
