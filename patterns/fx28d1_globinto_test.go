package patterns

import "testing"

// globIntoCases (fx28d1, rt28d #1): the entries a glob copy, a split's
// prefix or an extraction writes into a directory outside the workdir
// ask as the directory spelled absolute does, however the directory is
// spelled: with .. (../other from /home/op/proj is /home/op/other) or ~
// (~/site is /home/op/site), read as the named-file forms are. Spelled
// so that it lands back in the workdir, or in a temporary directory, it
// is everyday work.
var globIntoCases = []evalCase{
	ask(`cp conf/* ../other/`, "cmd.delete-outside"),
	ask(`cp -r dist/* ../other-project/`, "cmd.delete-outside"),
	ask(`cp -r dist/* ~/site/`, "cmd.delete-outside"),
	ask(`mv conf/* ~/site/`, "cmd.delete-outside"),
	ask(`cp -r dist/. ../other/`, "cmd.delete-outside"),
	ask(`cp conf/* ../../srv/site/`, "cmd.delete-outside"),
	ask(`tar xf x.tar -C ../other`, "cmd.delete-outside"),
	ask(`tar -xzf x.tgz --directory=../other`, "cmd.delete-outside"),
	ask(`tar -xf x.tar -C ~/app`, "cmd.delete-outside"),
	ask(`unzip -o x.zip -d ../other`, "cmd.delete-outside"),
	ask(`unzip x.zip -d ~/app`, "cmd.delete-outside"),
	ask(`7z x a.7z -o../other`, "cmd.delete-outside"),
	ask(`split -l 10 data.txt ../part-`, "cmd.delete-outside"),
	ask(`split -l 10 data.txt ~/.part-`, "cmd.delete-outside"),
	ask(`split -b 1M big.bin ~/parts/x-`, "cmd.delete-outside"),
	// -t DIR (--target-directory) names the directory as DIR/ does:
	// several sources might overwrite what is there, one is left alone
	// (as cp a.js DIR/ is), never "certain"
	ask(`cp -t ../other a.js b.js`, "cmd.delete-outside"),
	ask(`mv -t ~/site a b`, "cmd.delete-outside"),
	ask(`cp --target-directory=/srv/site a.js b.js`, "cmd.delete-outside"),
	allow(`cp --target-directory=/srv/site a.js`),
	allow(`cp -t /srv/site a.js`),
	allow(`cp a.js /srv/site/`),
	allow(`cp -t build a.js b.js`),
	allow(`cp conf/* ./sub/`),
	allow(`cp conf/* sub/../build/`),
	allow(`cp conf/* ../proj/build/`),
	allow(`cp -r dist/* ~/proj/public/`),
	allow(`tar xf x.tar -C ./vendor/../vendor`),
	allow(`tar xf x.tar -C ../proj/vendor`),
	allow(`unzip -o x.zip -d ~/proj/assets`),
	allow(`split -l 10 data.txt parts/p-`),
	allow(`split -l 10 data.txt ../proj/parts/p-`),
	allow(`cp conf/* ../../../tmp/x/`),
}

func TestGlobIntoCases(t *testing.T) { runCases(t, globIntoCases) }
