package patterns

import "strings"

// initScriptDirs are the directories SysV init keeps its service scripts
// in.
var initScriptDirs = []string{"/etc/init.d/", "/etc/rc.d/init.d/", "/etc/rc.d/"}

// judgeInitScript is [init-script] (fx46b, rt45): a program named by its
// path in an init script directory (`/etc/init.d/nginx`), which manages
// a service of the machine as `service nginx …` does. A script run by
// its bare name or from elsewhere (`./run.sh stop`) is not one.
func judgeInitScript(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{}
	}
	for _, dir := range initScriptDirs {
		if strings.HasPrefix(v, dir) && len(v) > len(dir) && !strings.Contains(v[len(dir):], "/") {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}
