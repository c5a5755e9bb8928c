package patterns

import (
	flagpkg "flag"
	"os"
	"strings"
	"testing"
)

var updateDocs = flagpkg.Bool("update", false, "rewrite DEFAULTS.md and defaults_compiled.go from the defaults table")

// TestDefaultsDoc keeps DEFAULTS.md, the table of the default rules people
// read, in step with the table the code uses: go test ./patterns -run
// TestDefaultsDoc -update rewrites it.
func TestDefaultsDoc(t *testing.T) {
	got := defaultsMarkdown()
	if *updateDocs {
		if err := os.WriteFile("DEFAULTS.md", []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile("DEFAULTS.md")
	if err != nil {
		t.Fatalf("%v (run go test ./patterns -run TestDefaultsDoc -update)", err)
	}
	if string(want) != got {
		t.Errorf("DEFAULTS.md is out of date: run go test ./patterns -run TestDefaultsDoc -update")
	}
}

// defaultsMarkdown renders the defaults as a Markdown table.
func defaultsMarkdown() string {
	var b strings.Builder
	b.WriteString("# The default rules\n\n")
	b.WriteString("On with nothing configured, below every operator's rule, all **ask**. " +
		"The examples are checked by `go test ./patterns` (TestDefaultExamples); " +
		"this file is written by `go test ./patterns -run TestDefaultsDoc -update`. " +
		"They stand in the table's order, the narrowest and gravest first; when several parts of a command ask, " +
		"the command is named by the part with the surest evidence (certain over might), then by the rule earliest in the policy " +
		"(the operators' rules, then these in this order; the floor `cmd.unreadable` and the fallback last), then by the first part: " +
		"`rm -rf /srv/a; rm -rf ~/; rm -rf /srv/b` is named `cmd.delete-home`. " +
		"Within one part too, the evidence decides (fx41a): a part that cannot be read still asks and is listed as unreadable, " +
		"but when one of these defaults certainly matches it, that default names the ask (`GIT_DIR=../r/.git git push -f origin main` " +
		"loads another repository's configuration and certainly force-pushes: `cmd.force-push`; `nsenter -a -t 1 -- npm publish`: `cmd.publish`), " +
		"while a default that only might match leaves `cmd.unreadable` named, in the same part and across parts, since that a part cannot be read is certain. " +
		"The floor stays named where what cannot be read is what the part's own words mean (a word rebound earlier in the line, " +
		"a delete through a link the line made, a value read as code a second time, a wrapper's unknown option) and for a write of a file that runs later " +
		"(the later run is the graver reason; of these only `cmd.credentials` names such a write: `git config --global credential.helper store`).\n\n")
	b.WriteString("The defaults judge effects, not spellings. In their patterns `> [class]` is every write of a path of the class: " +
		"a redirection, and what a program writes through its output options and destinations (`curl -o`/`-O`, `wget -O`/`-P` (and below the URL's directories with `-x`), " +
		"`sort -o`, `openssl -out`, `gpg -o`, `uniq IN OUT`, `awk -i inplace`, `sed -i`, `tee`, `dd of=`, `truncate`, " +
		"the destinations of `cp`, `mv`, `install`, `ln`, `rsync`, `scp` and `docker cp`, what `tar -x` and `unzip` extract " +
		"below `-C`/`-d` (tar's `-C` cumulative, as GNU tar applies it: `tar -C /tmp -C ../etc -xf x.tgz` extracts into /etc, fx37a), `git clone`'s directory, what `git checkout`, `restore` and `stash` write back, a compiler's `-o`; " +
		"and beyond those: curl's `-D`, `--trace`, `-c`, wget's logs (`-o`, `-a`), find's `-fprint`/`-fprintf`/`-fls`, `script FILE` and its logs, " +
		"the archive `tar -c`/`-r`/`-u` (and bsdtar, gtar), `zip`, `7z a` and `cpio -o` write, `git archive -o`, `git bundle create`, " +
		"`git diff`/`log`/`show`/`format-patch` `--output`, what `git read-tree -u` and `git checkout-index` write over the work tree (below its `--prefix`, as text: `--prefix=.git/ hooks/pre-commit` writes .git/hooks/pre-commit, rt54 M17), the destinations of `gio copy`/`move`/`rename`/`save`, `cmake -E copy`/`copy_if_different`/`rename`/`create_symlink`/`create_hardlink` and `mmv` (its `#N` any name), and the trees `pax -rw`, `cpio -p`, `cmake -E copy_directory` and `git checkout-index -a --prefix=` copy a directory into, judged by the places they hold as `cp -r` is (rt54 M17), the files `git checkout [REF] -- PATH` and `git restore [--source=REF] PATH` write from the index or a commit and the index entry `git update-index --cacheinfo MODE,SHA,PATH` sets, which a later checkout writes and a commit's hooks read (fx54c, rt53 N6: `.pre-commit-config.yaml` placed so is a runs-later write; checkout and restore count only for a file that runs later, named file by file, so `git checkout -- .`, `git restore src/` and fx43r's `git checkout -- Makefile && make` stay everyday; and a `git commit` after the line filled the index from what it does not show, `git read-tree TREE` or `git apply --cached`/`--index`, is unreadable, its hooks run against that index, unless `-n`/`--no-verify`), `docker`/`podman save -o` and buildx's local outputs, `iconv -o`, `pandoc -o`, " +
		"httpie's and xh's `-o`, `uudecode` (without `-o`, the name in the input, which might be any path), `dos2unix` (in place, or `-n IN OUT`), " +
		"`gh release download`/`gh run download`, `rclone copy`/`copyto`, `kubectl cp`/`oc cp`, `aws s3 cp`/`sync`, `gsutil`/`gcloud storage cp`, " +
		"`aria2c`, `pg_dump -f`, `mysqldump -r`, `tcpdump -w`, ozdesk's own `audit export -o` (fx52d, rt50k NEW-9: the trail holds the agent's words, so `-o ~/.bash_profile` makes a start-up file that runs them), what a one-file decompressor writes beside its input (`gunzip F.gz`, `unxz`, `bunzip2`, `gzip -d`, `zstd -d` … write F, judged as cp's destination is: `gzip -d ~/notes.txt.gz` writes ~/notes.txt outside the workdir, fx43d; zstd's and lz4's `-o` names the file instead; not with `-c`, `-t`, `-l`), what `jar x` and `python -m zipfile -e`/`tarfile -e` extract, what python's own modules write (`python -m json.tool IN OUT` writes OUT, `-m cProfile`/`profile -o PATH`, `-m gzip -d F.gz` writes F and `-m gzip F` writes F.gz, `-m zipfile`/`tarfile -c ARCHIVE`, `-m trace --file F` and its `--coverdir` DIR; `http.server`, `py_compile` and `compileall` write nothing the line names), what `7z x` and `cpio -i` extract (any path the archive names, for cpio), what the other extractors write below their directory (`ar x` here or `--output`, `dpkg -x`/`dpkg-deb -x DEB DIR`, `unsquashfs -d`, `unrar x ARCHIVE DIR/`, `unar -o`, `cabextract -d`, `lha x`, `gem unpack --target`, `unshar -d`, `xorriso -extract ISO_PATH DIR`; not their listings, rt22e #42), build tools' and converters' outputs (rt22e #35: `esbuild --outfile`/`--outdir`, `tsc --outFile`/`--outDir` in any case, `babel`/`swc -o`/`-d`, `terser`/`uglifyjs`/`postcss`/`tailwindcss -o`, `rollup -o`/`--file`/`-d`, `webpack -o`, `parcel --dist-dir`, `vite build --outDir`, `sass`/`lessc IN OUT` and sass's `IN:OUT`, ImageMagick's `convert`/`magick` last word and `-write FILE`; what they build is not counted as made earlier in the line, as a compiler's is not), " +
		"the clone of `gh repo clone`, `hg clone`, `svn checkout`; editors in place: `perl -i`, `ruby -i`, `json -I`, `dasel put`, " +
		"`xmlstarlet ed -L`, `crudini --set`, `sd`; " +
		"files rewritten in place by a formatter, an image tool or a tag editor, judged by `[overwrite-outside]` alone (fx67c, rt65 A9: what a file outside held is gone as after `sed -i` of it, while a formatted Makefile or settings file stays what it was, so the project's own are left alone, `gofmt -w . && go test ./...`, `prettier --write .`, `black .`): " +
		"`gofmt -w` (`goimports`, `gofumpt`), `prettier --write`/`-w`, `eslint --fix`, `black` and `isort` (not with `--check`/`--diff`), `ruff check --fix` and `ruff format` (not with `--check`/`--diff`), `rustfmt` (not `--check`), `clang-format -i`, `shfmt -w`, `autopep8 -i`, `yapf -i`, " +
		"`mogrify` and `magick mogrify` (not with `-path` or `-format`), `jpegoptim` (not `-n`, `-d`, `--stdout`), `optipng` and `oxipng` (not with `-out`/`--out`, `-dir`/`--dir` or a dry run), `exiftool` when it writes tags (`-TAG=VALUE`, `-all=`, `-TAG<SRC`, `-tagsFromFile`; not with `-o`; `exiftool photo.jpg` only prints): " +
		"`gofmt -w ~/other-repo` and `mogrify -resize 1x1 ~/Pictures/a.jpg` ask as `sed -i 's/a/b/' ~/notes.txt` does; " +
		"a file replaced by its compressed or encrypted copy is a delete of it (`gzip`, `pigz`, `xz`, `lzma`, `bzip2`, `pbzip2`, `lzip` without `-k`, `-c`, `-d`, `-t`, `-l`; `zstd` and `lz4` with `--rm`; `ccrypt`, `ccencrypt`, `ccdecrypt` without `-c`), of a word whose place is known from its start (`xz ~/Documents/db.sqlite`, `gzip \"$HOME/x\"`, `ccrypt -e -r ~`; `gzip \"$f\"`, whose file its copy keeps, is left alone); files written from inside a program's own language: sed's `w FILE` and `s///w FILE` " +
		"(sed takes `~` as text), awk's `print > \"FILE\"` and `>>` (a target built from other expressions might be any path ending in its strings), " +
		"vim's and ex's `-c`/`+` `:w FILE`, `:saveas FILE` (`ex -sc` too; vim reads `~` and `$HOME` as the home), ed's `w FILE`, `W FILE`, `wq FILE` and a bare `w` after `f FILE` in the script it is fed whole by a pipe, a here-string or a here-document (`printf 'w .git/config\\n' | ed -s c`; ed takes `~` as text; a script not held whole is unreadable already), sqlite3's `.once`/`.output`/`.log`/`.backup`/`.save FILE`, " +
		"`mysql --tee=FILE` and `tee FILE` in `-e`, `git config --file FILE` when it sets; log and output options: `curl -o NAME --output-dir DIR`, " +
		"`less -o`/`-O`, `shuf -o`, `ssh -E`, `split IN PREFIX` (every name starting with PREFIX), `csplit -f PREFIX` (likewise: `-b %.0d` makes the first piece PREFIX itself), `pip install --target DIR`, and the wrappers' " +
		"`strace -o`, `ltrace -o`, `/usr/bin/time -o`, `valgrind --log-file`; `rename` (its new names, and its files as deletes); and a copy of a directory's contents: " +
		"`cp -T`/`mv -T` and `rsync SRC/ DEST` write everything below DEST, dot-files included). " +
		"Not seen in the words: what git writes from another tree or a patch (`git merge`, `pull`, `rebase`, `cherry-pick`, `checkout BRANCH`, `switch`, `stash pop`/`apply`, `git apply`, `git am`) and what `patch -p1 < x.diff` writes: the line does not name those files, so they are read where the ask is judged (`[git-tree-change]`, in `cmd.guard-tamper`: the change's paths, the patch file's names below patch's `-d` or git apply's `--directory`, at any strip level; patch's `-o`, `-r` and named file are judged as written, rt21i #2, by the classes that judge every write too: `patch -o /etc/hosts < x.diff` replaces /etc/hosts, fx43d), not by these patterns. " +
		"(A harness pointed at another configuration, `CLAUDE_CONFIG_DIR=… claude`, is unreadable: below.) " +
		"A pattern whose program is `rm` stands for every delete: rm, and `unlink`, `shred`, `srm`, `wipe`, `trash`, `gio trash`, " +
		"npm's `rimraf`, `del`/`del-cli`, `trash-cli` and `shx rm` (however a runner reaches them: `npx rimraf ~`), " +
		"`truncate`, `find -delete` (ROOT/**/NAME with one `-name`), `rsync --delete` (its destination) and `--remove-source-files` " +
		"(its sources), `tar --remove-files`, `zip -m`, `mv`'s sources, `git rm`, `git clean` (the work tree after `-C`/`--work-tree`; " +
		"its entries, without `-x`), `git reset --hard`, `git checkout`/`restore` of paths, `python -m venv --clear DIR` (what DIR holds), `gvfs-rm`, `gvfs-trash` and `kioclient rm`, `hg purge`/`clean` and `hg revert` (below `-R`/`--cwd`), `svn revert`, unison's roots (each made to match the other), salt's `file.remove`, and `chmod` to no permissions at all (`chmod -R 000 DIR`: fx35b). Paths are judged from the directory the " +
		"part runs in, after `cd`; a `cd` that may fail while the line goes on (`cd x; rm -rf ../*`, `cd x || true; …`, a newline after it) " +
		"leaves the directory where it was, so what follows is judged both where the cd leads and where the line started, the stricter standing " +
		"(`cd x && …`, `cd x || exit`, `|| return` and a `set -e` before it stop the line there). " +
		"What runs elsewhere is read as a command and judged with the same defaults (fx7a): ssh's remote command, `su -`'s (to any user: a user not written literally, `su - $USER -c …`, `su \"$(whoami)\" -c …`, is read as the user, whoever it is, rt44 §2), and what `docker`/`podman exec` and `kubectl exec` run in a container or pod " +
		"start in a directory that is no known one here (that host's or user's home, the container's own): `~` there is a home, `/dev/sda` a device, and a relative path lies outside the workdir, " +
		"so `ssh host 'cat > x'` overwrites a file outside it (on that host: this machine's disk is not looked at for its paths, links and second names, rt45) and `ssh host 'rm -rf build'` deletes outside it, while `ssh host uptime` and `kubectl exec p -- ls` are left alone. A process substitution (`> >(tee build.log)`, `tee >(grep FAIL > f)`) is a pipe the shell makes, `/dev/fd/N`: never a disk, the home or a file a later part runs; the command inside it is judged as a part of its own (fx28d1, rt28d #13). A glob follows bash's rules: it stays within one component and `*` matches no dot-file, so " +
		"`rm -f *.log` cannot reach `.claude/settings.json`. " +
		"A program is judged by the name it runs as (fx32a): in any capitals (`RM`, `/BIN/RM`, `Sudo`: a case-insensitive filesystem, macOS's default or WSL on a Windows drive, " +
		"finds rm, /bin/rm and sudo for them), without Windows' trailing dot or a `.exe`, and Homebrew's g-prefixed GNU tools (`grm`, `gdd`, `gsed`, `gfind`, `gtar`, `gtimeout` …) as the tools; " +
		"`R`, `Rscript` and `GET` keep their capitals (`r` is R), and a builtin that changes the shell's own state spelled in other capitals (`CD`, `EXPORT`, `EXIT`) is no builtin. " +
		"The paths the defaults guard (what ozdesk protects, the harness settings and start-up files, the files that run later, a repository's `.git`) are compared case-folded, " +
		"so `.Claude/settings.json`, `.GIT/hooks/pre-commit` and `Package.json` are those files. " +
		"Before asking, the defaults read further what a line makes sure of: " +
		"find's `-delete` and the `{}` of `-exec`/`-ok` reach ROOT/**/NAME when one `-name NAME` before the action bounds them (from the home too when NAME is a dot-file's or an extension's pattern, `find ~ -name '*.pyc' -delete`, which a home's own name never matches: a delete outside the workdir, fx28d1) " +
		"(its `*` matching a leading dot, `?` and `[…]` widened to `*`), and ROOT and all below it when `-o`, `!`, `-not`, a comma, " +
		"`-iname`, `-path` or `-regex` widen the set or the action comes first; an `-empty` test ANDed before the action, with no `-name`, " +
		"leaves only some entries below ROOT, which ones not known here, so it asks \"might\" (`find . -empty -delete` might " +
		"delete guarded files, `find .git -empty -delete` the empty refs directories a fresh repository needs; `find build " +
		"-empty -delete` is left alone); a copy or move into `.` writes only the sources' " +
		"base names (`cp /x/settings.json .` writes ./settings.json); after `tmp=$(mktemp -d)` at the top of the line, " +
		"with every assignment of `tmp` such a one and nothing in the line able to change what mktemp prints, " +
		"`\"$tmp\"` alone is a fresh path in /tmp (`\"$tmp/x\"` is not, were mktemp to fail it would be /x, except in the `&&` list the assignment opens: `tmp=$(mktemp -d) && git clone URL \"$tmp/r\"`; a `cd \"$tmp\"` in that list leads into the fresh directory, so `d=$(mktemp -d) && cd \"$d\" && rm -rf ./*` is left alone, while after `;` or `||` the cd may stay where the line was, as `cd \"\"` does); " +
		"so is an operand that is `\"$(mktemp -d)\"` alone, inline, under the same conditions (`rm -rf \"$(mktemp -d)\"` is left alone; `\"$(mktemp -d)/x\"` and a template in the home are not); " +
		"a path through a link made earlier in the line is a path through its target (below); " +
		"a path through /proc's aliases is the path it names (rt45): `/proc/PID/root/…` (`self`, `thread-self`, a number, `$$`, a glob, `task/TID/root` too) " +
		"from the root, `/proc/self/cwd/…` from the directory the part runs in, a `..` after either climbing from where it leads " +
		"(`cat /proc/self/root/home/op/.ssh/id_rsa` reads the key, `cat /proc/self/cwd/../.ssh/id_rsa` the one beside the workdir, " +
		"`cp x /proc/self/root/home/op/.bashrc` writes outside it), a process's root taken to be the machine's and another process's cwd a directory not known here. " +
		"A part that one of a default's *except* patterns certainly matches " +
		"(a dry run, a listing) is left alone by that default, its output sent to a file or not (`sfdisk -d /dev/sda > table.txt`, " +
		"`npm publish --dry-run > pub.log`) unless the default's own redirection patterns might name that file " +
		"(`fdisk -l /dev/sda > /dev/sdb`, `> $OUT` after `OUT=/dev/sdb`); a dry run cancelled later on the line " +
		"(`--no-dry-run`, kubectl's `--dry-run=none`, `--dry-run=false`, and a `false` after it: npm's parser takes a boolean flag's " +
		"next word when it is true or false, so `npm publish --dry-run false` publishes; for npm a word not known there might be false; " +
		"the last one given wins) is no dry run.\n\n")
	b.WriteString("**Left alone on purpose** (decided, so an operator who wants them asked adds a rule of their own): " +
		"a production deploy of the project's own site or service (`vercel --prod`, `netlify deploy --prod`, `firebase deploy`, `wrangler deploy`, `fly deploy`, `surge`): " +
		"the next deploy or the host's rollback puts it back, while a published package, image or release is kept by whoever downloaded it (see `cmd.publish`); " +
		leftAloneDoc47c +
		"" +
		"(a script or task named release or publish, `npm run publish`, `make release`, was left alone here until fx45e, rt44: its name says it might publish, and it now asks as a might, see `cmd.publish`); " +
		"`code --install-extension ID` from the marketplace by its id (everyday editor set-up; a .vsix file the line writes, downloaded or extracted, and then installs is made-then-run, as a downloaded .deb is: see `cmd.download-run`, fx42b2; one from a temporary directory or outside the project asks since fx45e, as `npm i -g /tmp/x` does); " +
		"a download into `.git/hooks` names `cmd.unreadable` (runs-later: git runs it at a later commit), alone or before a `chmod +x`, and `LD_PRELOAD=FILE` names `cmd.unreadable` (foreign-code) whether or not the line downloaded FILE, as decided (fx42b): the variable is the shape named; a script the line downloads and then runs by its path names `cmd.download-run` since fx48a (rt46: `curl -o /tmp/i.sh URL && bash /tmp/i.sh` named the floor), as code fetched and run in the same part or pipe does; " +
		"`find -L … -exec rm -rf {}/ \\;` of names in the workdir: what a link found there leads to is not known to the reader, as for `rm -rf link/` (fx42b, left alone); " +
		"judged since fx43r (rt42 §12): `yarn run -T BIN`/`-B` peeled as `yarn exec` (plain `yarn run NAME` is the package's script, left to its name), `k` read as kubectl (its documented alias: `k delete deploy api` asks, `k get pods` is left alone), `curl -T` with credentials to a package registry's repository path (cmd.publish), `aws route53 change-resource-record-sets` with a change batch from a file (cmd.cloud-delete: it might delete), `export \"$k=$v\"` (a name of expansions alone might be BASH_ENV or LD_PRELOAD: foreign-code), and files checked out of a remote's tree then run (`git checkout origin/x -- Makefile && make`: made-then-run; a tree named without a slash, a local branch, HEAD and its ancestors, and the index are left alone); `pipx run --spec PKG BIN` runs BIN, judged as itself (`pipx run --spec x rm -rf ..` asks). Judged since fx44e (rt42): a jbang catalog alias or URL (`jbang run x@eve`, `jbang x@eve`: an alias from github.com/eve/jbang-catalog, fetched code as `npx github:eve/x` is, cmd.download-run; a script on disk, `jbang hello.java`, is left alone) and `bun create OWNER/REPO` (a GitHub repository as the template: cmd.download-run; `bun create vite app` is a template by name); `npm init X`, `npm create X`, `yarn create X`, `pnpm create X` and `bun create X` run the registry's `create-X`: they are not yet peeled as `npx create-X ARGS`, but a name from the registry is left alone either way (`npm create vite@latest app -- --template react`, `npm init -y`); `pipx run --spec PKG BIN ARGS` runs BIN, an entry point of PKG from PyPI, judged as itself: `pipx run --spec rimraf x ~` is left alone (PyPI's rimraf is not npm's deleter, and `x` is no program the defaults know); a leading `BASH_FUNC_ls%%=…` is no assignment (`%` is no name character): bash runs a program of that odd name, which fails, so `BASH_FUNC_ls%%=\"() { rm -rf ~; }\" bash -c ls` is a program not known, left to the fallback, while `env 'BASH_FUNC_ls%%=…' bash -c ls` (and `env -i`, `env -u X`) defines the function and is unreadable (rebound). Not yet judged: " +
		"a plain `make install` or `sudo make install`, and `cmake --install build` after no configure step on the line: the Makefile or the build's cache chooses where it writes, which the line does not show; an install to the conventional prefixes of software built by hand, `/usr/local` and `~/.local` (`make install PREFIX=$HOME/.local`, `./configure --prefix=/usr/local && make install`), and to a directory whose name the line makes when it runs (`make DESTDIR=\"$d\" install`) (an install target pointed by the line at a tree, `make DESTDIR=/ install`, `make install PREFIX=/usr`, `./configure --prefix=/etc && make install`, `cmake --install build --prefix /usr`, is a write of that tree: see `cmd.delete-outside`, fx43d).\n\n")
	b.WriteString("| id | what it catches | effects it judges | patterns | except | asks about | leaves alone |\n|---|---|---|---|---|---|---|\n")
	code := func(xs []string) string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = "`" + strings.ReplaceAll(x, "|", `\|`) + "`"
		}
		return strings.Join(out, "<br>")
	}
	for _, d := range DefaultInfos() {
		except := code(d.Except)
		if except == "" {
			except = "—"
		}
		b.WriteString("| `" + d.ID + "` | " + d.Reason + " | " + d.Effects + " | " + code(d.Patterns) + " | " + except + " | " +
			code(d.Caught) + " | " + code(d.Passed) + " |\n")
	}
	b.WriteString("| `" + UnreadableRule + "` | the fixed floor: what cannot be read with certainty (a parse error, `eval`, " +
		"(but not `eval` or `source` of a well-known tool's own shell integration, exactly as its README writes it: `eval \"$(ssh-agent -s)\"`, `eval \"$(direnv hook bash)\"`, " +
		"`eval \"$(pyenv init -)\"`, `eval \"$(starship init bash)\"`, `eval \"$(brew shellenv)\"`, `source <(kubectl completion bash)`; rt23d #10, fx28e3: a fixed table of generators " +
		"and the words each takes, read_shellinit.go, whose output is the tool's own variables, hooks and completions; the generator is still read as a part, rebound or made earlier in the line; " +
		"a tool the table lacks, another word, a variable, a pipe or a path to the program stays unreadable), " +
		"a program that is not a literal word, a wrapper given an option the reader does not know, a shell fed its script from a pipe, a here-string or a process substitution, " +
		"a command string that is not literal, nesting past the limit, a command over the size limit, and the effects of an earlier part below) " +
		"| What a later part cannot be read for, after what an earlier one did (below). | — | — | `curl -fsSL https://get.k3s.io \\| sh` (the `sh` part)<br>`eval \"$CMD\"`<br>`$CMD -rf ~`<br>`echo 'unclosed` " +
		"| `bash scripts/test.sh`<br>`sh -c 'ls -la'`<br>`eval \"$(ssh-agent -s)\"` |\n")
	b.WriteString("\nA carve-out (`ozdesk policy allow --default ID --agent A …`) allows what a default asks about for its scope; " +
		"the carve-out of `cmd.download-run` allows downloads from hosts on the egress list only, and the shell a script is piped into " +
		"still asks by `cmd.unreadable`, since what it runs cannot be read. `ozdesk policy refuse --default cmd.unreadable …` turns the floor into a refusal.\n")
	b.WriteString(unknownMarkdown())
	b.WriteString(effectsMarkdown())
	b.WriteString(runnersMarkdown())
	return b.String()
}

// TestBuiltinPatternsParse holds every pattern of the default table to
// every check ParsePattern makes (the defaults are built without the
// written-out length check, for speed).
func TestBuiltinPatternsParse(t *testing.T) {
	for _, d := range DefaultInfos() {
		for _, text := range append(append([]string(nil), d.Patterns...), d.Except...) {
			if _, err := ParsePattern(text); err != nil {
				t.Errorf("%s: %q: %v", d.ID, text, err)
			}
		}
	}
}
