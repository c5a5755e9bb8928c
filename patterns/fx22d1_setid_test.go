package patterns

import "testing"

// setIDCases (fx22d1, rt22d #3, rt22e #11, rt22d #21, issue 7 §3): the
// set-user-ID and set-group-ID bits set by effect, however the mode is
// spelled: an octal mode after =, a leading 0, g+s and g=s, a mode
// copied from a file outside the workdir (--reference=/usr/bin/passwd is
// 4755), install -m, and rsync --chmod. Setgid in the workdir
// (decided): a set-group-ID file is a privilege wherever it lies, so it
// asks anywhere; a set-group-ID directory only makes new files inherit
// its group, so a path surely a directory (written with a trailing /, .
// or ..) without -R is left alone.
var setIDCases = []evalCase{
	ask(`chmod =4755 bin/tool`, "cmd.credentials"),
	ask(`chmod =4755 /tmp/rt22e/t/f`, "cmd.credentials"),
	ask(`chmod 02755 bin/tool`, "cmd.credentials"),
	ask(`chmod 2755 ./bin/tool`, "cmd.credentials"),
	ask(`chmod g+s ./bin/tool`, "cmd.credentials"),
	ask(`chmod g=s bin/tool`, "cmd.credentials"),
	ask(`chmod =2755 bin/tool`, "cmd.credentials"),
	ask(`chmod g+s ~/bin/x`, "cmd.credentials"),
	ask(`chmod g+s /tmp/sh`, "cmd.credentials"),
	ask(`chmod 2755 /tmp/sh`, "cmd.credentials"),
	ask(`chmod -R g+s shared/`, "cmd.credentials"),
	ask(`chmod --reference=/usr/bin/passwd x`, "cmd.credentials"),
	ask(`chmod --reference /usr/bin/passwd /tmp/sh`, "cmd.credentials"),
	ask(`install -m =4755 x /tmp/y`, "cmd.credentials"),
	ask(`install -m =2755 x bin/y`, "cmd.credentials"),
	ask(`rsync -a --chmod=u+s ./bin/tool /usr/local/bin/`, "cmd.credentials"),
	ask(`rsync -a --chmod=Fu+s ./bin/tool dist/`, "cmd.credentials"),
	ask(`rsync -a --chmod=F4755 ./bin/tool dist/`, "cmd.credentials"),
	ask(`rsync -a --chmod=D755,Fg+s ./bin/ dist/`, "cmd.credentials"),
	allow(`chmod 2775 shared/`),
	allow(`chmod g+s shared/`),
	allow(`chmod g+s .`),
	allow(`chmod 755 bin/tool`),
	allow(`chmod =755 bin/tool`),
	allow(`chmod 0755 bin/tool`),
	allow(`chmod g-s bin/tool`),
	allow(`chmod +x ./run.sh`),
	allow(`chmod --reference=Makefile build.sh`),
	allow(`install -m 755 build/app bin/app`),
	allow(`install -m =0644 x.conf dist/x.conf`),
	allow(`rsync -a --chmod=D2775,F664 ./site/ dist/`),
	allow(`rsync -a --chmod=Fu+x ./bin/ dist/`),
}

func TestSetIDCases(t *testing.T) { runCases(t, setIDCases) }
