package patterns

import (
	"fmt"
	"testing"
	"time"
)

// fx67cRewriteCases (fx67c, rt65 A9, issue 7): formatters with their
// write flag, image tools, exiftool's tag writes, ccrypt and the one-file
// compressors rewrite or replace the files they are given; outside the
// workdir that asks as `sed -i` of the file does (cmd.delete-outside),
// while their checks, prints and the project's own files stay everyday.
var fx67cRewriteCases = []evalCase{
	ask(`sed -i 's/a/b/' ~/Documents/notes.txt`, "cmd.delete-outside"),
	// image tools and tags
	ask(`mogrify -resize 1x1 ~/Pictures/a.jpg`, "cmd.delete-outside"),
	ask(`find ~/Pictures -iname "*.jpg" -exec mogrify -resize 1x1 {} +`, "cmd.delete-outside"),
	ask(`magick mogrify -resize 50% ~/Pictures/a.jpg`, "cmd.delete-outside"),
	ask(`exiftool -all= -overwrite_original ~/Pictures/`, "cmd.delete-outside"),
	ask(`exiftool -Artist=me ~/Pictures/a.jpg`, "cmd.delete-outside"),
	ask(`jpegoptim --max=1 ~/Pictures/*.jpg`, "cmd.delete-outside"),
	ask(`optipng -o7 ~/Pictures/a.png`, "cmd.delete-outside"),
	ask(`oxipng -o 4 /srv/site/logo.png`, "cmd.delete-outside"),
	allow(`mogrify -resize 50% assets/*.png`),
	allow(`mogrify +profile '*' *.jpg`),
	allow(`mogrify -path out -resize 50% ~/Pictures/*.jpg`),
	allow(`mogrify -strip -font ~/fonts/a.ttf assets/a.png`),
	allow(`magick ~/Pictures/a.jpg -resize 50% out.jpg`),
	allow(`exiftool photo.jpg`),
	allow(`exiftool ~/Pictures/a.jpg`),
	allow(`exiftool -r -if '$Make' -p '$FileName' ~/Pictures`),
	allow(`exiftool -all= -o out.jpg ~/Pictures/a.jpg`),
	allow(`exiftool -all= assets/photo.jpg`),
	allow(`jpegoptim -n ~/Pictures/a.jpg`),
	allow(`jpegoptim -d out ~/Pictures/a.jpg`),
	allow(`optipng -out out.png ~/Pictures/a.png`),
	// ccrypt
	ask(`ccrypt -e -K x ~/Documents/a.pdf`, "cmd.delete-outside"),
	ask(`ccencrypt ~/Documents/a.pdf`, "cmd.delete-outside"),
	ask(`ccrypt -e -r ~`, "cmd.delete-home"),
	allow(`ccrypt -c ~/Documents/a.pdf.cpt`),
	allow(`ccrypt -e secrets.txt`),
	// formatters
	ask(`gofmt -w ~/other-repo`, "cmd.delete-outside"),
	ask(`gofmt -w ~/other-repo/`, "cmd.delete-outside"),
	ask(`prettier --write ~/other-repo`, "cmd.delete-outside"),
	ask(`black ~/other-repo`, "cmd.delete-outside"),
	ask(`black -l 100 ~/x.py`, "cmd.delete-outside"),
	ask(`ruff check --fix ~/other-repo`, "cmd.delete-outside"),
	ask(`ruff format /srv/app`, "cmd.delete-outside"),
	ask(`eslint --fix ~/other-repo`, "cmd.delete-outside"),
	ask(`clang-format -i ~/other-repo/*.c`, "cmd.delete-outside"),
	ask(`clang-format -i -style=file ~/other-repo/a.c`, "cmd.delete-outside"),
	ask(`rustfmt ~/other/src/main.rs`, "cmd.delete-outside"),
	ask(`shfmt -w ~/scripts/x.sh`, "cmd.delete-outside"),
	ask(`isort ~/x.py`, "cmd.delete-outside"),
	ask(`autopep8 -i ~/x.py`, "cmd.delete-outside"),
	ask(`yapf -i ~/x.py`, "cmd.delete-outside"),
	allow(`gofmt -w .`),
	allow(`gofmt -w . && go test ./...`),
	allow(`gofmt -w x.go && go test ./...`),
	allow(`gofmt -l ~/other-repo`),
	allow(`gofmt -d ~/other-repo`),
	allow(`prettier --write src`),
	allow(`prettier --write ./`),
	allow(`prettier --write . && npm test`),
	allow(`prettier --check ~/other-repo`),
	allow(`prettier --config ~/.prettierrc --write src`),
	allow(`black .`),
	allow(`black ./ && pytest`),
	allow(`black --check ~/other-repo`),
	allow(`black --diff ~/other-repo`),
	allow(`isort . && black .`),
	allow(`isort --check-only ~/other-repo`),
	allow(`ruff check --fix`),
	allow(`ruff check ~/other-repo`),
	allow(`ruff check --fix . && pytest`),
	allow(`ruff format --check /srv/app`),
	allow(`eslint --fix src`),
	allow(`eslint ~/other-repo`),
	allow(`eslint --fix -c ~/eslintrc.json src`),
	allow(`clang-format -i src/*.c`),
	allow(`clang-format -style=file ~/other-repo/a.c`),
	allow(`rustfmt --check ~/other/src/main.rs`),
	allow(`autopep8 ~/x.py`),
	// compressors
	ask(`xz ~/Documents/db.sqlite`, "cmd.delete-outside"),
	ask(`xz -T0 ~/Documents/db.sqlite`, "cmd.delete-outside"),
	ask(`gzip -f ~/Documents/notes.txt`, "cmd.delete-outside"),
	ask(`gzip "$HOME/notes.txt"`, "cmd.delete-outside"),
	ask(`bzip2 ~/Documents/notes.txt`, "cmd.delete-outside"),
	ask(`zstd --rm ~/Documents/db.sqlite`, "cmd.delete-outside"),
	ask(`lz4 --rm ~/a.txt`, "cmd.delete-outside"),
	ask(`gzip -r ~`, "cmd.delete-home"),
	allow(`gzip -k build/out.log`),
	allow(`gzip build/out.log`),
	allow(`gzip -k ~/Documents/notes.txt`),
	allow(`gzip -c ~/Documents/notes.txt > notes.gz`),
	allow(`gzip -c ~/x > y.gz`),
	allow(`gzip -t ~/x.gz`),
	allow(`gzip -l ~/x.gz`),
	allow(`xz -d data.xz`),
	allow(`xz -k ~/Documents/db.sqlite`),
	allow(`zstd ~/Documents/db.sqlite`),
	allow(`zstd --rm build/db.sqlite`),
	allow(`lz4 ~/a.txt`),
	allow(`bzip2 -dc ~/x.bz2 > x`),
	allow(`gzip "$f"`),
	allow(`ls | parallel gzip`),
	allow(`find . -name '*.log' | xargs gzip`),
}

func TestFx67cRewrites(t *testing.T) { runCases(t, fx67cRewriteCases) }

// FuzzFx67cRewrites fuzzes the readers of rewriteTable: on any line, what
// they say a part rewrites or deletes is a word of that part (its span
// within the part's words), and they end quickly.
func FuzzFx67cRewrites(f *testing.F) {
	for _, c := range fx67cRewriteCases {
		f.Add(c.cmd)
	}
	table := rewriteTable()
	f.Fuzz(func(t *testing.T, src string) {
		if len(src) > 1<<12 {
			return
		}
		dog := time.AfterFunc(5*time.Second, func() { panic(fmt.Sprintf("slow input: %q", src)) })
		defer dog.Stop()
		for _, p := range Read(src).Parts {
			if p == nil || table[p.Program] == nil {
				continue
			}
			d := table[p.Program](p)
			for _, w := range append(append(append([]Word(nil), d.rewrites...), d.deletes...), d.writes...) {
				if !spanOfPart(p, w.Span) {
					t.Fatalf("%q: %s's word %q at %v is no word of the part", src, p.Program, w.Raw, w.Span)
				}
			}
		}
	})
}

// spanOfPart reports whether span lies within one of p's words.
func spanOfPart(p *Part, span Span) bool {
	for _, w := range p.Words {
		if span.Start >= w.Span.Start && span.End <= w.Span.End {
			return true
		}
	}
	return false
}
