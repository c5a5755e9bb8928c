package patterns

import "strings"

// Project templates and site fetchers write a tree they download (rt40
// #2): `degit SRC DEST` and tiged, `giget TEMPLATE DIR`, `cookiecutter
// TEMPLATE -o DIR -f`, `copier copy SRC DST` (and its update and recopy
// of DST), `httrack URL -O DIR`. The tree's names are the template's, not
// the line's, so each writes DIR's entries (DIR/*), judged as a fetched
// archive extracted there is: over the project's top (`.`) it might
// write .claude/settings.json, into ~/.ssh credentials, into a named
// subdirectory (my-app) nothing guarded. lftp's writes are does_lftp.go's.

// fetchedTreeTable holds their writes.
func fetchedTreeTable() map[string]doer {
	return map[string]doer{
		"degit": degitWrites, "tiged": degitWrites,
		"giget":        gigetWrites,
		"cookiecutter": cookiecutterWrites,
		"copier":       copierWrites,
		"httrack":      httrackWrites,
		"lftp":         lftpWrites, // does_lftp.go
	}
}

// degitWrites: degit SRC [DEST] writes the template's tree into DEST,
// the part's own directory without one (whether or not --force lets it
// over files already there: a directory not there is made).
func degitWrites(p *Part) doings {
	ops := scanArgs(p, "-m", "--mode").ops
	dest := LitWord(".")
	if len(ops) > 1 {
		dest = ops[1]
	}
	return doings{writes: []Word{treeWord(dest)}}
}

// gigetWrites: giget TEMPLATE [DIR] writes into DIR (below --cwd), by
// default a directory named for the template's repository; a name not
// known is the part's own directory. --force-clean empties DIR first.
func gigetWrites(p *Part) doings {
	s := scanArgs(p, "--cwd", "--auth", "--provider", "--registry")
	var dest Word
	switch {
	case len(s.ops) > 1:
		dest = s.ops[1]
	case len(s.ops) == 1:
		dest = LitWord(templateName(s.ops[0]))
	default:
		return doings{}
	}
	if cwd := s.all("--cwd"); len(cwd) > 0 {
		dest = joinWords(cwd[len(cwd)-1], dest)
	}
	d := doings{writes: []Word{treeWord(dest)}}
	if s.has("--force-clean") {
		d.deletes = []Word{dest}
	}
	return d
}

// templateName is the directory a template fetcher names for a template
// spec (gh:o/r#ref, o/r/sub): its last name, or "." when none is plain.
func templateName(w Word) string {
	v, ok := w.Literal()
	if !ok {
		return "."
	}
	v, _, _ = strings.Cut(v, "#")
	v = strings.TrimRight(v, "/")
	if k := strings.LastIndexAny(v, "/:"); k >= 0 {
		v = v[k+1:]
	}
	if v == "" || strings.HasPrefix(v, ".") {
		return "."
	}
	return v
}

// cookiecutterWrites: cookiecutter renders the template into a directory
// the template names, below -o's directory; with -f
// (--overwrite-if-exists) or -s (--skip-if-file-exists) over one already
// there, so DIR's entries; without them it only makes a new directory,
// and an existing name fails.
func cookiecutterWrites(p *Part) doings {
	s := scanArgs(p, "-o", "--output-dir", "-c", "--checkout", "--directory", "--config-file", "--replay-file")
	if !s.has("-f", "--overwrite-if-exists", "-s", "--skip-if-file-exists") {
		return doings{}
	}
	dir := LitWord(".")
	if outs := s.all("-o", "--output-dir"); len(outs) > 0 {
		dir = outs[len(outs)-1]
	}
	return doings{writes: []Word{treeWord(dir)}}
}

// copierWrites: copier copy SRC DST writes the template into DST;
// update and recopy rewrite DST (the part's own directory by default)
// from it; copier's old form without a verb is SRC DST.
func copierWrites(p *Part) doings {
	s := scanArgs(p, "-a", "--answers-file", "-d", "--data", "--data-file", "-r", "--vcs-ref", "-x", "--exclude", "--skip", "-s", "--skip-if-exists")
	ops := s.ops
	if len(ops) == 0 {
		return doings{}
	}
	verb, _ := ops[0].Literal()
	var dest Word
	switch verb {
	case "copy", "create":
		if len(ops) < 3 {
			return doings{}
		}
		dest = ops[2]
	case "update", "recopy":
		dest = LitWord(".")
		if len(ops) > 1 {
			dest = ops[1]
		}
	case "check-update":
		return doings{}
	default:
		if len(ops) < 2 {
			return doings{}
		}
		dest = ops[1]
	}
	return doings{writes: []Word{treeWord(dest)}}
}

// httrackWrites: httrack URL -O DIR[,CACHE] mirrors the site into DIR
// (the part's own directory by default), its cache and logs beside.
func httrackWrites(p *Part) doings {
	s := scanArgs(p, "-O", "--path")
	outs := s.all("-O", "--path")
	if len(outs) == 0 {
		return doings{writes: []Word{treeWord(LitWord("."))}}
	}
	var w []Word
	for _, o := range outs {
		if v, ok := o.Literal(); ok {
			for _, d := range strings.Split(v, ",") {
				w = append(w, treeWord(LitWord(d)))
			}
			continue
		}
		w = append(w, treeWord(o))
	}
	return doings{writes: w}
}
