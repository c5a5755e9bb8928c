package patterns

import (
	"path"
	"slices"
	"strings"
)

// The places a class judges a path against that come from the context
// (the protected paths, the home directory's ancestors) are the same for
// every word of an evaluation: they are made once per evaluation, and
// the classes' own tables once per process.

// placesMemo is the places of one context's protected paths and home,
// as an evaluation remembers them, with what they were made from.
type placesMemo struct {
	protectedOf []string
	protected   [][]string
	// protectedFold is protected folded (class_fold.go), made again
	// when protected is.
	protectedFold [][]string
	homeOf        string
	home          [][]string
	credOf        string
	cred          [][2]string
}

// tempPlaces are the places of tempDirs.
var tempPlaces = lazy[[][]string]{build: func() [][]string {
	return func() [][]string {
		var out [][]string
		for _, t := range tempDirs.get() {
			out = append(out, dirPlaces(t)...)
		}
		return out
	}()
}}

// systemCredentialDirs are systemCredentials, each with a slash after it
// too.
var systemCredentialDirs = lazy[[][2]string]{build: func() [][2]string {
	return func() [][2]string {
		out := make([][2]string, len(systemCredentials.get()))
		for k, c := range systemCredentials.get() {
			out[k] = [2]string{c, c + "/"}
		}
		return out
	}()
}}

// protectedPlaces returns the places [protected] names: each of
// Context.Protected that is absolute, what is below it, and the
// directories holding it. They are shared, and not to be changed.
func protectedPlaces(ctx *Context) [][]string {
	pm, protected := ctx.places(), ctx.ProtectedPaths()
	if pm != nil && pm.protected != nil && sameStrings(pm.protectedOf, protected) {
		return pm.protected
	}
	places := [][]string{}
	for _, pr := range protected {
		if len(pr) == 0 || pr[0] != '/' {
			continue
		}
		pr = cleanAbs(pr)
		if dir, suffix, ok := namesIn(pr); ok {
			// D/*.toml: the files a harness reads from D by their
			// extension (Gemini CLI's policies, opencode's plugins).
			places = append(places, []string{dir + "/", suffix})
		} else if settingsFile(path.Base(pr)) {
			// A file (settings.json, crushrc): nothing stands below it,
			// so rm -f */settings.json cannot reach crush.json.
			places = append(places, []string{pr})
		} else {
			places = append(places, dirPlaces(pr)...)
			places = append(places, storeCompanions(pr)...)
		}
		for _, a := range ancestors(pr)[1:] {
			places = append(places, []string{a})
		}
	}
	// A harness's project settings in any directory (class_places_anywhere.go).
	places = append(places, settingsAnywhere.get()...)
	if pm != nil {
		pm.protectedOf, pm.protected, pm.protectedFold = protected, places, nil
	}
	return places
}

// binOzdesk reports whether the absolute path v names a file called like
// ozdesk's executables in a directory named bin or sbin: any such
// directory may be on PATH (~/.cargo/bin, ~/go/bin, /opt/x/bin), where a
// hook calling ozdesk-hook (or ozdesk) by its bare name would run it.
func binOzdesk(v string) bool {
	dir, name := path.Split(v)
	d := path.Base(dir)
	return (d == "bin" || d == "sbin") && slices.Contains(ozdeskExeNames, name)
}

// homePlaces returns the home directory and the directories holding it,
// each as a place. They are shared, and not to be changed.
func homePlaces(ctx *Context) [][]string {
	pm := ctx.places()
	if pm != nil && pm.home != nil && pm.homeOf == ctx.Home {
		return pm.home
	}
	var places [][]string
	for _, a := range ancestors(ctx.Home) {
		places = append(places, []string{a})
	}
	if pm != nil {
		pm.homeOf, pm.home = ctx.Home, places
	}
	return places
}

// places returns the evaluation's memo of places, or nil outside an
// evaluation.
func (c *Context) places() *placesMemo {
	if c.memo == nil {
		return nil
	}
	if c.memo.places == nil {
		c.memo.places = &placesMemo{}
	}
	return c.memo.places
}

// sameStrings reports whether two lists hold the same strings in order.
func sameStrings(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// homeCredentialDirs returns, for each of homeCredentials, the path
// below Context.Home and that path with a slash after it; nil when the
// home is not known. They are shared, and not to be changed.
func homeCredentialDirs(ctx *Context) [][2]string {
	if ctx.Home == "" {
		return nil
	}
	pm := ctx.places()
	if pm != nil && pm.cred != nil && pm.credOf == ctx.Home {
		return pm.cred
	}
	// Every path and its slash are cut from one string: three allocations,
	// not forty.
	home := strings.TrimSuffix(ctx.Home, "/")
	var all strings.Builder
	n := 0
	for _, c := range homeCredentials {
		n += len(home) + len(c) + 2
	}
	all.Grow(n)
	ends := make([]int, len(homeCredentials))
	for k, c := range homeCredentials {
		all.WriteString(home)
		all.WriteByte('/')
		all.WriteString(c)
		all.WriteByte('/')
		ends[k] = all.Len()
	}
	text := all.String()
	dirs := make([][2]string, len(homeCredentials))
	start := 0
	for k, end := range ends {
		dirs[k] = [2]string{text[start : end-1], text[start:end]}
		start = end
	}
	if pm != nil {
		pm.credOf, pm.cred = ctx.Home, dirs
	}
	return dirs
}

// withinJoined is within(p, dir+"/"+name) without building the path.
func withinJoined(p, dir, name string) bool {
	n := len(dir) + 1 + len(name)
	if n == 1 {
		return within(p, "/")
	}
	return len(p) >= n && p[:len(dir)] == dir && p[len(dir)] == '/' && p[len(dir)+1:n] == name &&
		(len(p) == n || p[n] == '/')
}

// settingsFile reports whether a protected path's base name is a
// settings file's (settings.json, config.toml, crushrc), below which
// nothing stands; a directory may have a dot in its name (profile.d).
func settingsFile(name string) bool {
	switch name {
	case "crushrc", ".crushrc", ".env":
		return true
	}
	switch path.Ext(name) {
	case ".json", ".jsonc", ".toml", ".js", ".yaml", ".yml":
		return name != path.Ext(name)
	}
	return false
}

// namesIn reads a protected path D/*SUFFIX (one star, in the last name,
// first): the files directly in D whose names end in SUFFIX, such as
// ~/proj/.gemini/policies/*.toml. D is what the path classes guard as the
// directory holding them; a path without a star is no such path.
func namesIn(pr string) (dir, suffix string, ok bool) {
	i := strings.IndexByte(pr, '*')
	if i < 0 {
		return "", "", false
	}
	dir, name := path.Split(pr)
	if !strings.HasPrefix(name, "*") || strings.Contains(name[1:], "*") || len(dir) < 2 {
		return "", "", false
	}
	return strings.TrimSuffix(dir, "/"), name[1:], true
}
