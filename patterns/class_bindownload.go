package patterns

import (
	"path"
	"strings"
)

// judgeBinDownload is [bin-download] (fx49s, rt48 A3): a downloader's
// output path in a directory of programs, one named bin or sbin below
// another directory (`~/.local/bin/t`, `/usr/local/bin/t`, `~/go/bin/t`):
// what is fetched there runs, unread, the next time its name is typed. A
// might: whether that directory is on the harness's PATH is not read
// (ozdesk's own name there is cmd.guard-tamper's, which names it for
// certain). A project's own `bin/` (no directory before it) and a path
// not known are left alone.
func judgeBinDownload(_ string, w Word, ctx *Context) Judgement {
	v, ok := wordShape(&w, ctx).certain()
	if !ok || v == "" || strings.HasSuffix(v, "/") {
		return Judgement{}
	}
	dir := path.Dir(v)
	switch path.Base(dir) {
	case "bin", "sbin":
	default:
		return Judgement{}
	}
	if !strings.Contains(dir, "/") || strings.HasPrefix(dir, "./") && strings.Count(dir, "/") == 1 {
		return Judgement{} // the project's bin/ or ./bin/
	}
	return Judgement{Might: true}
}
