package patterns

import "strings"

// Build tools' and converters' output options (rt22e #35, rt22d
// leftovers): each writes the file or the directory tree its option or
// operand names, with content the line does not show (a bundle, compiled
// code, a stylesheet, an image), so each is a write of that path for
// every class that looks at written paths: onto credentials, a device,
// the harness settings, a start-up file or outside the workdir it asks
// as any write does; into the workdir it is left alone.
//
//   - esbuild --outfile=F, --outdir=D, --metafile=F;
//   - tsc --outFile/--out F, --outDir/--declarationDir D,
//     --tsBuildInfoFile F (tsc reads its options in any case);
//   - babel -o/--out-file F, -d/--out-dir D; swc likewise;
//   - terser, uglifyjs, csso, html-minifier, tailwindcss, browserify,
//     postcss -o/--output F (postcss -d D), ncc -o D, stylus -o D;
//   - rollup -o/--file F, -d/--dir D; webpack -o/--output-path D;
//     parcel --dist-dir D; vite build --outDir D;
//   - sass and lessc IN OUT (sass's IN:OUT pairs too); node-sass -o D,
//     --output D;
//   - ImageMagick's convert and magick: the last operand (after a format
//     prefix, `png:OUT`) and -write FILE.

// buildOutputs is buildOutputTable, built once.
var buildOutputs = lazy[map[string]doer]{build: buildOutputTable}

// buildOutputTable holds them.
func buildOutputTable() map[string]doer {
	t := map[string]doer{
		"tsc":     caseFoldWrites([]string{"--outfile", "--out", "--tsbuildinfofile"}, []string{"--outdir", "--declarationdir"}),
		"esbuild": fileDirWrites([]string{"--outfile", "--metafile"}, []string{"--outdir"}),
		"babel":   fileDirWrites([]string{"-o", "--out-file"}, []string{"-d", "--out-dir"}),
		"swc":     fileDirWrites([]string{"-o", "--out-file"}, []string{"-d", "--out-dir"}),
		"postcss": fileDirWrites([]string{"-o", "--output"}, []string{"-d", "--dir"}),
		"rollup":  fileDirWrites([]string{"-o", "--file"}, []string{"-d", "--dir"}),
		"webpack": fileDirWrites(nil, []string{"-o", "--output-path"}),
		"parcel":  fileDirWrites(nil, []string{"--dist-dir", "-d", "--out-dir"}),
		"vite":    fileDirWrites(nil, []string{"--outDir"}),
		"ncc":     fileDirWrites(nil, []string{"-o", "--out"}),
		"stylus":  fileDirWrites(nil, []string{"-o", "--out"}),
		"sass":    sassWrites, "dart-sass": sassWrites, "lessc": sassWrites,
		"node-sass": fileDirWrites(nil, []string{"-o", "--output"}),
		"convert":   imageMagickWrites, "magick": imageMagickWrites,
	}
	for _, prog := range []string{"terser", "uglifyjs", "uglify-js", "csso", "html-minifier", "html-minifier-terser",
		"tailwindcss", "browserify", "cleancss", "svgo"} {
		t[prog] = fileDirWrites([]string{"-o", "--output", "--outfile"}, nil)
	}
	return t
}

// fileDirWrites: the values of files are files written, those of dirs
// directories written below.
func fileDirWrites(files, dirs []string) doer {
	valued := append(append([]string(nil), files...), dirs...)
	return func(p *Part) doings {
		s := scanArgs(p, valued...)
		out := notDash(s.all(files...))
		for _, d := range s.all(dirs...) {
			out = append(out, d, treeWord(d))
		}
		return doings{writes: out}
	}
}

// caseFoldWrites is fileDirWrites for a program that reads its long
// options in any case (tsc --outDir, --outdir); names are lower case.
func caseFoldWrites(files, dirs []string) doer {
	return func(p *Part) doings {
		var out []Word
		args := p.Args()
		for i := 0; i < len(args); i++ {
			lit, _ := litPrefix(args[i])
			name, _, eq := strings.Cut(strings.ToLower(lit), "=")
			isFile, isDir := contains(files, name), contains(dirs, name)
			if !isFile && !isDir {
				continue
			}
			var v Word
			switch {
			case eq:
				v = subWord(args[i], len(name)+1)
			case i+1 < len(args):
				i++
				v = args[i]
			default:
				continue
			}
			out = append(out, v)
			if isDir {
				out = append(out, treeWord(v))
			}
		}
		return doings{writes: out}
	}
}

// sassWrites: sass IN OUT writes OUT, and each IN:OUT pair its OUT (a
// directory pair writes below it); lessc IN OUT likewise.
func sassWrites(p *Part) doings {
	s := scanArgs(p, "-I", "--load-path", "--style", "-s", "--source-map-urls", "--include-path",
		"--output-style", "--precision", "--indent-type", "--indent-width", "--linefeed", "--url", "--rootpath")
	var out []Word
	for _, w := range s.ops {
		lit, _ := litPrefix(w)
		if i := strings.IndexByte(lit, ':'); i > 0 {
			o := subWord(w, i+1)
			out = append(out, o, treeWord(o))
		}
	}
	if len(out) == 0 && len(s.ops) == 2 && !isLit(s.ops[1], "-") {
		out = append(out, s.ops[1])
	}
	return doings{writes: out}
}

// imageMagickWrites: convert IN… OUT and magick IN… OUT write their
// last word (after a FORMAT: prefix), and -write FILE writes FILE;
// magick's identify, compare and mogrify are not read.
func imageMagickWrites(p *Part) doings {
	args := p.Args()
	if len(args) == 0 || p.Program == "magick" && hasLitArg(p, "identify", "compare", "mogrify", "-version", "--version") {
		return doings{}
	}
	var out []Word
	for i := 0; i+1 < len(args); i++ {
		if isLit(args[i], "-write") || isLit(args[i], "+write") {
			out = append(out, formatless(args[i+1]))
		}
	}
	if len(args) >= 2 {
		last := args[len(args)-1]
		if lit, _ := litPrefix(last); !strings.HasPrefix(lit, "-") && !strings.HasPrefix(lit, "+") {
			out = append(out, formatless(last))
		}
	}
	return doings{writes: notDash(out)}
}

// formatless returns an ImageMagick file word without its FORMAT: prefix
// (png:out.png, txt:-).
func formatless(w Word) Word {
	lit, _ := litPrefix(w)
	i := strings.IndexByte(lit, ':')
	if i < 2 {
		return w
	}
	for _, c := range lit[:i] {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9') {
			return w
		}
	}
	return subWord(w, i+1)
}
