package patterns

import "testing"

// modulePathCases (rt16d #12): a module-path variable pointing outside
// the project, or at a value not known here, loads code the line does
// not show; the project's own directories, the inherited value and the
// system's library directories are everyday. PATH with a temporary
// directory before the inherited one makes a later bare name run what
// that directory holds.
var modulePathCases = []evalCase{
	ask("PYTHONPATH=/tmp/evil python3 -m pytest", "cmd.unreadable"),
	ask("NODE_PATH=/dev/shm/n node app.js", "cmd.unreadable"),
	ask("env PERL5LIB=/var/tmp/l perl tool.pl", "cmd.unreadable"),
	ask("export RUBYLIB=/tmp/r; ruby x.rb", "cmd.unreadable"),
	ask("PYTHONHOME=/tmp/py python3 app.py", "cmd.unreadable"),
	ask("PYTHONPATH=../other python3 app.py", "cmd.unreadable"),
	ask("PYTHONPATH=~/lib python3 app.py", "cmd.unreadable"),
	ask("PYTHONPATH=$X python3 app.py", "cmd.unreadable"),
	ask("PYTHONPATH=src:/tmp/e pytest", "cmd.unreadable"),
	ask("PATH=/tmp/b:$PATH git status", "cmd.unreadable"),
	ask("export PATH=/dev/shm/x:$PATH; ls", "cmd.unreadable"),
	allow("PYTHONPATH=src pytest -q"),
	allow("PYTHONPATH=. python3 -m app"),
	allow("PYTHONPATH=$PWD/src:$PYTHONPATH pytest"),
	allow("NODE_PATH=./lib node index.js"),
	allow("PERL5LIB=lib prove -r t"),
	allow("PYTHONPATH=/usr/lib/python3/dist-packages python3 -c 'print(1)'"),
	allow("PATH=$PWD/node_modules/.bin:$PATH jest"),
	allow(`PATH="$HOME/go/bin:$PATH" make lint`),
	allow("PATH=/usr/local/go/bin:$PATH go version"),
	allow(`export PATH="$HOME/go/bin:$PATH"; goimports -l .`),
	ask("PATH=$X:$PATH git status", "cmd.unreadable"),
	ask("echo 'import os' > sitecustomize.py && PYTHONPATH=. python3 app.py", "cmd.unreadable"),
	ask("cp /tmp/u.py src/usercustomize.py; PYTHONPATH=src pytest", "cmd.unreadable"),
}

func TestModulePathCases(t *testing.T) { runCases(t, modulePathCases) }
