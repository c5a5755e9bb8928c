package patterns

import (
	"path"
	"strings"
)

// A glob over one of the machine's own program directories (`chmod a-x
// /bin/*`, `chown root /usr/sbin/*`) might match a program named ozdesk
// there, which [protected] guards wherever the shell finds programs; but
// where the glob's text does not spell ozdesk, that is weak evidence, as
// a system tree holding ozdesk's executable among everyone else's is
// (fx47b, eval_because_holds.go; fx48b, rt46): what the glob certainly
// does is to every program of the machine, which cmd.system names
// ([bin-mode-loss]). A glob that may be ozdesk by its text
// (`/usr/bin/oz*`), one in /usr/local/bin or the home's bin directories,
// and one in a directory holding another path ozdesk protects (a hook's
// script) stay cmd.guard-tamper's.

// sysBinGlobOnly reports whether w is a glob of names directly in one of
// sysBinDirs, whose literal text spells no name of ozdesk's, and where
// no path ozdesk protects lies but ozdesk's own executables.
func sysBinGlobOnly(w *Word, ctx *Context) bool {
	lead := leadingLiteral(w)
	i := strings.LastIndexByte(lead, '/')
	if i <= 0 || !strings.HasPrefix(w.Raw, lead) || len(lead) == len(w.Raw) || strings.Contains(w.Raw[i+1:], "/") {
		return false
	}
	dir := cleanAbs(lead[:i])
	if !inBinDir(dir) || strings.Contains(strings.ToLower(w.Raw), "oz") || strings.Contains(strings.ToLower(w.Raw), "desk") {
		return false
	}
	for _, pr := range ctx.ProtectedPaths() {
		if pr != "" && pr[0] == '/' && path.Dir(cleanAbs(pr)) == dir && !ozdeskOwn(pr) {
			return false
		}
	}
	return true
}
