package patterns

import "testing"

// buildOutputCases (rt22e #35, rt22d's convert -write): build tools' and
// converters' output options write the path they name: onto the harness
// settings, a start-up file, credentials, a device or outside the workdir
// they ask as any write does; into the workdir they stay quiet, and what
// they build is not counted as made earlier in the line. parallel's
// replacement strings keep the literal text around them.
var buildOutputCases = []evalCase{
	ask("esbuild x.js --outfile=.claude/settings.json", "cmd.guard-tamper"),
	ask("npx esbuild x.js --outfile=.claude/settings.json", "cmd.guard-tamper"),
	ask("esbuild x.js --outfile=/dev/sda", "cmd.wipe-disk"),
	ask("esbuild x.js --outdir=/home/op/.ssh", "cmd.credentials"),
	ask("npx tsc --outFile .claude/settings.json", "cmd.guard-tamper"),
	ask("tsc --outFile ~/.bashrc x.ts", "cmd.guard-tamper"),
	ask("tsc --outdir /opt/app x.ts", "cmd.delete-outside"),
	ask("npx babel x.js -o .claude/settings.json", "cmd.guard-tamper"),
	ask("babel src -d /opt/lib", "cmd.delete-outside"),
	ask("npx terser x.js -o .claude/settings.json", "cmd.guard-tamper"),
	ask("sass x.scss ~/.bashrc", "cmd.guard-tamper"),
	ask("npx sass x.scss:/home/op/.bashrc", "cmd.guard-tamper"),
	ask("rollup -c -o ~/.bashrc", "cmd.guard-tamper"),
	ask("rollup x.js --file ~/.ssh/authorized_keys", "cmd.credentials"),
	ask("webpack -o /opt/www", "cmd.delete-outside"),
	ask("pandoc x.md -o ~/.bashrc", "cmd.guard-tamper"),
	ask("convert x.png ~/.bashrc", "cmd.guard-tamper"),
	ask("convert in.png -write /dev/sda out.png", "cmd.wipe-disk"),
	ask("magick x.png png:/dev/sdb", "cmd.wipe-disk"),
	allow("esbuild x.js --bundle --outfile=dist/out.js"),
	allow("esbuild src/index.ts --bundle --outdir=dist"),
	allow("esbuild x.js --bundle --outfile=dist/out.js && node dist/out.js"),
	allow("tsc --outDir dist"),
	allow("tsc -p . --outDir build && node build/index.js"),
	allow("babel src -d lib"),
	allow("terser x.js -o dist/x.min.js"),
	allow("sass src/x.scss dist/x.css"),
	allow("sass --watch src:dist"),
	allow("rollup x.js -o dist/bundle.js"),
	allow("webpack -o dist"),
	allow("pandoc x.md -o out.html"),
	allow("convert in.png -resize 50% out.png"),
	allow("magick identify x.png"),
	// parallel's replacement strings keep the text around them: {.}.png
	// ends in an extension no disk has (was asked as cmd.wipe-disk).
	allow("parallel -j4 'convert {} {.}.png' ::: *.jpg"),
	allow("parallel 'sort {} -o {.}.sorted.txt' ::: *.txt"),
	ask("parallel 'sort {} -o {.}' ::: *.txt", "cmd.wipe-disk"),
	ask("parallel 'rm -rf /home/{.}x' ::: a", "cmd.delete-outside"),
}

func TestBuildOutputCases(t *testing.T) { runGuardedCases(t, buildOutputCases) }
