package patterns

// The places a class judges a path against that come from the context
// (the protected paths, the home directory's ancestors) are the same for
// every word of an evaluation: they are made once per evaluation, and
// the classes' own tables once per process.

// placesMemo is the places of one context's protected paths and home,
// as an evaluation remembers them, with what they were made from.
type placesMemo struct {
	protectedOf []string
	protected   [][]string
	homeOf      string
	home        [][]string
}

// tempPlaces are the places of tempDirs.
var tempPlaces = func() [][]string {
	var out [][]string
	for _, t := range tempDirs {
		out = append(out, dirPlaces(t)...)
	}
	return out
}()

// protectedPlaces returns the places [protected] names: each of
// Context.Protected that is absolute, what is below it, and the
// directories holding it. They are shared, and not to be changed.
func protectedPlaces(ctx *Context) [][]string {
	pm := ctx.places()
	if pm != nil && pm.protected != nil && sameStrings(pm.protectedOf, ctx.Protected) {
		return pm.protected
	}
	places := [][]string{}
	for _, pr := range ctx.Protected {
		if len(pr) == 0 || pr[0] != '/' {
			continue
		}
		pr = cleanAbs(pr)
		places = append(places, dirPlaces(pr)...)
		for _, a := range ancestors(pr)[1:] {
			places = append(places, []string{a})
		}
	}
	if pm != nil {
		pm.protectedOf, pm.protected = ctx.Protected, places
	}
	return places
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
