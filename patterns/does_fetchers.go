package patterns

import "strings"

// Downloaders beside curl, wget and aria2c (fx32b): each saves what it
// fetches under a name the line gives or the URL's base name, and that
// file, run later in the line, is made-then-run as `curl -o i.sh URL &&
// sh i.sh` is: `lwp-download URL i.sh`, `wget2 URL` (saved as wget
// saves), `axel -o i.sh URL`, FreeBSD's `fetch URL`, httpie's and xh's
// `--download` (named by the server: the directory's entries), BSD
// ftp's auto-fetch of a URL.

// fetchTable holds their writes.
func fetchTable() map[string]doer {
	return map[string]doer{
		"wget2":        bothDoers(wgetWrites, flagValueWrites("--output-file", "--append-output", "--save-cookies")),
		"lwp-download": lwpDownloadWrites, "lwp-mirror": lwpMirrorWrites,
		"axel":  axelWrites,
		"fetch": fetchWrites,
		"http":  httpieDownloadWrites, "https": httpieDownloadWrites, "xh": httpieDownloadWrites, "xhs": httpieDownloadWrites,
		"ftp": ftpFetchWrites, "tnftp": ftpFetchWrites,
	}
}

// lwpDownloadWrites: lwp-download URL [LOCAL] saves into LOCAL, a file or
// a directory, or under the URL's base name here; -s takes the name the
// server suggests.
func lwpDownloadWrites(p *Part) doings {
	s := scanArgs(p)
	switch {
	case len(s.ops) >= 2:
		return doings{writes: []Word{s.ops[1], treeWord(s.ops[1])}}
	case len(s.ops) == 1 && s.has("-s"):
		return doings{writes: []Word{treeWord(LitWord("."))}}
	}
	return doings{writes: savedAs(s.ops, nil)}
}

// lwpMirrorWrites: lwp-mirror URL FILE saves into FILE.
func lwpMirrorWrites(p *Part) doings {
	s := scanArgs(p, "-t")
	if len(s.ops) >= 2 {
		return doings{writes: s.ops[1:2]}
	}
	return doings{}
}

// axelWrites: axel -o PATH (a file, or a directory it saves into), or
// each URL under its base name here.
func axelWrites(p *Part) doings {
	names := []string{"-o", "--output"}
	s := scanArgs(p, append(names, "-n", "--num-connections", "-s", "--max-speed", "-H", "--header",
		"-U", "--user-agent", "-T", "--timeout")...)
	if outs := notDash(s.all(names...)); len(outs) > 0 {
		var w []Word
		for _, o := range outs {
			w = append(w, o, treeWord(o))
		}
		return doings{writes: w}
	}
	return doings{writes: savedAs(s.ops, nil)}
}

// fetchWrites: FreeBSD's fetch -o PATH (a file, or a directory it saves
// into; "-" is standard output), or each URL under its base name here.
func fetchWrites(p *Part) doings {
	names := []string{"-o", "--output"}
	s := scanArgs(p, append(names, "-T", "--timeout", "-S", "--size", "-B", "--buffer-size", "-N", "--netrc",
		"-i", "--if-modified-since", "--referer", "--user-agent", "--ca-cert", "--ca-path", "--cert", "--key", "--crl")...)
	if outs := notDash(s.all(names...)); len(outs) > 0 {
		var w []Word
		for _, o := range outs {
			w = append(w, o, treeWord(o))
		}
		return doings{writes: w}
	}
	if len(s.all(names...)) > 0 {
		return doings{} // -o -: standard output
	}
	return doings{writes: savedAs(s.ops, nil)}
}

// httpieDownloadWrites: httpie's and xh's --download (-d) without -o
// saves under the name the server or the URL gives: any entry here.
func httpieDownloadWrites(p *Part) doings {
	s := scanArgs(p, "-o", "--output", "-a", "--auth", "-A", "--auth-type", "--session", "--session-read-only",
		"--proxy", "--cert", "--cert-key", "--verify", "--timeout", "--max-redirects", "-p", "--print")
	if !s.has("-d", "--download") || len(s.all("-o", "--output")) > 0 {
		return doings{}
	}
	return doings{writes: []Word{treeWord(LitWord("."))}}
}

// ftpFetchWrites: BSD ftp (tnftp) given URLs fetches each under its base
// name here, or into -o's file ("-" is standard output).
func ftpFetchWrites(p *Part) doings {
	s := scanArgs(p, "-o", "-P", "-q", "-r", "-s", "-T", "-u", "-x")
	var urls []Word
	for _, w := range s.ops {
		if lit, _ := litPrefix(w); isFetchURL(lit) {
			urls = append(urls, w)
		}
	}
	if len(urls) == 0 {
		return doings{}
	}
	if outs := s.all("-o"); len(outs) > 0 {
		return doings{writes: notDash(outs)}
	}
	return doings{writes: savedAs(urls, nil)}
}

// isFetchURL reports whether lit starts a URL BSD ftp fetches.
func isFetchURL(lit string) bool {
	for _, s := range []string{"http://", "https://", "ftp://", "file://"} {
		if strings.HasPrefix(strings.ToLower(lit), s) {
			return true
		}
	}
	return false
}
