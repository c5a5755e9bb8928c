package patterns

import (
	"path"
	"strings"
)

// judgeBFGJar is [bfg-jar]: a jar that is certainly BFG Repo-Cleaner's by
// its name (bfg.jar, bfg-1.14.0.jar, in any directory), which `java -jar`
// runs as `bfg` runs (fx21a, rt20d #14). A jar of another name, or one not
// known here ("$JAR"), might be any program and is left alone, as decided
// in fx20d1.
func judgeBFGJar(_ string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok && ctx != nil {
		p := readPath(&w, ctx) // ~/bin/bfg.jar
		v, ok = p.shape.certain()
		ok = ok && !p.any
	}
	if !ok {
		return Judgement{}
	}
	base := strings.ToLower(path.Base(v))
	if base == "bfg.jar" || strings.HasPrefix(base, "bfg-") && strings.HasSuffix(base, ".jar") {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}
