package patterns

import "testing"

// fx43dWriteCases (fx43d, rt42 #7): writes DEFAULTS.md counted but no
// default reached. A one-file decompressor's output beside an input in
// the home is the input's name without its suffix, which the line names
// as surely as cp's destination; patch's -o is a write of that file;
// an install target pointed at a system tree by DESTDIR, PREFIX or an
// earlier configure step writes that tree. A stage or build directory
// in the work tree stays everyday.
var fx43dWriteCases = []evalCase{
	ask(`gzip -d ~/notes.txt.gz`, "cmd.delete-outside"),
	ask(`bunzip2 ~/x.bz2`, "cmd.delete-outside"),
	ask(`unxz ~/x.xz`, "cmd.delete-outside"),
	ask(`zstd -d --rm ~/x.zst`, "cmd.delete-outside"),
	ask(`gunzip -k ../other/data.csv.gz`, "cmd.delete-outside"),
	ask(`python3 -m gzip -d ~/n.txt.gz`, "cmd.delete-outside"),
	allow(`gzip -d build/x.gz`),
	allow(`gunzip -k dist/*.gz`),
	allow(`gunzip /tmp/x.gz`),
	allow(`gzip -dc ~/x.gz > out.txt`),
	allow(`zstd -d ~/x.zst -o out.bin`),

	ask(`patch -o /etc/hosts < x.diff`, "cmd.system"),
	ask(`patch -o /etc/hosts x.orig < x.diff`, "cmd.system"),
	ask(`patch --output=/etc/hosts -i x.diff`, "cmd.system"),
	ask(`patch -o ~/notes.txt notes.txt < b.diff`, "cmd.delete-outside"),
	ask(`patch ~/.bashrc x.diff`, "cmd.delete-outside"),
	allow(`patch -p1 -o out.c < fix.patch`),
	allow(`patch -o - a.c < x.diff`),
	allow(`patch --dry-run -o /etc/hosts < x.diff`),
	allow(`patch src/a.c fix.patch`),

	ask(`make DESTDIR=/ install`, "cmd.guard-tamper"),
	ask(`make install PREFIX=/usr`, "cmd.delete-outside"),
	ask(`DESTDIR=/ make install`, "cmd.guard-tamper"),
	ask(`make -j4 DESTDIR=/opt/x install-strip`, "cmd.delete-outside"),
	ask(`./configure --prefix=/etc && make install`, "cmd.credentials"),
	ask(`cmake -DCMAKE_INSTALL_PREFIX=/usr .. && make install`, "cmd.delete-outside"),
	ask(`cmake --install build --prefix /usr`, "cmd.delete-outside"),
	ask(`pip install --prefix /etc x`, "cmd.system"),
	allow(`make install DESTDIR=$PWD/stage`),
	allow(`make DESTDIR=./pkg install`),
	allow(`make -C build install DESTDIR=stage`),
	allow(`./configure --prefix=$PWD/inst && make && make install`),
	allow(`cmake --install build --prefix ./out`),
	allow(`make DESTDIR= install`),
	allow(`make test PREFIX=/usr`),
	allow(`make install`),
	allow(`sudo make install`),
	allow(`pip install --prefix ./venv x`),
}

func TestFx43dWrites(t *testing.T) { runCases(t, fx43dWriteCases) }

// fx43dHandPrefixCases: the conventional prefixes of software built by
// hand, and a stage whose name the line makes, stay everyday.
var fx43dHandPrefixCases = []evalCase{
	allow(`make install PREFIX=$HOME/.local`),
	allow(`make PREFIX=/usr/local install`),
	allow(`./configure --prefix=/usr/local && make && make install`),
	allow(`d="$(mktemp -d -t build.XXXXXX)"; make DESTDIR="$d" install; rm -rf "$d"`),
	ask(`./configure --prefix=/opt/app && make install`, "cmd.delete-outside"),
}

func TestFx43dHandPrefix(t *testing.T) { runCases(t, fx43dHandPrefixCases) }
