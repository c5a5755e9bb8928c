package patterns

import "strings"

// The whole project sent to another machine sends what it holds beside
// the code: its .env files, its .git with every commit, the keys a
// developer left in it (fx18d2, rt18d #7). A git push to an unlisted
// remote asks ([push-away]); the same tree sent by scp, rsync, an
// archive piped to curl or a bucket sync asks too, unless the host is on
// the egress list (a deploy host the operator named there).

// judgeProjectTree is [project-tree]: a path known to be the workdir (or
// the cwd when none is set) or a directory holding it (`.` at the top of
// the project, `..`, the home, `/`), or an archive of it an earlier part
// of the line wrote ([project-archive]: `tar czf /tmp/s.tgz . && scp
// /tmp/s.tgz h:`). A subdirectory (dist/, src/) and a path not known are
// not.
func judgeProjectTree(_ string, w Word, ctx *Context) Judgement {
	if j := judgeProjectTreeDirect(w, ctx); j.Certainly {
		return j
	}
	return judgeProjectArchive("", w, ctx)
}

// judgeProjectTreeDirect is [project-tree] for the path w itself names,
// not an archive the line made of it.
func judgeProjectTreeDirect(w Word, ctx *Context) Judgement {
	wd := ctx.WorkdirOrCwd()
	if wd == "" {
		return Judgement{}
	}
	v, ok := certainPath(w, ctx)
	if !ok {
		return Judgement{}
	}
	if within(cleanAbs(wd), v) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// judgeAwayDest is [away-dest]: where a copy goes when it leaves this
// machine for a host off the egress list: scp's and rsync's HOST:PATH
// (user@ too) and rsync's HOST::MODULE, or a URL (https://, ftp://,
// s3://, gs://). A local path is not; a host on the egress list is not;
// a loopback host is not; a destination not known might be.
func judgeAwayDest(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	host := ""
	if i := strings.Index(v, "://"); i > 0 && validScheme(v[:i]) {
		h, known := hostOf(&w, ctx)
		if !known {
			return Judgement{Might: true}
		}
		host = h
	} else if i := strings.IndexByte(v, ':'); i > 0 && !strings.Contains(v[:i], "/") {
		host = strings.ToLower(v[:i])
		if j := strings.LastIndexByte(host, '@'); j >= 0 {
			host = host[j+1:]
		}
		host = strings.Trim(host, "[]")
	} else {
		return Judgement{}
	}
	switch host {
	case "", "localhost", "127.0.0.1", "::1":
		return Judgement{}
	}
	for _, e := range ctx.Egress {
		if hostMatches(strings.ToLower(e), host) {
			return Judgement{}
		}
	}
	return Judgement{Might: true, Certainly: true}
}
