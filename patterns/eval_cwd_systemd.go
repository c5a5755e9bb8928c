package patterns

import (
	"path"
	"strings"
)

// systemd-run's service runs in the directory its WorkingDirectory
// property names (fx56b, rt54 M26): `systemd-run --user -p
// WorkingDirectory=/srv/x bash s` reads /srv/x/s, as
// `--working-directory=/srv/x` does. systemd takes an absolute path or
// `~` (the user's home), a leading `-` only saying a missing one is no
// error; any other value (relative, not literal) is a directory the
// reader cannot place.

// systemdWorkDir returns the directory the last -p/--property
// WorkingDirectory= of systemd-run wrapper w names, and whether one
// does.
func (d *dirWalk) systemdWorkDir(w Wrapper, scan optScan) (string, bool) {
	dir, found := unknownDir, false
	for _, o := range scan.opts {
		if o.name != "-p" && o.name != "--property" || !o.hasVal {
			continue
		}
		val := valueWord(w.Words, o, false)
		lit, _ := litPrefix(val)
		if !strings.HasPrefix(lit, "WorkingDirectory=") {
			continue
		}
		found = true
		rest := trimWordPrefix(val, "WorkingDirectory=", false)
		v, ok := rest.Literal()
		v = strings.TrimPrefix(v, "-")
		if len(rest.Segs) == 1 && rest.Segs[0].Kind == SegTilde && rest.Segs[0].Text == "" {
			v, ok = "~", true // read as a tilde; systemd's own ~ all the same
		}
		switch {
		case !ok:
			dir = unknownDir
		case v == "~" && d.home != "":
			dir = d.home
		case path.IsAbs(v) && len(v) < maxDir:
			dir = path.Clean(v)
		default:
			dir = unknownDir
		}
	}
	return dir, found
}
