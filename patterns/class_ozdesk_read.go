package patterns

import (
	"path"
	"slices"
	"strings"
)

// judgeOzdeskRead is [ozdesk-read] (rt21i #8): a word, or the file of an
// input redirection (`< OZ`, `3< OZ`), that names ozdesk's executable
// (a protected path named ozdesk or ozdesk-hook, as written or by a glob
// that may match it; a substitution that
// finds ozdesk, `$(which ozdesk)`) in a part that reads it and may write
// what it read: any program but the few that only look at a file
// ([onlyLooks]: `sha256sum OZ`, `ls -l OZ`, `file OZ`). A copy need not
// use a copy verb: `cat < OZ > t`, `tee t < OZ`, `head -c N OZ`, `sed -n
// p OZ`, `strip -o t OZ`, `gzip -c OZ`, `base64 OZ`, `split OZ part`,
// `curl file://OZ -o t` each leave a working ozdesk under another name,
// which in direct mode could approve the agent's own asks. The part's
// program word itself (ozdesk run by its path) is no read.
func judgeOzdeskRead(_ string, w Word, ctx *Context) Judgement {
	j := namesOzdeskExe(w, ctx)
	if !j.Might {
		return j
	}
	part, word, redir := writtenWord(ctx, w)
	if part == nil {
		return Judgement{}
	}
	if redir != nil && !redir.Reads {
		return Judgement{}
	}
	if redir == nil && len(part.Words) > 0 && part.Words[0].Span == word.Span {
		return Judgement{}
	}
	if redir == nil && onlyLooks.get()[part.Program] {
		return Judgement{}
	}
	return j
}

// namesOzdeskExe judges whether w names ozdesk's executable itself (not
// a directory holding it): see [judgeOzdeskRead]. The cheap tests come
// first, as every word of every part reaches it: a literal path is
// compared only when its last element is ozdesk's name, and a glob only
// when it may match ozdesk's name or stands in ozdesk's directory. A link
// on disk to ozdesk under another name is not followed (as for cp).
func namesOzdeskExe(w Word, ctx *Context) Judgement {
	for _, s := range w.Segs {
		if s.Kind == SegSubst && (strings.Contains(s.Text, guardName) || substFindsOzdesk(s.Text)) {
			return Judgement{Might: true}
		}
	}
	text, literal := w.Literal()
	if !literal {
		g, ok := globText(w)
		if !ok || !strings.ContainsAny(g, "*?[") {
			return Judgement{}
		}
		text = g
	}
	text = strings.TrimPrefix(text, "file://")
	if at := strings.Index(text, "/proc/"); literal && at >= 0 && (at == 0 || text[at-1] == '=') && procExeOfOzdesk(text[at:], ctx) {
		return Judgement{Might: true, Certainly: true} // also dd's if=/proc/PID/exe
	}
	if literal && !exeNamesOzdesk(text) {
		return Judgement{}
	}
	abs, ok := absLiteral(text, ctx)
	if !ok {
		return Judgement{}
	}
	for _, e := range ozdeskExes(ctx) {
		if notExe(e) {
			continue
		}
		if literal && abs == e {
			return Judgement{Might: true, Certainly: true}
		}
		if m, err := path.Match(abs, e); !literal && err == nil && m {
			return Judgement{Might: true}
		}
	}
	return Judgement{}
}

// procExeOfOzdesk reports whether v is /proc/PID/exe (or
// /proc/PID/task/TID/exe) of a process that runs ozdesk now
// (Context.OzdeskPid): the kernel's link to ozdesk's executable, which
// `cp /proc/PID/exe /tmp/od` copies under another name as a copy of the
// installed file would (rt50k NEW-3). /proc/self/exe is the reading
// program's own executable (cp's), not ozdesk's.
func procExeOfOzdesk(v string, ctx *Context) bool {
	if ctx.OzdeskPid == nil {
		return false
	}
	pid, ok := procExePid(cleanAbs(v))
	return ok && pid > 0 && ctx.OzdeskPid(pid)
}

// onlyLooks are programs that read a file to tell something about it,
// never its bytes: a checksum, its size, its kind, its name. Given
// ozdesk's executable they copy nothing of it.
var onlyLooks = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, p := range []string{
		"sha1sum", "sha224sum", "sha256sum", "sha384sum", "sha512sum", "md5sum", "b2sum", "cksum", "sum", "shasum",
		"ls", "stat", "file", "wc", "du", "test", "[", "which", "type", "command", "whereis", "realpath", "readlink",
		"dirname", "basename", "echo", "printf", "ldd", "size", "cmp", "diff", "lsof", "fuser",
	} {
		m[p] = true
	}
	return m
}}

// notExe reports whether e, a protected path named like ozdesk, is one of
// ozdesk's directories rather than its executable: the system's
// (/etc/ozdesk, /run/ozdesk, /var/lib/ozdesk) and the store's default
// directory ($XDG_STATE_HOME/ozdesk). Reading them copies no ozdesk.
func notExe(e string) bool {
	return slices.Contains(SystemOzdeskPaths(), e) || strings.HasSuffix(e, "/state/ozdesk")
}
