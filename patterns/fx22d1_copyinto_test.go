package patterns

import "testing"

// copyIntoCases (fx22d1, rt22d #4, issue 7 §3, §4): a copy or move of a
// glob or of several sources into DIR, and an extraction into -C/-d DIR,
// writes DIR's entries: under /etc that is cmd.system's (as rsync's is),
// elsewhere outside the workdir and the temporaries an overwrite outside
// that might be (cmd.delete-outside). Into the workdir or /tmp it is
// everyday work.
var copyIntoCases = []evalCase{
	ask(`cp conf/* /etc/nginx/`, "cmd.system"),
	ask(`mv conf/* /etc/nginx/`, "cmd.system"),
	ask(`cp -r conf/. /etc/nginx/`, "cmd.system"),
	ask(`tar -xf x.tar -C /etc/nginx`, "cmd.system"),
	ask(`cp -r dist/* /srv/site/`, "cmd.delete-outside"),
	ask(`cp a.conf b.conf /srv/site/`, "cmd.delete-outside"),
	ask(`unzip -o x.zip -d /opt/app`, "cmd.delete-outside"),
	ask(`tar -xf x.tar -C /opt/app`, "cmd.delete-outside"),
	allow(`cp conf/* build/`),
	allow(`cp -r dist/* /tmp/site/`),
	allow(`tar -xf x.tar -C vendor`),
	allow(`unzip -o x.zip -d /tmp/x`),
	allow(`mv *.log logs/`),
}

func TestCopyIntoCases(t *testing.T) { runCases(t, copyIntoCases) }
