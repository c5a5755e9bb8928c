package patterns

// A script or program word that is a variable a `for` loop fills from a
// glob (rt56 R8: `for f in ./*.sh; do . "$f"; done`, `for f in
// "$PWD"/*.sh; do bash "$f"; done`, `for f in ~+/li*; do "$f"; done`)
// runs each file the glob matches: each is read as the script word
// itself would be, or, where the matches cannot be listed, the part asks
// as a glob written there does (scriptGlob). A literal item is one of the
// variable's values already (scriptNames).

// varGlobNames returns the files form (a script word with its variable
// written as one of the values the line gives it) names when that value
// left a glob in it: its matches from where part p runs, or why they
// cannot be listed; none when form holds no glob.
func varGlobNames(form Word, p *Part, ctx *Context) ([]string, string) {
	r := resolvedWord(form, p, ctx)
	pat, glob := matchGlob(&r)
	if !glob {
		return nil, ""
	}
	return scriptGlob(ctx, form.Raw, pat)
}
