package patterns

import "strings"

// An API names its action in the URL's path as often as in the method
// (`curl -X POST https://api.example.com/v1/projects/prod/delete`, rt40
// D832): [url-delete] judges a literal URL whose last path segment, the
// query and fragment cut, is delete, destroy or purge (any case), sent by
// any method, since the path names the action and a GET may do it too. A
// URL the line does not show (`"$URL"`) is judged by the method as
// before, never by a path it cannot read. A URL of this machine
// (`http://localhost:3000/api/items/3/delete`, the agent's own dev
// server) is left alone, as [remote-delete] leaves `curl -X DELETE` to
// loopback.

// judgeURLDelete is [url-delete]: w is a literal URL whose last path
// segment names a delete.
func judgeURLDelete(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok || loopbackURL(&w, ctx) {
		return Judgement{}
	}
	i := strings.Index(v, "://")
	if i <= 0 {
		return Judgement{}
	}
	rest := v[i+3:]
	if j := strings.IndexAny(rest, "?#"); j >= 0 {
		rest = rest[:j]
	}
	k := strings.IndexByte(rest, '/')
	if k < 0 {
		return Judgement{}
	}
	path := strings.TrimRight(rest[k:], "/")
	seg := strings.ToLower(path[strings.LastIndexByte(path, '/')+1:])
	switch seg {
	case "delete", "destroy", "purge":
		return Judgement{Might: true} // the path may name a page, not the action
	}
	return Judgement{}
}
