package patterns

import (
	"path"
	"path/filepath"
	"slices"
	"strings"
)

// judgeStoreText is [store-text] (rt23d #26): a word that holds ozdesk's
// store (a protected path that is neither a harness's settings file nor
// ozdesk's executable: the store, its directory, the files beside it)
// inside longer text, in a part whose program may open files. SQL given
// to a database engine opens whatever path its text names: `sqlite3
// :memory: "ATTACH 'STORE' AS d; UPDATE d.asks …"`, `duckdb -c "ATTACH
// 'STORE' …"`, `sqlite3 'file:STORE?mode=rw'`; an interpreter's or any
// tool's text may do the same. The path is found by its absolute name
// (with a tilde, $HOME or $PWD written for the home or the directory)
// and by its name relative to the part's directory, at a boundary: not
// inside a longer name. It is a might: whether the text opens it is not
// read. The whole word naming the store is [protected]'s; programs that
// only look at or search text (echo, printf, grep, ls …) and ozdesk
// itself are left alone.
func judgeStoreText(_ string, w Word, ctx *Context) Judgement {
	stores := storeTextPathsOnce(ctx) // class_storetext_memo.go
	if len(stores) == 0 {
		return Judgement{}
	}
	text := storeWordText(w, ctx)
	if !holdsStore(text, stores, ctx.Cwd) {
		return Judgement{}
	}
	part, _, _ := writtenWord(ctx, w)
	if part == nil || len(part.Words) > 0 && part.Words[0].Span == w.Span {
		return Judgement{}
	}
	if onlyLooks.get()[part.Program] || searchesText.get()[part.Program] || slices.Contains(ozdeskExeNames, part.Program) {
		return Judgement{}
	}
	return Judgement{Might: true}
}

// searchesText are programs that read text they are given as a pattern
// to search for, and open nothing it names.
var searchesText = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"grep": true, "egrep": true, "fgrep": true, "rg": true, "ag": true, "ack": true}
}}

// storeTextPaths are the protected paths of ctx that stand for the
// store: absolute, not a harness's settings file, not ozdesk's
// executable, not a directory holding the home or the workdir (whose
// name every path below them holds).
func storeTextPaths(ctx *Context) []string {
	var out []string
	for _, pr := range ctx.Protected {
		if len(pr) < 2 || pr[0] != '/' || strings.ContainsAny(pr, "*?[") {
			continue
		}
		pr = cleanAbs(pr)
		if settingsFile(path.Base(pr)) || binOzdesk(pr) {
			continue
		}
		if atOrBelow(ctx.Home, pr) || atOrBelow(ctx.Cwd, pr) || atOrBelow(ctx.Workdir, pr) {
			continue
		}
		out = append(out, pr)
	}
	return out
}

// atOrBelow reports whether p is dir or below it.
func atOrBelow(p, dir string) bool {
	return p != "" && (p == dir || strings.HasPrefix(p, dir+"/"))
}

// storeWordText is w's text with a tilde, $HOME and $PWD written as the home
// and the directory ctx gives; any other part that is not literal is a
// NUL, which no path holds.
func storeWordText(w Word, ctx *Context) string {
	var b strings.Builder
	for _, s := range w.Segs {
		switch {
		case s.Kind == SegLit:
			b.WriteString(s.Text)
		case s.Kind == SegTilde && s.Text == "" && ctx.Home != "":
			b.WriteString(ctx.Home)
		case s.Kind == SegParam && s.Text == "HOME" && ctx.Home != "":
			b.WriteString(ctx.Home)
		case s.Kind == SegParam && s.Text == "PWD" && ctx.Cwd != "":
			b.WriteString(ctx.Cwd)
		default:
			b.WriteByte(0)
		}
	}
	return b.String()
}

// holdsStore reports whether text holds one of stores inside longer text
// (not at its start), by its absolute name or its name relative to
// cwd, each at a boundary.
func holdsStore(text string, stores []string, cwd string) bool {
	for _, s := range stores {
		if holdsAt(text, s, true) {
			return true
		}
		if cwd == "" {
			continue
		}
		if rel, err := filepath.Rel(cwd, s); err == nil && rel != "." && holdsAt(text, rel, false) {
			return true
		}
	}
	return false
}

// holdsAt reports whether name stands inside text, not at its start
// (a word that is the path, or one below it, is [protected]'s), with no
// name character right before it (a slash is allowed before an absolute name: file:///x)
// and none that lengthens its last element right after it (a slash, a
// quote, a companion's `-wal` suffix may follow).
func holdsAt(text, name string, abs bool) bool {
	for from := 0; ; {
		i := strings.Index(text[from:], name)
		if i < 0 {
			return false
		}
		i += from
		j := i + len(name)
		before := i > 0 && !nameChar(text[i-1]) && (abs || text[i-1] != '/')
		after := j == len(text) || !nameChar(text[j]) || companionAt(text[j:])
		if before && after && !readOnlyURI(text[j:]) {
			return true
		}
		from = i + 1
	}
}

// readOnlyURI reports whether rest, the text after a path, is the query
// of an SQLite URI filename that opens it read-only (`?mode=ro`,
// `?immutable=1`): sqlite3 then writes nothing (rt22d #2 leaves it alone).
func readOnlyURI(rest string) bool {
	if !strings.HasPrefix(rest, "?") {
		return false
	}
	q := rest[1:]
	if k := strings.IndexAny(q, " '\"#;"); k >= 0 {
		q = q[:k]
	}
	for _, kv := range strings.Split(q, "&") {
		if kv == "mode=ro" || kv == "immutable=1" {
			return true
		}
	}
	return false
}

// companionAt reports whether rest starts with the suffix of a file a
// database keeps beside its own (-wal, -shm, …), ending there.
func companionAt(rest string) bool {
	for _, s := range storeCompanionSuffixes {
		if strings.HasPrefix(rest, s) && (len(rest) == len(s) || !nameChar(rest[len(s)])) {
			return true
		}
	}
	return false
}

// nameChar reports whether c may stand in a file name's element as
// written in text: a letter, digit, '.', '_', '-' or '~'.
func nameChar(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' ||
		c == '.' || c == '_' || c == '-' || c == '~'
}
